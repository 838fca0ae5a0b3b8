import { storableIp } from './client-ip';

describe(storableIp.name, () => {
  it.each(['203.0.113.7', '2001:db8::1', '::1', '::ffff:192.0.2.1'])('keeps the address %s', (ip) => {
    expect(storableIp(ip)).toBe(ip);
  });

  it.each([undefined, '', 'x', 'unknown', '1.2.3', '999.1.1.1', 'fe80::1%eth0', 'fe80::1%1', 'x'.repeat(100)])(
    'keeps nothing for %j',
    (ip) => {
      expect(storableIp(ip)).toBeNull();
    },
  );
});
