import { z } from 'zod';

/** Australia's states and territories, as written on an address ("Coburg VIC 3058"). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

export const AU_STATE_NAMES: Record<AuState, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

// Australia Post's postcode ranges per state, including PO boxes and large users.
const POSTCODE_RANGES: Record<AuState, readonly [number, number][]> = {
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  NSW: [
    [1000, 1999],
    [2000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  NT: [[800, 999]],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  TAS: [[7000, 7999]],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  WA: [[6000, 6999]],
};

export function isAuState(value: string): value is AuState {
  return (AU_STATES as readonly string[]).includes(value);
}

/** Whether a 4-digit postcode belongs to the state ("3058" is VIC, not NSW). */
export function postcodeMatchesState(state: AuState, postcode: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const n = Number(postcode);
  return POSTCODE_RANGES[state].some(([from, to]) => n >= from && n <= to);
}

/** The state a postcode belongs to, if any. */
export function stateOfPostcode(postcode: string): AuState | undefined {
  return AU_STATES.find((state) => postcodeMatchesState(state, postcode));
}

export type AuAddress = { street: string; suburb: string; state: AuState; postcode: string };

export const AU_ADDRESS_MESSAGES = {
  street: 'Enter the street address, e.g. 7 Sydney Road.',
  suburb: 'Enter the suburb or town.',
  state: 'Choose the state or territory.',
  postcode: 'Enter the 4-digit postcode.',
  mismatch: (state: AuState, postcode: string) =>
    `Postcode ${postcode} is not in ${state}: check the state or the postcode.`,
} as const;

/** A new address in parts; the state and the postcode must agree. */
export const auAddressSchema = z
  .object({
    street: z
      .string({ error: AU_ADDRESS_MESSAGES.street })
      .trim()
      .min(1, AU_ADDRESS_MESSAGES.street)
      .max(200, 'The street address is too long (200 characters at most).'),
    suburb: z
      .string({ error: AU_ADDRESS_MESSAGES.suburb })
      .trim()
      .min(1, AU_ADDRESS_MESSAGES.suburb)
      .max(80, 'The suburb is too long (80 characters at most).'),
    state: z.enum(AU_STATES, { error: AU_ADDRESS_MESSAGES.state }),
    postcode: z
      .string({ error: AU_ADDRESS_MESSAGES.postcode })
      .trim()
      .regex(/^\d{4}$/, AU_ADDRESS_MESSAGES.postcode),
  })
  .superRefine((value, ctx) => {
    if (!postcodeMatchesState(value.state, value.postcode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: AU_ADDRESS_MESSAGES.mismatch(value.state, value.postcode),
      });
    }
  });

/** The one line companies read: "7 Sydney Road, Coburg VIC 3058". */
export function formatAddressLine(address: AuAddress): string {
  return `${address.street.trim()}, ${address.suburb.trim()} ${address.state} ${address.postcode.trim()}`;
}

const LINE_PATTERN = new RegExp(
  String.raw`^(.+?),\s*(.+?)[\s,]+(${AU_STATES.join('|')})\.?[\s,]+(\d{4})(?:[\s,]+australia)?\.?$`,
  'i',
);

/**
 * A whole address line typed or pasted into the street field, split into its parts:
 * "7 Sydney Road, Coburg VIC 3058" → street, suburb, state, postcode. `undefined` when the line
 * is not a whole address (the person is still typing the street).
 */
export function splitAddressLine(line: string): AuAddress | undefined {
  const match = LINE_PATTERN.exec(line.trim().replace(/\s+/g, ' '));
  if (!match) return undefined;
  const [, street, suburb, state, postcode] = match;
  if (!street || !suburb || !state || !postcode) return undefined;
  // "Unit 2, 7 Sydney Road, Coburg": the suburb is the last comma part, the rest is the street.
  const parts = `${street}, ${suburb}`.split(',').map((part) => part.trim());
  const town = parts.pop() ?? '';
  return {
    street: parts.join(', '),
    suburb: town,
    state: state.toUpperCase() as AuState,
    postcode,
  };
}
