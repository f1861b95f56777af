import { createHash } from 'node:crypto';

/**
 * The SHA-256 of `text`, in hex: the id under which a secret or an address is kept without
 * keeping it (continue codes, inbound tokens, the per-address e-mail quota).
 */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
