// `npm run bench`: what the letter channel costs on this machine — 20 letters (the issue's
// target) written, with their QR codes, into one A4 PDF. Prints the median, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-letters.ts
import { randomUUID } from 'node:crypto';
import { createLetterCodeSigner, letterUrl } from '../platform/letters/letter-code';
import { letterContent } from '../platform/letters/letter-content';
import { renderLetters } from '../platform/letters/letter-pdf';

const RUNS = 5;
const LETTERS = 20;
const TARGET_MS = 2000;

const codes = createLetterCodeSigner(Buffer.alloc(32, 1));
const letters = () =>
  Array.from({ length: LETTERS }, (_, i) =>
    letterContent({
      appName: 'Updately',
      requestKind: 'change_of_address',
      companyName: `Company ${i + 1}`,
      address: {
        recipient: 'Privacy Officer',
        organisation: `Company ${i + 1} Pty Ltd`,
        line1: `GPO Box ${1000 + i}`,
        line2: null,
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2001',
      },
      reference: `UPD-BENCH-${String(i).padStart(4, '0')}`,
      date: '2026-11-27',
      items: [
        { field: 'full_name', value: 'Alex Nguyen' },
        { field: 'account_email', value: 'alex@example.com' },
        { field: 'address', value: '12 Sydney Road, Brunswick VIC 3056' },
      ],
      effectiveDate: '2027-03-03',
      expectedBy: null,
      consent: {
        givenAt: new Date('2026-11-25T05:00:00Z'),
        version: '1.0',
        text: 'I ask Updately to send my new details to these companies on my behalf.',
      },
      shortUrl: letterUrl('https://updately.example', codes.code(randomUUID(), 1)),
      linksExpireAt: new Date('2027-01-24T05:00:00Z'),
    }),
  );

const times: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const pdf = await renderLetters(letters(), 'Updately');
  times.push(performance.now() - started);
  bytes = pdf.byteLength;
}
const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
console.log(
  `  ${LETTERS} letters into one PDF: ${Math.round(median)} ms median of ${RUNS} ` +
    `(target under ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'}), ${Math.round(bytes / 1024)} KiB`,
);
