import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in caller's id; routes run `requireUser` first, so this only guards the type. */
export function callerId(c: Context<AppEnv>): string {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  return user.id;
}

/**
 * A path id that can be looked up. A malformed id answers the same 404 as another user's id,
 * so a caller learns nothing about what exists.
 */
export function resourceId(id: string, notFoundMessage: string): string {
  if (!UUID_SHAPE.test(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return id.toLowerCase();
}
