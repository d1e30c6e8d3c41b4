import { and, eq, gte } from 'drizzle-orm';
import { JOURNEY_INVITATION_DAYS } from '@updately/shared/journey-people';
import type { Tx } from '../../db/client';
import { journeyInvitations } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { assertWithinDailyLimit } from '../journey-people/invitation-rules';
import { newInvitationToken } from '../journey-people/invitation-token';
import { householdInvitationMail } from './household-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

export type HouseholdInvitationInput = {
  journeyId: string;
  invitedBy: string;
  inviterName: string;
  email: string;
  appName: string;
  appUrl: string;
  now: Date;
};

/**
 * A `household` invitation and its email, queued in `tx`: the row and the mail exist together or
 * not at all. At most JOURNEY_INVITATIONS_PER_DAY per inviting account.
 */
export async function inviteHouseholdMember(
  tx: Tx,
  mailer: Mailer,
  input: HouseholdInvitationInput,
): Promise<{ id: string }> {
  const sentToday = await tx.$count(
    journeyInvitations,
    and(
      eq(journeyInvitations.invited_by, input.invitedBy),
      gte(journeyInvitations.created_at, new Date(input.now.getTime() - DAY_MS)),
    ),
  );
  assertWithinDailyLimit(sentToday);
  const { token, hash } = newInvitationToken();
  const [row] = await tx
    .insert(journeyInvitations)
    .values({
      journey_id: input.journeyId,
      invited_by: input.invitedBy,
      email: input.email,
      role: 'household',
      token_hash: hash,
      expires_at: new Date(input.now.getTime() + JOURNEY_INVITATION_DAYS * DAY_MS),
      created_at: input.now,
    })
    .returning({ id: journeyInvitations.id });
  await mailer.sendInTransaction(
    tx,
    householdInvitationMail(input.appName, input.email, {
      inviterName: input.inviterName,
      url: `${input.appUrl}/invitations/${token}`,
      days: JOURNEY_INVITATION_DAYS,
    }),
  );
  return row!;
}
