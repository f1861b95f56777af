import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who sent a form, for the endpoint's per-client limit (issue #41). Not Express's `req.ip`: with
 * `trust proxy` on (Cloud Functions and its emulator) that is the FIRST entry of
 * X-Forwarded-For, which the client writes itself, so one machine rotating it passed for
 * thousands. Google's front end APPENDS the address it saw to the header, so we count entries
 * from the right: `hops` 1 is the last entry (Cloud Functions on its own), 2 the one before it
 * (behind one more proxy that appends, such as a CDN). That is REQUESTS_PROXY_HOPS
 * (environment.ts), refused by name when bad: guessing could count every customer as one
 * client (too few hops) or let a client choose its key (too many). Locally the Hosting emulator
 * passes the header through unchanged, so a test's single `x-forwarded-for` is both the first
 * and the last.
 */

/** An IPv6 address's eight groups, as numbers (undefined if it is not one). */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  // An embedded IPv4 tail (::ffff:192.0.2.1) as its two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = tail
    ? address.slice(0, tail.index) +
      [0, 2].map((i) => ((Number(tail[i + 1]) << 8) | Number(tail[i + 2])).toString(16)).join(':')
    : address;
  const [head = '', rest] = hex.split('::');
  const part = (text: string | undefined) =>
    text ? text.split(':').map((g) => parseInt(g, 16)) : [];
  const left = part(head);
  const right = part(rest);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : undefined;
}

/**
 * The client an address stands for: an IPv4 address itself (an IPv4-mapped IPv6 address too);
 * an IPv6 address by its /64, the block one subscriber line or server is given, so a machine
 * cannot pass for 2^64 clients by rotating the low bits. Anything else as it is.
 */
export function clientOfAddress(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed.replace(/^\[|\]$/g, ''));
  if (!groups) return trimmed;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address: the entry `hops` from the right of X-Forwarded-For (the leftmost when
 * there are fewer), else, with no header at all, the socket's peer. Never any other header.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops = 1,
): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const address = entries.length > 0 ? entries[Math.max(0, entries.length - hops)] : undefined;
  return clientOfAddress(address ?? socketAddress ?? '');
}
