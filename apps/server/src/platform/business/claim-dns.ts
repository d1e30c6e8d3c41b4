import { promises as dns } from 'node:dns';

export type TxtLookup = (name: string) => Promise<string[] | 'not_found' | 'unavailable'>;

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

/**
 * TXT records of `name` (each record's strings joined, as RFC 7208 reads them) from `servers`
 * (`ip` or `ip:port`; none: the system's resolvers). A name with no TXT record is `not_found`;
 * servers that fail or time out are `unavailable`.
 */
export function txtLookup(servers: readonly string[] | null): TxtLookup {
  return async (name) => {
    const resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
    if (servers && servers.length > 0) resolver.setServers([...servers]);
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      return NOT_FOUND.has(code) ? 'not_found' : 'unavailable';
    }
  };
}
