import { describe, expect, it } from 'vitest';
import { networkOf } from './rate-limits';

describe('networkOf: the subject of per-network limits', () => {
  it('counts every address of one IPv6 /64 as the same network, however it is written', () => {
    const forms = ['2001:db8:abcd:12::1', '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff', '2001:DB8:ABCD:12:0:0:0:7', '2001:db8:abcd:12:1::', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:abcd:12::9')];
    expect(new Set(forms.map(networkOf))).toEqual(new Set(['2001:db8:abcd:12::/64']));
  });

  it('keeps different /64s apart and expands "::" inside the prefix', () => {
    expect(networkOf('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
  });

  it('leaves IPv4 addresses whole and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(networkOf('203.0.113.10')).toBe('203.0.113.10');
    expect(networkOf('203.0.113.11')).toBe('203.0.113.11');
    expect(networkOf('::ffff:203.0.113.10')).toBe('203.0.113.10');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
