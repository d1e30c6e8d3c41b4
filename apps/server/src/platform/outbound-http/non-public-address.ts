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

// Never reachable, whatever the setting: cloud metadata services (AWS, GCP, Azure, Alibaba) and
// the link-local ranges most of them live in.
const NEVER_RANGES = {
  ipv4: ['169.254.0.0/16', '100.100.100.200/32'],
  ipv6: ['fe80::/10', 'fd00:ec2::/32'],
} as const;
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog']);

const never = new BlockList();
for (const family of ['ipv4', 'ipv6'] as const) {
  for (const range of NEVER_RANGES[family]) {
    const [network, prefix] = range.split('/') as [string, string];
    never.addSubnet(network, Number(prefix), family);
  }
}

/**
 * Whether an address is a cloud metadata service's or link-local: refused even where private
 * networks are allowed (development with WEBHOOK_ALLOW_PRIVATE). IPv4-mapped IPv6 addresses are
 * judged by the IPv4 address they wrap.
 */
export function isMetadataAddress(address: string): boolean {
  const host = unmappedIpv4(address) ?? address;
  const family = isIP(host);
  if (family === 0) return false;
  return never.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host name that is, on its face, a metadata service or link-local address. */
export function isMetadataHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  return METADATA_NAMES.has(host) || isMetadataAddress(host);
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:a.b.c.d` or `::ffff:a9fe:a9fe`). */
function unmappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
