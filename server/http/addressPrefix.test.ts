import { describe, expect, it } from 'vitest';
import { addressPrefix } from './addressPrefix';

describe('the address prefix every counter keys on', () => {
  it('is an IPv4 address alone, also seen through an IPv4-mapped socket', () => {
    expect(addressPrefix('203.0.113.7')).toBe('203.0.113.7');
    expect(addressPrefix('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressPrefix('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressPrefix('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressPrefix('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(addressPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressPrefix('::1')).toBe('0:0:0:0::/64');
    expect(addressPrefix('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(addressPrefix('unknown')).toBe('unknown');
  });
});
