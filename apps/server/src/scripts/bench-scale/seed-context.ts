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
export const iso = (ms: number) => new Date(ms).toISOString();
export type Row = Cell[];
