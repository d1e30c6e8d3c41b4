import { compose, type MailMessage } from '../../platform/mail/templates';

/** The invitation to join a Moving Home household (no journey details: only who asks). */
export function householdInvitationMail(
  appName: string,
  to: string,
  input: { inviterName: string; url: string; days: number },
): MailMessage {
  return compose(
    appName,
    to,
    `${input.inviterName} added you to their household move on ${appName}`,
    [
      `${input.inviterName} is moving home with you and added you to their household on ${appName}.`,
      'Accept to tell your own companies about the move, and to approve the joint accounts you hold together.',
      `The invitation works for ${input.days} days. If you don't know ${input.inviterName}, ignore this email.`,
    ],
    { label: 'Accept invitation', url: input.url },
  );
}
