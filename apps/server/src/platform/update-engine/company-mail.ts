import { CONFIDENTIALITY_REQUEST } from '@updately/shared/safe-mode';
import { actingIntro, actingSignature } from '@updately/shared/acting-for';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@updately/shared/documents';
import type { RequestKind } from '@updately/shared/request-kinds';
import { isIdentifierField, type UpdateField } from '@updately/shared/updates-api';
import { formatCalendarDay, formatInstantDay } from '../../lib/dates';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../mail/templates';
import { kindMailWords, type MailRow } from './kind-mail-words';
import { actingRows, customerName, identityLabel, type RequestActing } from './request-acting';

/** `escalation` goes to the brand's complaints address when a request is overdue, never first. */
export type CompanyMailKind = 'request' | 'reminder' | 'escalation' | 'cancelled';

export type CompanyMailInput = {
  kind: CompanyMailKind;
  /** What the request asks (a change of address, a death notification...). */
  requestKind: RequestKind;
  appName: string;
  appHost: string;
  to: string;
  companyName: string;
  reference: string;
  attempt: number;
  /** Identifiers first, then the kind's fields, each with its value. */
  items: readonly { field: UpdateField; value: string }[];
  /** Who acts for whom: the letter says so and is signed by the person with their role. */
  acting?: RequestActing | null;
  effectiveDate: string | null;
  /** When an answer is expected by (YYYY-MM-DD). */
  expectedBy: string | null;
  consent: { givenAt: Date; version: string; text: string } | null;
  links: { updated: string; cannotUpdate: string; noAccount?: string; expiresAt: Date } | null;
  /** The request's documents: a link to view them, stamped for this company. */
  documents?: { url: string; expiresAt: Date; types: readonly DocumentType[] } | null;
  /** Tells apart mails of one kind for one attempt (e.g. the first and second reminder). */
  sequence?: number;
  /** For an escalation: the address the request and its reminders went to. */
  firstSentTo?: string;
  /** The other holders of a joint account, who approved the request too. */
  jointHolders?: readonly string[];
  /** Safe mode: ask the company to keep the new address confidential. */
  confidential?: boolean;
};

/** "A", "A and B", "A, B and C". */
function namesList(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What the email channel sends a company, in the words of the request's kind: what is asked, the
 * reference, the person's consent and one link per answer (a page each: opening a link changes
 * nothing). Deterministic for a request and attempt — the same Message-ID, reference and links
 * every time — so an email sent twice around a crash is recognisably the same request and
 * confirms once.
 */
export function companyMail(input: CompanyMailInput): MailMessage {
  const acting = input.acting ?? null;
  const name = customerName(acting, input.items, 'A customer');
  const words = kindMailWords(input.requestKind, name, input.items);
  const death = input.requestKind === 'notification_of_death';
  const ref = `(ref ${input.reference})`;
  const subject = {
    request: `${words.subject} ${ref}`,
    reminder: `Reminder: ${lowerFirst(words.subject)} ${ref}`,
    escalation: `Overdue: ${lowerFirst(words.subject)} ${ref}`,
    cancelled: `Cancelled: ${lowerFirst(words.subject)} ${ref}`,
  }[input.kind];

  const joint = input.jointHolders?.length ? [name, ...input.jointHolders] : null;
  const about = death
    ? `the death of ${name}`
    : joint
      ? `your customers ${namesList(joint)}`
      : `your customer ${name}`;
  const actingLines = acting ? [actingIntro(acting)] : [];
  const jointLine = joint
    ? [`This request is for ${namesList(joint)}, who hold this account jointly.`]
    : [];
  const intro = {
    request: [`Hello ${input.companyName} team,`, ...actingLines, ...jointLine, words.ask],
    reminder: [
      `Hello ${input.companyName} team,`,
      ...actingLines,
      ...jointLine,
      `We wrote to you about ${about} and have not heard back yet. ${words.ask}`,
    ],
    escalation: [
      `Hello ${input.companyName} complaints team,`,
      ...actingLines,
      `We wrote to ${input.firstSentTo ?? 'your customer team'} about ${about} and have had no answer after our reminders. We are raising it with you so it can be resolved. ${words.ask}`,
    ],
    cancelled: [
      `Hello ${input.companyName} team,`,
      `The request below about ${about} has been cancelled: please disregard our earlier email with this reference. No action is needed.`,
    ],
  }[input.kind];

  const identity: MailRow[] = input.items
    .filter((i) => isIdentifierField(i.field) && !(death && i.field === 'full_name'))
    .map((i) => ({ label: identityLabel(i.field, acting), value: i.value }));
  const rows: MailRow[] = [
    ...words.rows,
    ...actingRows(acting),
    ...identity,
    ...(input.effectiveDate
      ? [{ label: 'Effective from', value: formatCalendarDay(input.effectiveDate) }]
      : []),
    ...(input.expectedBy && input.kind !== 'cancelled'
      ? [{ label: 'Please answer by', value: formatCalendarDay(input.expectedBy) }]
      : []),
    ...(joint ? [{ label: 'Joint account holders', value: namesList(joint) }] : []),
    { label: 'Reference', value: input.reference },
  ];
  const list = input.kind === 'cancelled' ? [] : words.list;
  const notes =
    input.kind === 'cancelled'
      ? []
      : [...words.notes, ...(input.confidential ? [CONFIDENTIALITY_REQUEST] : [])];

  const consentLines = input.consent
    ? [
        `${acting ? acting.person : death ? 'The notifier' : name} gave their consent on ${formatInstantDay(input.consent.givenAt)} (consent version ${input.consent.version}): "${input.consent.text}"`,
        ...(joint ? [`${namesList(input.jointHolders!)} gave the same consent too.`] : []),
      ]
    : [];
  const links = input.links;
  const noAccount = words.offersNoAccount ? links?.noAccount : undefined;
  const doneWord = death ? 'Done' : 'Updated';
  const linkLines = links
    ? [
        'Tell us the outcome with one click (each link opens a page with a button; opening it alone records nothing):',
        `${doneWord}: ${links.updated}`,
        `Can't ${death ? 'do it' : 'update'} (tell us why): ${links.cannotUpdate}`,
        ...(noAccount ? [`No account held: ${noAccount}`] : []),
        `The links work until ${formatInstantDay(links.expiresAt)} and record one answer.`,
      ]
    : [];
  const documents = input.kind === 'cancelled' ? null : input.documents;
  const documentNames = documents?.types.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ');
  const documentLines = documents
    ? [
        'Documents for this request',
        `${documentNames}. View or download a copy stamped for ${input.companyName}: ${documents.url}`,
        `The link works until ${formatInstantDay(documents.expiresAt)}; every view is recorded for the person.`,
      ]
    : [];
  const closing = [
    `Replies to this email are not read: please use the links${links ? '' : ' in our first email'}.`,
    acting
      ? `— ${actingSignature(acting.person, acting)}, through ${input.appName}`
      : `— ${input.appName}, on behalf of ${death ? 'the family' : joint ? namesList(joint) : name}`,
  ];

  const text = [
    ...intro,
    '',
    ...list.map((l) => `- ${l}`),
    ...(list.length ? [''] : []),
    ...rows.map((d) => `${d.label}: ${d.value}`),
    '',
    ...notes,
    ...(notes.length ? [''] : []),
    ...consentLines,
    ...(consentLines.length ? [''] : []),
    ...linkLines,
    ...(linkLines.length ? [''] : []),
    ...documentLines,
    ...(documentLines.length ? [''] : []),
    ...closing,
  ].join('\n');

  const button = (href: string, label: string, primary: boolean) =>
    `<a href="${escapeHtml(href)}" style="${
      primary
        ? 'background:#0f766e;color:#fff;padding:10px 16px'
        : 'background:#fff;color:#0f172a;border:1px solid #94a3b8;padding:9px 16px'
    };border-radius:6px;text-decoration:none;display:inline-block;margin:0 8px 8px 0">${escapeHtml(label)}</a>`;
  const small = (l: string) => `<p style="font-size:14px;color:#4b5563">${escapeHtml(l)}</p>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${list.length ? `<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${rows
  .map(
    (d) =>
      `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#4b5563;font-weight:400;vertical-align:top">${escapeHtml(d.label)}</th><td style="padding:4px 0;font-weight:600">${escapeHtml(d.value)}</td></tr>`,
  )
  .join('\n')}
</table>
${notes.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${consentLines.map(small).join('\n')}
${
  links
    ? `<p>Tell us the outcome with one click:</p>
<p>${button(links.updated, doneWord, true)}
${button(links.cannotUpdate, death ? "Can't do it" : "Can't update", false)}${
        noAccount ? `\n${button(noAccount, 'No account held', false)}` : ''
      }</p>
<p style="font-size:12px;color:#6b7280">Each link opens a page with a button; opening it alone records nothing. The links work until ${escapeHtml(formatInstantDay(links.expiresAt))} and record one answer.</p>`
    : ''
}
${
  documents
    ? `<h2 style="font-size:16px;margin:24px 0 8px">Documents for this request</h2>
<p>${escapeHtml(documentNames ?? '')}</p>
<p>${button(documents.url, 'View the documents', false)}</p>
<p style="font-size:12px;color:#6b7280">Each copy is stamped for ${escapeHtml(input.companyName)}. The link works until ${escapeHtml(formatInstantDay(documents.expiresAt))}; every view is recorded for the person.</p>`
    : ''
}
${closing.map(small).join('\n')}
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
