/**
 * The document id of a staff device: the SHA-256 of its FCM token, in lower-case hex. One
 * document per token, whoever registers it; the rules recompute and check it.
 */
export async function deviceIdForToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
