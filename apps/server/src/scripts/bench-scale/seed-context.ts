import type { PoolClient } from 'pg';
import type { Cell } from './copy-rows';
import type { Shape } from './model';

export type Brand = { id: string; name: string };

/** What every loader needs: the connection, the shape, the brands and one sealed value. */
export type SeedContext = {
  client: PoolClient;
  shape: Shape;
  brands: Brand[];
  claims: { bigClaims: number; claimed: number };
  /** The instant the seed counts back from. */
  now: number;
  /** One value sealed with the real cipher: every encrypted column holds it. */
  sealed: { keyId: string; ciphertext: string };
};

export type LoadResult = { table: string; rows: number; seconds: number };

export const DAY = 86_400_000;
const days = new Map<number, string>();
const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/**
 * An instant as ISO 8601 in UTC, the same text as toISOString: that is the seed's hottest call,
 * so the date part is made once per day and the time from a table.
 */
export function iso(ms: number): string {
  const day = Math.floor(ms / 86_400_000);
  let date = days.get(day);
  if (date === undefined) {
    date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    days.set(day, date);
  }
  let rest = ms - day * 86_400_000;
  const millis = rest % 1000;
  rest = (rest - millis) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  const m = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : String(millis);
  return `${date}T${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${m}Z`;
}
export type Row = Cell[];
