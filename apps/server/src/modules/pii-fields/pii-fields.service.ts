import { asc, eq } from 'drizzle-orm';
import { JOURNEY_TYPES, type JourneyType } from '@updately/shared/journey-types';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import type { Db } from '../../db/client';
import { journeyPiiFields, piiFieldTypes } from '../../db/schema';
import { AppError } from '../../lib/errors';

export function parseJourneyType(value: string): JourneyType {
  const type = JOURNEY_TYPES.find((t) => t === value);
  if (!type) throw new AppError('NOT_FOUND', `Unknown journey type: ${value.slice(0, 40)}`);
  return type;
}

/** The spec's get_journey_pii_fields: the field types a journey type changes, in catalogue order. */
export async function getJourneyPiiFields(db: Db, type: JourneyType): Promise<PiiFieldType[]> {
  const rows = await db
    .select({ field: journeyPiiFields.field_type })
    .from(journeyPiiFields)
    .innerJoin(piiFieldTypes, eq(piiFieldTypes.field_type, journeyPiiFields.field_type))
    .where(eq(journeyPiiFields.journey_type, type))
    .orderBy(asc(piiFieldTypes.sort_order));
  return rows.map((r) => r.field as PiiFieldType);
}

/** The spec's update_journey_pii_fields: replaces the set; run it inside a transaction. */
export async function replaceJourneyPiiFields(
  tx: Db,
  type: JourneyType,
  fields: readonly PiiFieldType[],
): Promise<{ before: PiiFieldType[]; after: PiiFieldType[] }> {
  const before = await getJourneyPiiFields(tx, type);
  await tx.delete(journeyPiiFields).where(eq(journeyPiiFields.journey_type, type));
  const unique = [...new Set(fields)];
  if (unique.length > 0) {
    await tx
      .insert(journeyPiiFields)
      .values(unique.map((field_type) => ({ journey_type: type, field_type })));
  }
  return { before, after: await getJourneyPiiFields(tx, type) };
}
