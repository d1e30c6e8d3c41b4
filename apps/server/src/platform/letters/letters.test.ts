import { CONFIDENTIALITY_REQUEST } from '@updately/shared/safe-mode';
import { describe, expect, it } from 'vitest';
import { payloadToValues } from '@updately/shared/request-kind-fields';
import type { KindPayload } from '@updately/shared/request-kind-payloads';
import type { UpdateField } from '@updately/shared/updates-api';
import { pdfPageTexts } from '../../test/pdf-text';
import {
  createLetterCodeSigner,
  LETTER_CODE_PATTERN,
  letterCodeHash,
  letterUrl,
  normaliseLetterCode,
} from './letter-code';
import { letterContent, type LetterInput } from './letter-content';
import { renderLetters } from './letter-pdf';

const signer = createLetterCodeSigner(Buffer.alloc(32, 7));
const REQUEST = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const code = signer.code(REQUEST, 1);

const input: LetterInput = {
  appName: 'Updately',
  requestKind: 'change_of_address',
  companyName: 'Example Energy',
  address: {
    recipient: 'Privacy Officer',
    organisation: 'Example Energy Pty Ltd',
    line1: 'GPO Box 1234',
    line2: null,
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3001',
  },
  reference: 'UPD-7K3M-9QX2',
  date: '2026-11-27',
  items: [
    { field: 'full_name', value: 'Alex Nguyen' },
    { field: 'account_email', value: 'alex@example.com' },
    { field: 'address', value: '12 Sydney Road, Brunswick VIC 3056' },
  ],
  effectiveDate: null,
  expectedBy: '2026-12-25',
  consent: { givenAt: new Date('2026-11-25T05:00:00Z'), version: '1.0', text: 'I ask Updately…' },
  shortUrl: letterUrl('https://updately.example', code),
  linksExpireAt: new Date('2027-01-24T05:00:00Z'),
};

const identity = [
  { field: 'full_name' as const, value: 'Alex Nguyen' },
  { field: 'account_email' as const, value: 'alex@example.com' },
];
const withPayload = (payload: KindPayload, name = identity): LetterInput => ({
  ...input,
  requestKind: payload.kind,
  items: [...name, ...payloadToValues(payload)] as { field: UpdateField; value: string }[],
});

const textOf = async (letter: LetterInput) =>
  (await pdfPageTexts(await renderLetters([letterContent(letter)], 'Updately'))).join(' ');

describe('letter short code', () => {
  it('is the same for a request and attempt, new for another attempt, 12 base32 characters', () => {
    expect(signer.code(REQUEST, 1)).toBe(code);
    expect(signer.code(REQUEST, 2)).not.toBe(code);
    expect(createLetterCodeSigner(Buffer.alloc(32, 8)).code(REQUEST, 1)).not.toBe(code);
    expect(code).toMatch(LETTER_CODE_PATTERN);
    expect(letterCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a code typed from paper: lower case, O for 0, spaces', () => {
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`.replace(/0/g, 'O');
    expect(normaliseLetterCode(typed)).toBe(code);
    expect(normaliseLetterCode('short')).toBeNull();
    expect(normaliseLetterCode('UUUUUUUUUUUU')).toBeNull();
  });
});

describe('letter content', () => {
  it('addresses the company as its page prints it, the suburb in capitals', () => {
    expect(letterContent(input).addressLines).toEqual([
      'Privacy Officer',
      'Example Energy Pty Ltd',
      'GPO Box 1234',
      'MELBOURNE VIC 3001',
    ]);
  });

  it('a change of address: the new address, APP 13, the reference, the short URL, signed', async () => {
    const text = await textOf(input);
    expect(text).toContain('Change of address for your customer Alex Nguyen (ref UPD-7K3M-9QX2)');
    expect(text).toContain('12 Sydney Road, Brunswick VIC 3056');
    expect(text).toContain('Australian Privacy Principle 13');
    expect(text).toContain('UPD-7K3M-9QX2');
    expect(text).toContain(`https://updately.example/l/${code}`);
    expect(text).toContain('MELBOURNE VIC 3001');
    expect(text).toContain('Typed signature, 27 November 2026');
    expect(text).toContain('"Updated" or "Can\'t update"');
  });

  it('a confidential request asks to keep the new address confidential; others do not', () => {
    const texts = (letter: LetterInput) =>
      letterContent(letter).blocks.flatMap((b) => ('text' in b ? [b.text] : []));
    expect(texts({ ...input, confidential: true })).toContain(CONFIDENTIALITY_REQUEST);
    expect(texts(input)).not.toContain(CONFIDENTIALITY_REQUEST);
  });

  it('a death notification: the instruction, "No account held", signed by the notifier', async () => {
    const text = await textOf(
      withPayload(
        {
          kind: 'notification_of_death',
          payload: {
            deceased: {
              full_name: 'Robin Nguyen',
              date_of_birth: '1950-02-01',
              date_of_death: '2026-10-30',
              last_address: '3 Elm Street, Ballarat VIC 3350',
            },
            notifier: { name: 'Alex Nguyen', relationship: 'executor', address: '12 Sydney Road' },
            instruction: 'close_account',
          },
        },
        [{ field: 'full_name', value: 'Robin Nguyen' }],
      ),
    );
    expect(text).toContain('Notification of death: Robin Nguyen');
    expect(text).toContain('Close the account');
    expect(text).toContain('"No account held"');
    expect(text).toContain('Alex Nguyen Typed signature');
    expect(text).toContain(`/l/${code}`);
  });

  it('acting for someone: says so, and the person signs with their role', () => {
    const letter = letterContent({
      ...input,
      acting: { subject: 'attorney_for', role: 'attorney', name: 'Jo Smith', person: 'Sam Lee' },
    });
    expect(letter.blocks[1]).toMatchObject({
      type: 'text',
      text: expect.stringContaining('Jo Smith'),
    });
    expect(letter.signature.name).toMatch(/^Sam Lee \(/);
  });

  it('runs onto more pages when long, each page numbered, and keeps letters apart', async () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const long = { ...input, consent: { ...input.consent!, text } };
    const pdf = await renderLetters([letterContent(long), letterContent(input)], 'Updately');
    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('page 1 of');
    const second = pages.findIndex((p) => p.includes('page 1 of 1'));
    expect(second).toBeGreaterThan(0);
  });

  it('prints a name in letters the standard font lacks without failing', async () => {
    const text = await textOf({
      ...input,
      items: [{ field: 'full_name', value: 'Zoë Ōtani 王' }, ...input.items.slice(1)],
    });
    expect(text).toContain('Zoë Otani ?');
  });
});
