import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest } from '../../auth/request-context';
import type { FootprintRow } from './footprint-view';

/** What an audit entry records of a footprint: the stored values, not the view. */
export function footprintAuditValues(row: FootprintRow) {
  return {
    brand_id: row.brand_id,
    custom_brand_name: row.custom_brand_name,
    custom_data_items: row.custom_data_items,
    tags: row.tags,
  };
}

/** One FOOTPRINT entry per created footprint, written with `db` (the caller's transaction). */
export async function auditFootprintsCreated(
  c: Context<AppEnv>,
  db: Db,
  rows: readonly FootprintRow[],
  metadata: Record<string, unknown>,
): Promise<void> {
  for (const row of rows) {
    await auditRequest(
      c,
      {
        action: 'footprint.create',
        resourceType: 'FOOTPRINT',
        resourceId: row.id,
        oldValues: null,
        newValues: footprintAuditValues(row),
        metadata,
      },
      db,
    );
  }
}
