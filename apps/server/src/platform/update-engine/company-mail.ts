import { UPDATE_FIELD_LABELS, type UpdateField } from '@updately/shared/updates-api';
import { formatCalendarDay, formatInstantDay } from '../../lib/dates';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../mail/templates';

/** `escalation` goes to the brand's complaints address when a request is overdue, never first. */
export type CompanyMailKind = 'request' | 'reminder' | 'escalation' | 'cancelled';

export type CompanyMailInput = {
  kind: CompanyMailKind;
  appName: string;
  appHost: string;
  to: string;
  companyName: string;
  reference: string;
  attempt: number;
  /** Identifiers first, then the changes, each with its value. */
  items: readonly { field: UpdateField; value: string }[];
  effectiveDate: string | null;
  consent: { givenAt: Date; version: string; text: string } | null;
  links: { updated: string; cannotUpdate: string; expiresAt: Date } | null;
  /** Tells apart mails of one kind for one attempt (e.g. the first and second reminder). */
  sequence?: number;
  /** For an escalation: the address the request and its reminders went to. */
  firstSentTo?: string;
};

/**
 * What the email channel sends a company: the change, the reference, the person's consent and
 * two links (a page each: opening a link changes nothing). Deterministic for a request and
 * attempt — the same Message-ID, reference and links every time — so an email sent twice around
 * a crash is recognisably the same request and confirms once.
 */
export function companyMail(input: CompanyMailInput): MailMessage {
  const name = input.items.find((i) => i.field === 'full_name')?.value ?? 'A customer';
  const changes = input.items.filter((i) => ['address', 'email', 'phone'].includes(i.field));
  const what = listWords(changes.map((c) => UPDATE_FIELD_LABELS[c.field].replace('New ', '')));
  const subject = {
    request: `Change of ${what} for your customer ${name} (ref ${input.reference})`,
    reminder: `Reminder: change of ${what} for your customer ${name} (ref ${input.reference})`,
    escalation: `Overdue: change of ${what} for your customer ${name} (ref ${input.reference})`,
    cancelled: `Cancelled: change of ${what} for ${name} (ref ${input.reference})`,
  }[input.kind];

  const details = input.items.map((item) => ({
    label: UPDATE_FIELD_LABELS[item.field],
    value: item.value,
  }));
  if (input.effectiveDate) {
    details.push({ label: 'Effective from', value: formatCalendarDay(input.effectiveDate) });
  }
  details.push({ label: 'Reference', value: input.reference });

  const intro = {
    request: [
      `Hello ${input.companyName} team,`,
      `${name}, one of your customers, asked ${input.appName} to tell you about a change to their details. Please update their records:`,
    ],
    reminder: [
      `Hello ${input.companyName} team,`,
      `We wrote to you on behalf of ${name} and have not heard back yet. Please update their records:`,
    ],
    escalation: [
      `Hello ${input.companyName} complaints team,`,
      `We asked ${input.firstSentTo ?? 'your customer team'} to update the records of ${name}, one of your customers, and have had no answer after our reminders. We are raising it with you so it can be resolved. Please update their records:`,
    ],
    cancelled: [
      `Hello ${input.companyName} team,`,
      `${name} has cancelled the change below: please disregard our earlier email with this reference. No action is needed.`,
    ],
  }[input.kind];

  const consentLines = input.consent
    ? [
        `${name} gave their consent on ${formatInstantDay(input.consent.givenAt)} (consent version ${input.consent.version}): "${input.consent.text}"`,
      ]
    : [];
  const linkLines = input.links
    ? [
        'Tell us the outcome with one click (each link opens a page with a button; opening it alone records nothing):',
        `Updated: ${input.links.updated}`,
        `Can't update (tell us why): ${input.links.cannotUpdate}`,
        `The links work until ${formatInstantDay(input.links.expiresAt)} and record one answer.`,
      ]
    : [];
  const closing = [
    `Replies to this email are not read: please use the links${input.links ? '' : ' in our first email'}.`,
    `— ${input.appName}, on behalf of ${name}`,
  ];

  const text = [
    ...intro,
    '',
    ...details.map((d) => `${d.label}: ${d.value}`),
    '',
    ...consentLines,
    ...(consentLines.length ? [''] : []),
    ...linkLines,
    ...(linkLines.length ? [''] : []),
    ...closing,
  ].join('\n');

  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${details
  .map(
    (d) =>
      `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#4b5563;font-weight:400;vertical-align:top">${escapeHtml(d.label)}</th><td style="padding:4px 0;font-weight:600">${escapeHtml(d.value)}</td></tr>`,
  )
  .join('\n')}
</table>
${consentLines.map((l) => `<p style="font-size:14px;color:#4b5563">${escapeHtml(l)}</p>`).join('\n')}
${
  input.links
    ? `<p>Tell us the outcome with one click:</p>
<p><a href="${escapeHtml(input.links.updated)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block;margin:0 8px 8px 0">Updated</a>
<a href="${escapeHtml(input.links.cannotUpdate)}" style="background:#fff;color:#0f172a;border:1px solid #94a3b8;padding:9px 16px;border-radius:6px;text-decoration:none;display:inline-block">Can't update</a></p>
<p style="font-size:12px;color:#6b7280">Each link opens a page with a button; opening it alone records nothing. The links work until ${escapeHtml(formatInstantDay(input.links.expiresAt))} and record one answer.</p>`
    : ''
}
${closing.map((l) => `<p style="font-size:14px;color:#4b5563">${escapeHtml(l)}</p>`).join('\n')}
</body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    messageId: `<${input.reference}.${input.attempt}.${input.kind}${input.sequence ?? ''}@${input.appHost}>`,
    headers: { 'X-Updately-Reference': input.reference },
  };
}

function listWords(words: readonly string[]): string {
  const lower = words.map((w) => w.toLowerCase());
  if (lower.length <= 1) return lower.join('') || 'details';
  return `${lower.slice(0, -1).join(', ')} and ${lower[lower.length - 1]}`;
}
