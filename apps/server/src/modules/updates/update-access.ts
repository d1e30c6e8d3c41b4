import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { journeyAccess, type JourneyAccess, type JourneyNeed } from '../journeys/journey-access';
import { UPDATE_NOT_FOUND } from './update-requests.service';

/**
 * The caller's access to one update request, through its journey: the owner's, an editor's or a
 * viewer's. A request of a journey the caller does not share is NOT_FOUND, like one that does
 * not exist.
 */
export async function updateAccess(
  db: Db,
  callerId: string,
  requestId: string,
  need: JourneyNeed,
): Promise<JourneyAccess> {
  const [row] = await db
    .select({ journeyId: updateRequests.journey_id })
    .from(updateRequests)
    .where(eq(updateRequests.id, requestId));
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  try {
    return await journeyAccess(db, callerId, row.journeyId, need);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
    }
    throw err;
  }
}
