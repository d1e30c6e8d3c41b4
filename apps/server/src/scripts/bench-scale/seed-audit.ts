import { copyRows } from './copy-rows';
import { mix, TAG, uid } from './ids';
import { userId } from './model';
import { DAY, iso, type LoadResult, type Row, type SeedContext } from './seed-context';

const EVERYDAY = [
  ['user.signin', 'USER'],
  ['user.signin', 'USER'],
  ['user.signin', 'USER'],
  ['user.signout', 'USER'],
  ['footprint.create', 'FOOTPRINT'],
  ['footprint.create', 'FOOTPRINT'],
  ['journey.create', 'JOURNEY'],
  ['user.profile_update', 'USER'],
  ['update_request.approved', 'UPDATE_REQUEST'],
] as const;

/**
 * A year of audit entries, oldest first, by random people: everyday actions, 2% refused sign-ins
 * and 0.5% rate-limit refusals (no actor, as hitRateLimit writes them).
 */
export async function seedAudit(ctx: SeedContext): Promise<LoadResult[]> {
  const { auditEntries, people } = ctx.shape;
  const start = ctx.now - 365 * DAY;
  const step = (365 * DAY) / auditEntries;
  function* entries(): Generator<Row> {
    for (let g = 0; g < auditEntries; g++) {
      const n = mix(g, 20) % people;
      const at = iso(start + Math.floor(g * step));
      if (g % 200 === 0) {
        yield [
          uid(TAG.audit, g),
          null,
          'security.rate_limited',
          'USER',
          null,
          '{"scope": "account|/sign-in/email"}',
          '203.0.113.99',
          null,
          at,
        ];
        continue;
      }
      if (g % 50 === 1) {
        yield [
          uid(TAG.audit, g),
          userId(n),
          'auth.sign_in_failed',
          'USER',
          userId(n),
          '{"method": "password", "account": "known"}',
          '203.0.113.7',
          'Mozilla/5.0 (bench)',
          at,
        ];
        continue;
      }
      const [action, resource] = EVERYDAY[g % EVERYDAY.length]!;
      yield [
        uid(TAG.audit, g),
        userId(n),
        action,
        resource,
        resource === 'USER' ? userId(n) : null,
        null,
        '203.0.113.7',
        'Mozilla/5.0 (bench)',
        at,
      ];
    }
  }
  return [
    {
      table: 'audit_logs',
      ...(await copyRows(
        ctx.client,
        'audit_logs',
        [
          'id',
          'user_id',
          'action',
          'resource_type',
          'resource_id',
          'metadata',
          'ip_address',
          'user_agent',
          'created_at',
        ],
        auditEntries,
        entries(),
      )),
    },
  ];
}
