/**
 * The SSRF block list against the IANA IPv4 and IPv6 Special-Purpose Address Registries: one address in each of
 * their ranges, refused unless the registry calls the range globally reachable, plus the ranges refused beyond them
 * (IPv4 multicast, IPv6 outside global unicast, 6to4), and public addresses allowed.
 */
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './targets';

const refused = 'refused';
const allowed = 'allowed';

const table: [range: string, address: string, verdict: typeof refused | typeof allowed][] = [
  // IPv4 Special-Purpose Address Registry.
  ['0.0.0.0/8 this network', '0.1.2.3', refused],
  ['0.0.0.0/32 this host', '0.0.0.0', refused],
  ['10.0.0.0/8 private', '10.20.30.40', refused],
  ['100.64.0.0/10 shared address space', '100.127.255.254', refused],
  ['127.0.0.0/8 loopback', '127.0.0.1', refused],
  ['127.0.0.0/8 loopback, far end', '127.255.255.254', refused],
  ['169.254.0.0/16 link-local', '169.254.169.254', refused],
  ['172.16.0.0/12 private', '172.31.255.1', refused],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.1', refused],
  ['192.0.0.0/29 IPv4 service continuity', '192.0.0.7', refused],
  ['192.0.0.8/32 dummy', '192.0.0.8', refused],
  ['192.0.0.9/32 PCP anycast (may be a server on our own network)', '192.0.0.9', refused],
  ['192.0.0.10/32 TURN anycast (may be a server on our own network)', '192.0.0.10', refused],
  ['192.0.0.170/32 NAT64 discovery', '192.0.0.170', refused],
  ['192.0.0.171/32 DNS64 discovery', '192.0.0.171', refused],
  ['192.0.2.0/24 TEST-NET-1', '192.0.2.10', refused],
  ['192.31.196.0/24 AS112-v4 (globally reachable)', '192.31.196.1', allowed],
  ['192.52.193.0/24 AMT (globally reachable)', '192.52.193.1', allowed],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1', refused],
  ['192.168.0.0/16 private', '192.168.1.1', refused],
  ['192.175.48.0/24 AS112 direct delegation (globally reachable)', '192.175.48.1', allowed],
  ['198.18.0.0/15 benchmarking', '198.19.255.1', refused],
  ['198.51.100.0/24 TEST-NET-2', '198.51.100.7', refused],
  ['203.0.113.0/24 TEST-NET-3', '203.0.113.10', refused],
  ['224.0.0.0/4 multicast', '239.255.255.250', refused],
  ['240.0.0.0/4 reserved', '240.0.0.1', refused],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255', refused],
  // Neighbours of the refused ranges stay public.
  ['public, below 10/8', '9.255.255.255', allowed],
  ['public, above 100.64/10', '100.128.0.1', allowed],
  ['public, beside 172.16/12', '172.32.0.1', allowed],
  ['public, beside 198.18/15', '198.20.0.1', allowed],
  ['public', '93.184.216.34', allowed],
  ['public', '8.8.8.8', allowed],
  // IPv6 Special-Purpose Address Registry.
  ['::/128 unspecified', '::', refused],
  ['::1/128 loopback', '::1', refused],
  ['::ffff:0:0/96 mapped, private inside', '::ffff:10.0.0.1', refused],
  ['::ffff:0:0/96 mapped, loopback inside (hex)', '::ffff:7f00:1', refused],
  ['::ffff:0:0/96 mapped, public inside', '::ffff:93.184.216.34', allowed],
  ['64:ff9b::/96 NAT64, metadata inside', '64:ff9b::169.254.169.254', refused],
  ['64:ff9b::/96 NAT64, private inside (hex)', '64:ff9b::c0a8:101', refused],
  ['64:ff9b::/96 NAT64, public inside', '64:ff9b::8.8.8.8', allowed],
  ['64:ff9b:1::/48 local-use translation', '64:ff9b:1::a00:1', refused],
  ['100::/64 discard-only', '100::1', refused],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1', refused],
  ['2001::/23 IETF protocol assignments', '2001:0:0:0::1', refused],
  ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2', refused],
  ['2001:1::1/128 PCP anycast (may be a server on our own network)', '2001:1::1', refused],
  ['2001:1::2/128 TURN anycast (may be a server on our own network)', '2001:1::2', refused],
  ['2001:1::3/128 DNS-SD SRP anycast (may be a server on our own network)', '2001:1::3', refused],
  ['2001:1::/32 beside the anycast addresses', '2001:1::4', refused],
  ['2001:2::/48 benchmarking', '2001:2::1', refused],
  ['2001:3::/32 AMT (globally reachable)', '2001:3::1', allowed],
  ['2001:4:112::/48 AS112-v6 (globally reachable)', '2001:4:112::1', allowed],
  ['2001:10::/28 deprecated ORCHID', '2001:10::1', refused],
  ['2001:20::/28 ORCHIDv2 (globally reachable)', '2001:2f::1', allowed],
  ['2001:30::/28 drone remote ID (globally reachable)', '2001:30::1', allowed],
  ['2001::/23, far end', '2001:1ff::1', refused],
  ['2001:db8::/32 documentation', '2001:db8::1', refused],
  ['2002::/16 6to4, private inside', '2002:c0a8:101::1', refused],
  ['2002::/16 6to4, public inside', '2002:5db8:d822::1', refused],
  ['2620:4f:8000::/48 AS112 direct delegation (globally reachable)', '2620:4f:8000::1', allowed],
  ['3fff::/20 documentation', '3fff:fff::1', refused],
  ['5f00::/16 SRv6 SIDs', '5f00::1', refused],
  ['fc00::/7 unique local', 'fd12:3456::1', refused],
  ['fc00::/7 unique local, low half', 'fc00::1', refused],
  ['fe80::/10 link-local', 'fe80::1', refused],
  ['fe80::/10 link-local with a zone', 'fe80::1%eth0', refused],
  ['fec0::/10 site-local (deprecated)', 'fec0::1', refused],
  ['ff00::/8 multicast', 'ff02::1', refused],
  ['outside global unicast (reserved)', '4000::1', refused],
  ['IPv4-compatible (deprecated)', '::10.0.0.1', refused],
  // Neighbours of the refused ranges stay public.
  ['public, beside 2001::/23', '2001:200::1', allowed],
  ['public, beside 2001:db8::/32', '2001:db9::1', allowed],
  ['public', '2606:2800:220:1::1', allowed],
  ['public, global unicast far end', '3ffe::1', allowed],
  // Not an address at all.
  ['a name', 'example.com', refused],
];

describe('the SSRF block list', () => {
  it('refuses every non-global range of both special-purpose registries and allows public addresses', () => {
    const verdicts = table.map(([range, address]) => [range, address, isPublicAddress(address) ? allowed : refused]);
    expect(verdicts).toEqual(table);
  });
});
