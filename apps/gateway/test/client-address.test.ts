/** The client address of a request (src/client-address.ts): the socket's, or a trusted proxy's client. */
import { describe, expect, it } from 'vitest';
import { normaliseAddress, resolveClientAddress, trustedProxies } from '../src/client-address';
import { resolveOptions } from '../src/config';

describe('LINGXI_TRUSTED_PROXIES', () => {
  it('takes addresses, CIDRs and proxy-addr’s named ranges; anything else stops the start', () => {
    const list = trustedProxies(['10.1.2.3', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    expect(list?.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(list?.check('10.1.2.4', 'ipv4')).toBe(false);
    expect(list?.check('192.168.77.1', 'ipv4')).toBe(true);
    expect(list?.check('fd12::1', 'ipv6')).toBe(true);
    expect(list?.check('127.0.0.9', 'ipv4')).toBe(true);
    expect(list?.check('::1', 'ipv6')).toBe(true);
    expect(trustedProxies([])).toBeUndefined();
    for (const bad of ['example.com', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x', '*'])
      expect(() => trustedProxies([bad]), bad).toThrow(/LINGXI_TRUSTED_PROXIES/);
  });

  it('is read from the environment, comma-separated', () => {
    const options = resolveOptions({}, { LINGXI_TRUSTED_PROXIES: ' 10.0.0.1 , 10.0.1.0/24 ,' });
    expect(options.trustedProxies).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(resolveOptions({}, {}).trustedProxies).toEqual([]);
  });
});

describe('the client address', () => {
  const proxies = trustedProxies(['10.0.0.0/8']);

  it('is the socket’s for a direct client, whatever it sends', () => {
    expect(resolveClientAddress('203.0.113.5', { forwardedFor: '1.2.3.4', realIp: '5.6.7.8' }, proxies)).toBe(
      '203.0.113.5',
    );
    expect(resolveClientAddress('203.0.113.5', { forwardedFor: '1.2.3.4' }, undefined)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:203.0.113.5', {}, undefined)).toBe('203.0.113.5');
  });

  it('behind trusted proxies: X-Forwarded-For walked from the right to the first untrusted hop', () => {
    // client-sent 1.1.1.1, then the real client 198.51.100.7, then an inner proxy 10.0.0.2
    expect(
      resolveClientAddress('10.0.0.1', { forwardedFor: '1.1.1.1, 198.51.100.7, 10.0.0.2' }, proxies),
    ).toBe('198.51.100.7');
    // every hop trusted: the leftmost
    expect(resolveClientAddress('10.0.0.1', { forwardedFor: '10.0.0.3, 10.0.0.2' }, proxies)).toBe(
      '10.0.0.3',
    );
    // not an address: the walk stops at the proxy that sent it
    expect(resolveClientAddress('10.0.0.1', { forwardedFor: '=cmd|x, 10.0.0.2' }, proxies)).toBe('10.0.0.2');
    // X-Real-IP when there is no X-Forwarded-For; a bad one is ignored
    expect(resolveClientAddress('10.0.0.1', { realIp: '2001:db8::1' }, proxies)).toBe('2001:db8::1');
    expect(resolveClientAddress('10.0.0.1', { realIp: 'nonsense' }, proxies)).toBe('10.0.0.1');
  });

  it('is null only without a socket', () => {
    expect(resolveClientAddress(undefined, { forwardedFor: '1.2.3.4' }, proxies)).toBeNull();
    expect(normaliseAddress('FE80::1%eth0')).toBe('fe80::1');
  });
});
