import { and, eq } from 'drizzle-orm';
import type { BrandClaim } from '@updately/shared/business-api';
import type { Tx } from '../../db/client';
import { brandClaims, members, organizations, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';

/**
 * Tells the business an admin's decision on its claim: the person who asked and the organisation's
 * owners, each once, through the job queue in the decision's transaction (no decision without it).
 */
export async function mailClaimDecision(
  tx: Tx,
  mailer: Mailer,
  app: { name: string; url: string },
  claim: BrandClaim,
): Promise<string[]> {
  const [org] = await tx
    .select({ name: organizations.name, requester: users.email })
    .from(brandClaims)
    .innerJoin(organizations, eq(organizations.id, brandClaims.organization_id))
    .leftJoin(users, eq(users.id, brandClaims.requested_by_user_id))
    .where(eq(brandClaims.id, claim.id));
  const owners = await tx
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, claim.organization_id), eq(members.role, 'owner')));
  const recipients = [
    ...new Set([org?.requester, ...owners.map((o) => o.email)].filter((e): e is string => !!e)),
  ];
  for (const to of recipients) {
    await mailer.sendInTransaction(
      tx,
      mailTemplates.brandClaimDecided(app.name, to, {
        brandName: claim.brand.name,
        organizationName: org?.name ?? 'Your organisation',
        approved: claim.status === 'verified',
        url: `${app.url}/business`,
      }),
    );
  }
  return recipients;
}
