import { z } from 'zod';
import { AU_STATES, type AuAddress } from './au-address';

/**
 * An Australian address in the parts of AS 4590 (Interchange of client information): what an
 * integration gets beside the one line. `unit` is null when there is none; `number` and
 * `street_type` are empty when the street line could not be read as "<number> <name> <type>".
 */
export const as4590AddressSchema = z.object({
  unit: z.string().nullable(),
  number: z.string(),
  street: z.string(),
  street_type: z.string(),
  suburb: z.string(),
  state: z.enum(AU_STATES),
  postcode: z.string(),
  country: z.literal('AU'),
});
export type As4590Address = z.infer<typeof as4590AddressSchema>;

const UNIT =
  /^(?:(?:unit|apartment|apt|flat|suite|shop|u)\s*([\w-]+)\s*[,/]?\s+|([\w-]+)\s*\/\s*)/i;
const NUMBER_NAME_TYPE = /^(\d+[a-z]?(?:\s*-\s*\d+[a-z]?)?)\s+(.+?)\s+(\S+)$/i;

/** The street line ("Unit 2, 7 Sydney Road" or "2/7 Sydney Road") in AS 4590 parts. */
export function toAs4590(address: AuAddress): As4590Address {
  let line = address.street.trim().replace(/\s+/g, ' ');
  let unit: string | null = null;
  const unitMatch = UNIT.exec(line);
  if (unitMatch) {
    unit = unitMatch[1] ?? unitMatch[2] ?? null;
    line = line.slice(unitMatch[0].length).replace(/^,\s*/, '');
  }
  const parts = NUMBER_NAME_TYPE.exec(line);
  return {
    unit,
    number: parts?.[1]?.replace(/\s+/g, '') ?? '',
    street: parts?.[2] ?? line,
    street_type: parts?.[3] ?? '',
    suburb: address.suburb.trim(),
    state: address.state,
    postcode: address.postcode.trim(),
    country: 'AU',
  };
}
