import { BlockList, isIP } from 'node:net';

// Loopback, private, link-local, shared (CGNAT), documentation, multicast and reserved ranges.
const IPV4_RANGES = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
// NAT64 and 6to4 addresses are refused whole: they can wrap a private IPv4 address.
const IPV6_RANGES = [
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  '100::/64',
  '2001::/32',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

const nonPublic = new BlockList();
for (const [family, ranges] of [
  ['ipv4', IPV4_RANGES],
  ['ipv6', IPV6_RANGES],
] as const) {
  for (const range of ranges) {
    const [network, prefix] = range.split('/') as [string, string];
    nonPublic.addSubnet(network, Number(prefix), family);
  }
}

/**
 * Whether a URL's host name is, on its face, not on the public internet: a literal address in
 * a non-public range, or a `localhost` name. Names that merely resolve to such addresses are
 * caught at connect time by the request-filtering agent, which has the final word.
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  if (family === 0) return false;
  // BlockList would match an IPv4-mapped address (::ffff:a.b.c.d) against the IPv4 ranges only;
  // the agent refuses them all, so the form does too.
  if (family === 6 && host.startsWith('::ffff:')) return true;
  return nonPublic.check(host, family === 4 ? 'ipv4' : 'ipv6');
}
