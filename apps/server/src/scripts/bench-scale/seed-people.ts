import { copyRows } from './copy-rows';
import { mix, TAG, uid } from './ids';
import { userId } from './model';
import { DAY, iso, type LoadResult, type Row, type SeedContext } from './seed-context';

const FIRST = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'Liam',
  'Isla',
  'William',
  'Mia',
  'Oliver',
  'Ava',
  'Leo',
];
const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Lee',
  'Singh',
];

/** Person n: signed up over two years (older people first), names from common ones. */
export function person(ctx: SeedContext, n: number) {
  const createdAt = ctx.now - 730 * DAY + Math.floor((n / ctx.shape.people) * 729 * DAY);
  return {
    first: FIRST[mix(n, 2) % FIRST.length]!,
    last: LAST[mix(n, 3) % LAST.length]!,
    createdAt,
  };
}

/** 1 in 10 with two-factor authentication, 1 in 500 banned; each with a profile. */
export async function seedPeople(ctx: SeedContext): Promise<LoadResult[]> {
  const { people } = ctx.shape;
  function* users(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      const p = person(ctx, n);
      const banned = n % 500 === 7;
      yield [
        userId(n),
        `${p.first} ${p.last}`,
        `person-${n}@example.com`,
        true,
        iso(p.createdAt),
        iso(p.createdAt + (mix(n, 4) % 30) * DAY),
        n % 10 === 3,
        banned,
        banned ? 'spam' : null,
        p.first,
        p.last,
      ];
    }
  }
  function* profiles(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      const p = person(ctx, n);
      const onboarded = n % 4 !== 1;
      yield [
        uid(TAG.profile, n),
        userId(n),
        p.first,
        p.last,
        onboarded ? `[{"type": "general", "completed_at": "${iso(p.createdAt + 600_000)}"}]` : '[]',
        onboarded ? iso(p.createdAt + 600_000) : null,
        iso(p.createdAt),
        iso(p.createdAt),
      ];
    }
  }
  // One person in ten signed in over the past 40 days; half of those sessions have expired.
  function* sessions(): Generator<Row> {
    for (let n = 0; n < people; n += 10) {
      const at = ctx.now - (mix(n, 5) % 40) * DAY;
      yield [
        uid(TAG.session, n),
        `scale-session-${n}`,
        userId(n),
        iso(at + (n % 20 === 0 ? 30 : -1) * DAY),
        iso(at - DAY),
        iso(at),
        '203.0.113.10',
        'Mozilla/5.0 (bench)',
      ];
    }
  }
  return [
    {
      table: 'users',
      ...(await copyRows(
        ctx.client,
        'users',
        [
          'id',
          'name',
          'email',
          'email_verified',
          'created_at',
          'updated_at',
          'two_factor_enabled',
          'banned',
          'ban_reason',
          'first_name',
          'last_name',
        ],
        people,
        users(),
      )),
    },
    {
      table: 'profiles',
      ...(await copyRows(
        ctx.client,
        'profiles',
        [
          'id',
          'user_id',
          'first_name',
          'last_name',
          'onboarding_history',
          'onboarding_completed_at',
          'created_at',
          'updated_at',
        ],
        people,
        profiles(),
      )),
    },
    {
      table: 'sessions',
      ...(await copyRows(
        ctx.client,
        'sessions',
        [
          'id',
          'token',
          'user_id',
          'expires_at',
          'created_at',
          'updated_at',
          'ip_address',
          'user_agent',
        ],
        Math.ceil(people / 10),
        sessions(),
      )),
    },
  ];
}
