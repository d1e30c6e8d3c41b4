import { AppError } from './errors';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path id that can be looked up. A malformed id answers the same 404 as another user's id,
 * so a caller learns nothing about what exists.
 */
export function resourceId(id: string, notFoundMessage: string): string {
  if (!UUID_SHAPE.test(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return id.toLowerCase();
}
