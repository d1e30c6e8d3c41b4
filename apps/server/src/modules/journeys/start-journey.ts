import type { Context } from 'hono';
import type { AuAddress } from '@updately/shared/au-address';
import { withAddressLine } from '@updately/shared/journeys-api';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest } from '../../auth/request-context';
import { autoLinkFootprints } from './auto-link';
import type { JourneyRow } from './journey-view';
import { createJourney, type NewJourney } from './journeys.service';

/** Creates the journey and its audit entry with `db` (the caller's transaction). */
export async function createJourneyAudited(
  c: Context<AppEnv>,
  db: Db,
  userId: string,
  input: NewJourney,
  metadata?: Record<string, unknown>,
): Promise<JourneyRow> {
  const journey = await createJourney(db, userId, input, c.var.deps.updates.cipher);
  await auditRequest(
    c,
    {
      action: 'journey.create',
      resourceType: 'JOURNEY',
      resourceId: journey.id,
      oldValues: null,
      newValues: journey,
      metadata,
    },
    db,
  );
  return journey;
}

/**
 * Auto-link for a committed Moving Home journey (never one with companies of its own), outside any transaction: it runs in the same
 * request but can never undo or fail the journey.
 */
export async function autoLinkNewJourney(c: Context<AppEnv>, journey: JourneyRow): Promise<void> {
  if (journey.type !== 'moving_house') return;
  const linked = await autoLinkFootprints(c.var.deps.database.db, c.var.logger, {
    userId: journey.user_id,
    journeyId: journey.id,
    journeyType: journey.type,
    now: new Date(),
  });
  if (linked > 0) {
    await auditRequest(c, {
      action: 'journey.footprints_link',
      resourceType: 'JOURNEY',
      resourceId: journey.id,
      newValues: { linked_count: linked },
      metadata: { source: 'auto_link' },
    });
  }
}

/**
 * POST /api/journeys: the journey in its own short transaction, then auto-link. An address in
 * parts is stored as the one line companies read.
 */
export async function startJourney(
  c: Context<AppEnv>,
  userId: string,
  input: NewJourney & { new_address?: AuAddress },
): Promise<JourneyRow> {
  const journey = await c.var.deps.database.db.transaction((tx) =>
    createJourneyAudited(c, tx, userId, withAddressLine(input)),
  );
  await autoLinkNewJourney(c, journey);
  return journey;
}
