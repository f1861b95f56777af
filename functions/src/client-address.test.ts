import { describe, expect, it } from 'vitest';
import { clientAddress, clientOfAddress } from './client-address.js';

describe('the client a form post counts against', () => {
  it('is the entry Google’s front end appended last, whatever the client wrote before it', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.1')).toBe('198.51.100.7');
    // A client writing its own X-Forwarded-For: the front end appends the address it saw.
    for (const forged of ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'anything at all']) {
      expect(clientAddress(`${forged}, 203.0.113.9`, '10.0.0.1')).toBe('203.0.113.9');
    }
  });

  it('behind one more proxy (REQUESTS_PROXY_HOPS=2), is the entry before the proxy’s own', () => {
    expect(clientAddress('1.2.3.4, 203.0.113.9, 35.191.0.1', '', 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the furthest back the chain goes.
    expect(clientAddress('203.0.113.9', '', 2)).toBe('203.0.113.9');
  });

  it('is the socket’s peer only when there is no X-Forwarded-For at all', () => {
    expect(clientAddress(undefined, '192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddress(' , ', '192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddress(undefined, undefined)).toBe('');
  });

  it('counts an IPv6 client by its /64, so rotating the low bits makes no new client', () => {
    expect(clientOfAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:DB8:1:2:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientOfAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientOfAddress('::ffff:c000:201')).toBe('192.0.2.1');
    expect(clientOfAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(clientOfAddress('not an address')).toBe('not an address');
  });
});
