import { createHash } from 'node:crypto';
import { copyRows, pgArray } from './copy-rows';
import { TAG, uid } from './ids';
import { organizationId, userId } from './model';
import { DAY, iso, type LoadResult, type Row, type SeedContext } from './seed-context';

const EVENTS = ['update_request.created', 'update_request.updated'];

/** Organisation i's brands: the largest holds the first `bigClaims`, each other one the next. */
export function claimedBrands(ctx: SeedContext, i: number): number[] {
  const { bigClaims } = ctx.claims;
  if (i === 0) return Array.from({ length: bigClaims }, (_, b) => b);
  const b = bigClaims + i - 1;
  return b < ctx.brands.length ? [b] : [];
}

/**
 * Organisations with an owner, an API key, verified claims to their brands, one webhook endpoint
 * each, and their delivery log (1 in 10 deliveries a retry of the one before, a few failures).
 */
export async function seedBusiness(ctx: SeedContext): Promise<LoadResult[]> {
  const { organizations, deliveries } = ctx.shape;
  const since = ctx.now - 365 * DAY;
  const owner = (i: number) => userId(i * 5 + 1);
  const orgs = function* (): Generator<Row> {
    for (let i = 0; i < organizations; i++) {
      yield [
        organizationId(i),
        i === 0 ? 'Big Bank Holdings' : `Organisation ${i}`,
        `scale-org-${i}`,
        iso(since + i * 1000),
      ];
    }
  };
  const members = function* (): Generator<Row> {
    for (let i = 0; i < organizations; i++) {
      yield [uid(TAG.member, i), organizationId(i), owner(i), 'owner', iso(since)];
    }
  };
  const keys = function* (): Generator<Row> {
    for (let i = 0; i < organizations; i++) {
      const hash = createHash('sha256').update(`scale-key-${i}`).digest('hex');
      yield [
        uid(TAG.apiKey, i),
        organizationId(i),
        'Production',
        `upd_live_${hash.slice(0, 4)}`,
        hash,
        pgArray(['requests:read', 'requests:write']),
        600,
        owner(i),
        iso(since),
        iso(ctx.now - DAY),
      ];
    }
  };
  const brandClaims = function* (): Generator<Row> {
    for (let i = 0; i < organizations; i++) {
      for (const b of claimedBrands(ctx, i)) {
        yield [
          uid(TAG.claim, b),
          organizationId(i),
          ctx.brands[b]!.id,
          'verified',
          'dns',
          'dns',
          iso(since),
          owner(i),
          iso(since),
        ];
      }
    }
  };
  const channels = function* (): Generator<Row> {
    for (let b = 0; b < ctx.claims.claimed; b++) yield [ctx.brands[b]!.id, 'api', iso(since)];
  };
  const endpoints = function* (): Generator<Row> {
    for (let i = 0; i < organizations; i++) {
      yield [
        uid(TAG.endpoint, i),
        organizationId(i),
        `https://hooks.org-${i}.example/updately`,
        pgArray(EVENTS),
        ctx.sealed.keyId,
        ctx.sealed.ciphertext,
        iso(since),
      ];
    }
  };
  const log = function* (): Generator<Row> {
    const step = (365 * DAY) / deliveries;
    for (let d = 0; d < deliveries; d++) {
      const retry = d % 10 === 1;
      const message = retry ? d - 1 : d;
      const endpoint = Math.floor(d / 10) % organizations;
      const failed = d % 10 === 0 && d % 30 === 0;
      const type = EVENTS[message % 2]!;
      yield [
        uid(TAG.delivery, d),
        uid(TAG.endpoint, endpoint),
        `msg_${message.toString(36)}`,
        type,
        `{"type": "${type}", "data": {"id": "${uid(TAG.request, message)}"}}`,
        retry ? 2 : 1,
        failed ? 503 : 204,
        failed ? 'connect ECONNREFUSED' : null,
        20 + (d % 180),
        iso(since + Math.floor(d * step)),
      ];
    }
  };
  const load = async (table: string, columns: string[], expected: number, rows: Iterable<Row>) => ({
    table,
    ...(await copyRows(ctx.client, table, columns, expected, rows)),
  });
  return [
    await load('organizations', ['id', 'name', 'slug', 'created_at'], organizations, orgs()),
    await load(
      'members',
      ['id', 'organization_id', 'user_id', 'role', 'created_at'],
      organizations,
      members(),
    ),
    await load(
      'api_keys',
      [
        'id',
        'organization_id',
        'name',
        'prefix',
        'key_hash',
        'scopes',
        'rate_limit_per_minute',
        'created_by_user_id',
        'created_at',
        'last_used_at',
      ],
      organizations,
      keys(),
    ),
    await load(
      'brand_claims',
      [
        'id',
        'organization_id',
        'brand_id',
        'status',
        'method',
        'decided_by_method',
        'decided_at',
        'requested_by_user_id',
        'created_at',
      ],
      ctx.claims.claimed,
      brandClaims(),
    ),
    await load(
      'brand_update_channels',
      ['brand_id', 'channel', 'updated_at'],
      ctx.claims.claimed,
      channels(),
    ),
    await load(
      'webhook_endpoints',
      [
        'id',
        'organization_id',
        'url',
        'event_types',
        'secret_key_id',
        'secret_ciphertext',
        'created_at',
      ],
      organizations,
      endpoints(),
    ),
    await load(
      'webhook_deliveries',
      [
        'id',
        'endpoint_id',
        'message_id',
        'event_type',
        'payload',
        'attempt',
        'response_status',
        'error',
        'duration_ms',
        'created_at',
      ],
      deliveries,
      log(),
    ),
  ];
}
