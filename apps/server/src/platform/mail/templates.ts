import { escapeHtml } from '../../lib/html';
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID, so a message sent twice (a retry after a crash) is one to the reader. */
  messageId?: string;
  headers?: Record<string, string>;
};

type Action = { label: string; url: string };

/** One plain-text and one HTML part from the same lines, so both always say the same thing. */
export function compose(
  appName: string,
  to: string,
  subject: string,
  lines: string[],
  action?: Action,
  code?: string,
): MailMessage {
  const text = [
    ...lines,
    ...(code ? ['', `Your code: ${code}`] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— The ${appName} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${code ? `<p style="font-size:24px;font-weight:700;letter-spacing:4px">${escapeHtml(code)}</p>` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
<p>— The ${escapeHtml(appName)} team</p>
</body></html>`;
  return { to, subject, text, html };
}

export const mailTemplates = {
  verifyEmail: (appName: string, to: string, url: string) =>
    compose(
      appName,
      to,
      `Confirm your email for ${appName}`,
      [
        `Welcome to ${appName}!`,
        'Confirm your email address to finish creating your account. The link works for one hour.',
        "If you didn't sign up, you can ignore this email.",
      ],
      { label: 'Confirm my email', url },
    ),

  resetPassword: (appName: string, to: string, url: string) =>
    compose(
      appName,
      to,
      `Reset your ${appName} password`,
      [
        'Someone asked to reset the password of your account.',
        'Choose a new password with the link below. It works for one hour and only once.',
        "If it wasn't you, ignore this email: your password stays the same.",
      ],
      { label: 'Choose a new password', url },
    ),

  signInCode: (appName: string, to: string, otp: string) =>
    compose(
      appName,
      to,
      `Your ${appName} sign-in code`,
      [
        `Use this code to sign in to ${appName}. It expires in 5 minutes.`,
        "If you didn't ask for it, you can ignore this email.",
      ],
      undefined,
      otp,
    ),

  reauthenticationCode: (appName: string, to: string, code: string) =>
    compose(
      appName,
      to,
      `Confirm it's you on ${appName}`,
      [
        `Use this code to confirm it's you before a change to your ${appName} account. It expires in 10 minutes.`,
        "If you didn't ask for it, someone may be using your account: sign out everywhere from Privacy & Security and change your password.",
      ],
      undefined,
      code,
    ),

  invite: (appName: string, to: string, url: string) =>
    compose(
      appName,
      to,
      `You're invited to ${appName}`,
      [
        `An administrator created a ${appName} account for you.`,
        'Set your password with the link below to start using it. The link works for 24 hours.',
      ],
      { label: 'Set my password', url },
    ),

  signInLink: (appName: string, to: string, url: string) =>
    compose(
      appName,
      to,
      `Your ${appName} sign-in link`,
      [`Use this link to sign in to ${appName}. It works once and expires soon.`],
      { label: 'Sign in', url },
    ),

  existingAccount: (appName: string, to: string, url: string) =>
    compose(
      appName,
      to,
      `Someone tried to sign up with your email`,
      [
        `Someone tried to create a ${appName} account with this email address, which already has one.`,
        'If it was you, sign in instead — or reset your password if you forgot it.',
      ],
      { label: 'Sign in', url },
    ),

  newsletterConfirm: (appName: string, to: string, confirmUrl: string, unsubscribeUrl: string) =>
    compose(
      appName,
      to,
      `Confirm your ${appName} newsletter subscription`,
      [
        `Thanks for subscribing to ${appName} news.`,
        'Confirm your subscription with the link below. We send a few emails a year, and you can unsubscribe at any time:',
        unsubscribeUrl,
      ],
      { label: 'Confirm my subscription', url: confirmUrl },
    ),

  updateDigest: (
    appName: string,
    to: string,
    changes: readonly string[],
    url: string,
    settingsUrl: string,
  ) =>
    compose(
      appName,
      to,
      changes.length === 1
        ? `${appName}: 1 update changed`
        : `${appName}: ${changes.length} updates changed`,
      [
        'Here is what changed with the companies you asked us to tell:',
        ...changes,
        `You get at most one of these emails a day, only when something changed. To stop them, turn off the daily summary in Privacy & Security: ${settingsUrl}`,
      ],
      { label: 'See your updates', url },
    ),
  /** A manual item's legal deadline is 3 days away and the person has not marked it done. */
  deadlineReminder: (
    appName: string,
    to: string,
    input: {
      company: string;
      journey: string;
      description: string;
      what_to_do: string;
      due_on: string;
      source_url: string;
    },
    url: string,
  ) =>
    compose(
      appName,
      to,
      `Reminder: tell ${input.company} by ${input.due_on}`,
      [
        `You still have to tell ${input.company} yourself, for "${input.journey}", and the law sets a deadline: ${input.due_on}.`,
        input.description,
        `What to do: ${input.what_to_do} Then mark it done on your checklist.`,
        `Where the deadline comes from: ${input.source_url}`,
      ],
      { label: 'Open your checklist', url },
    ),
  organizationInvitation: (
    appName: string,
    to: string,
    organizationName: string,
    inviterName: string,
    url: string,
  ) =>
    compose(
      appName,
      to,
      `${inviterName} invited you to ${organizationName} on ${appName}`,
      [
        `${inviterName} invited you to join ${organizationName}, a business on ${appName}.`,
        'Accept the invitation with the link below. It works for 48 hours; if you did not expect it, ignore this email.',
      ],
      { label: 'Accept the invitation', url },
    ),

  journeyInvitation: (
    appName: string,
    to: string,
    invitation: { inviterName: string; journeyName: string; role: string; days: number },
    url: string,
  ) =>
    compose(
      appName,
      to,
      `${invitation.inviterName} invited you to share "${invitation.journeyName}" on ${appName}`,
      [
        `${invitation.inviterName} invited you to share their journey "${invitation.journeyName}" on ${appName}, as ${invitation.role}.`,
        invitation.role === 'an editor'
          ? 'As an editor you can add companies, fill in details and send updates, each with your own consent.'
          : 'As a viewer you can follow the progress of every company.',
        `Accept the invitation with the link below, signed in with this email address. It works for ${invitation.days} days; if you did not expect it, ignore this email.`,
      ],
      { label: 'Accept the invitation', url },
    ),

  brandClaimCode: (appName: string, to: string, brandName: string, code: string) =>
    compose(appName, to, `Your ${appName} code to claim ${brandName}: ${code}`, [
      `Someone asked to receive ${brandName}'s customers' updates on ${appName}, with this address to prove the business is theirs.`,
      `The code is ${code}. It expires in 30 minutes.`,
      'If you did not ask for it, ignore this email: nothing changes without the code.',
    ]),

  brandClaimVerified: (
    appName: string,
    to: string,
    notice: { brandName: string; organizationName: string; how: string },
  ) =>
    compose(
      appName,
      to,
      `${notice.organizationName} now receives ${notice.brandName}'s customer updates on ${appName}`,
      [
        `${notice.organizationName} proved on ${appName} that it acts for ${notice.brandName} (${notice.how}).`,
        `From now on, when ${notice.brandName}'s customers tell ${appName} they have moved or changed their details, the request goes to ${notice.organizationName}'s integration instead of an email to this address.`,
        `If ${notice.organizationName} does not act for ${notice.brandName}, reply to this email: an administrator can withdraw the claim at once, and the requests then come back to this address.`,
      ],
    ),

  brandClaimDecided: (
    appName: string,
    to: string,
    decision: { brandName: string; organizationName: string; approved: boolean; url: string },
  ) =>
    decision.approved
      ? compose(
          appName,
          to,
          `Your claim to ${decision.brandName} is approved`,
          [
            `An administrator of ${appName} approved ${decision.organizationName}'s claim to ${decision.brandName}.`,
            `From now on, when ${decision.brandName}'s customers tell ${appName} they have moved or changed their details, the request goes to ${decision.organizationName}: in the business portal, through the API and to your webhooks.`,
          ],
          { label: 'Open the business portal', url: decision.url },
        )
      : compose(
          appName,
          to,
          `Your claim to ${decision.brandName} was not approved`,
          [
            `An administrator of ${appName} did not approve ${decision.organizationName}'s claim to ${decision.brandName}: nothing could show that the organisation acts for the brand.`,
            `${decision.brandName}'s customers' requests keep going to the brand by email or to the customer's own checklist. You can claim it again with a DNS record at the brand's domain or a code sent to one of its addresses.`,
          ],
          { label: 'Open the business portal', url: decision.url },
        ),

  webhookEndpointDisabled: (
    appName: string,
    to: string,
    organizationName: string,
    endpointUrl: string,
    url: string,
  ) =>
    compose(
      appName,
      to,
      `${appName} stopped sending webhooks to an endpoint of ${organizationName}`,
      [
        `Deliveries to ${endpointUrl} have failed for five days, so ${appName} switched the endpoint off.`,
        "Your customers' updates are still waiting for you: fetch them through the API or the business portal.",
        'Once the endpoint answers again, switch it back on in the portal; new events will then be sent to it.',
      ],
      { label: 'Open the integration settings', url },
    ),
};
