import { CONFIDENTIALITY_REQUEST } from '@updately/shared/safe-mode';
import { actingIntro, actingSignature } from '@updately/shared/acting-for';
import { postalAddressLines, type PostalAddress } from '@updately/shared/brand-channels';
import type { RequestKind } from '@updately/shared/request-kinds';
import { isIdentifierField, type UpdateField } from '@updately/shared/updates-api';
import { formatCalendarDay, formatInstantDay } from '../../lib/dates';
import { kindMailWords, type MailRow } from '../update-engine/kind-mail-words';
import {
  actingRows,
  customerName,
  identityLabel,
  type RequestActing,
} from '../update-engine/request-acting';

export type LetterInput = {
  appName: string;
  requestKind: RequestKind;
  companyName: string;
  address: PostalAddress;
  reference: string;
  /** The day the letter is dated (YYYY-MM-DD). */
  date: string;
  items: readonly { field: UpdateField; value: string }[];
  acting?: RequestActing | null;
  effectiveDate: string | null;
  expectedBy: string | null;
  consent: { givenAt: Date; version: string; text: string } | null;
  jointHolders?: readonly string[];
  /** The short confirmation URL (`<APP_URL>/l/<code>`), printed and as a QR code. */
  shortUrl: string;
  /** Until when the answer pages take an answer. */
  linksExpireAt: Date | null;
  /** Safe mode: ask the company to keep the new address confidential. */
  confidential?: boolean;
};

export type LetterBlock =
  | { type: 'text'; text: string }
  | { type: 'rows'; rows: MailRow[] }
  | { type: 'list'; items: string[] }
  | { type: 'small'; text: string };

export type LetterContent = {
  addressLines: string[];
  date: string;
  subject: string;
  blocks: LetterBlock[];
  signature: { name: string; date: string };
  reference: string;
  shortUrl: string;
  confirmLines: string[];
};

function namesList(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const orList = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/**
 * A letter to a company, in the same words as the email channel's request (the kind's ask, rows,
 * APP 13 or the death notification's instruction, acting-for wording): where the email has
 * links, the letter has a short URL and a QR code to the same answer pages. Pure.
 */
export function letterContent(input: LetterInput): LetterContent {
  const acting = input.acting ?? null;
  const name = customerName(acting, input.items, 'A customer');
  const words = kindMailWords(input.requestKind, name, input.items);
  const death = input.requestKind === 'notification_of_death';
  const joint = input.jointHolders?.length ? [name, ...input.jointHolders] : null;
  const notifier = words.rows.find((r) => r.label === 'Notified by')?.value;
  const signer = acting
    ? actingSignature(acting.person, acting)
    : death
      ? (notifier ?? name)
      : joint
        ? namesList(joint)
        : name;
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
    ...(input.expectedBy
      ? [{ label: 'Please answer by', value: formatCalendarDay(input.expectedBy) }]
      : []),
    ...(joint ? [{ label: 'Joint account holders', value: namesList(joint) }] : []),
    { label: 'Reference', value: input.reference },
  ];
  const consent = input.consent
    ? [
        `${acting ? acting.person : death ? (notifier ?? 'The notifier') : name} gave their consent on ${formatInstantDay(input.consent.givenAt)} (consent version ${input.consent.version}): "${input.consent.text}"`,
      ]
    : [];
  const doneWord = death ? 'Done' : 'Updated';
  const answers = [doneWord, `Can't ${death ? 'do it' : 'update'}`];
  if (words.offersNoAccount) answers.push('No account held');
  const confirmLines = [
    `Please tell us the outcome online: open ${input.shortUrl} or scan the code, then choose ${orList(answers.map((a) => `"${a}"`))}.`,
    ...(input.linksExpireAt
      ? [`The page works until ${formatInstantDay(input.linksExpireAt)} and records one answer.`]
      : []),
  ];
  const blocks: LetterBlock[] = [
    { type: 'text', text: `Dear ${input.companyName} team,` },
    ...(acting ? [{ type: 'text' as const, text: actingIntro(acting) }] : []),
    ...(joint
      ? [
          {
            type: 'text' as const,
            text: `This request is for ${namesList(joint)}, who hold this account jointly.`,
          },
        ]
      : []),
    { type: 'text', text: words.ask },
    ...(words.list.length ? [{ type: 'list' as const, items: words.list }] : []),
    { type: 'rows', rows },
    ...words.notes.map((text) => ({ type: 'text' as const, text })),
    ...(input.confidential ? [{ type: 'text' as const, text: CONFIDENTIALITY_REQUEST }] : []),
    ...consent.map((text) => ({ type: 'small' as const, text })),
  ];
  return {
    addressLines: postalAddressLines(input.address),
    date: formatCalendarDay(input.date),
    subject: `${words.subject} (ref ${input.reference})`,
    blocks,
    signature: { name: signer, date: formatCalendarDay(input.date) },
    reference: input.reference,
    shortUrl: input.shortUrl,
    confirmLines: [...confirmLines, `Sent through ${input.appName}.`],
  };
}
