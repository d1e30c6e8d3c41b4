import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AVATAR_MAX_BYTES, avatarResultSchema } from '@updately/shared/account-api';
import { requireUser } from '../../auth/session-middleware';
import type { AppEnv } from '../../auth/app-env';
import { AppError, errorBody } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { callerId } from '../../auth/request-context';
import { resourceId } from '../../lib/resource-id';
import { ensureProfile } from '../../platform/profiles/ensure-profile';
import { notifyUserSql } from '../../platform/realtime/realtime-hub';
import { hasRole } from '../../platform/roles/roles';
import { storageFor } from '../../platform/storage/storage-for';
import { avatarUrl } from './avatar-file';
import {
  AVATAR_TOO_LARGE,
  readAvatar,
  removeAvatarFile,
  setAvatarUrl,
  storeAvatarFile,
} from './avatar.service';
import { liveSession, requireLiveSession } from '../../auth/live-session';

const tags = ['Account'];
const AVATAR_NOT_FOUND = 'Avatar not found';
// Room for the multipart envelope around a file of the largest allowed size.
const BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'Send the image as multipart/form-data in `file`.');
  }
  await next();
});

const uploadForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, 'file: choose an image file.')
    .openapi({ type: 'string', format: 'binary' }),
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/account/avatar',
  operationId: 'uploadAvatar',
  tags,
  summary: 'Upload a new avatar (PNG, JPEG or WebP, 2 MB at most); replaces the old one',
  middleware: [
    requireLiveSession,
    multipartOnly,
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE), 413),
    }),
  ] as const,
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
  },
  responses: {
    200: jsonResponse(avatarResultSchema, 'The new avatar address'),
    400: errorResponse('Not a PNG, JPEG or WebP image'),
    401: errorResponse('Not signed in'),
    413: errorResponse('Larger than 2 MB'),
  },
});

const serveRoute = createRoute({
  method: 'get',
  path: '/api/account/avatar/{userId}',
  operationId: 'getAvatar',
  tags,
  summary: "A user's avatar image, for that user and for admins only",
  middleware: [requireUser] as const,
  request: {
    params: z.object({ userId: z.string().openapi({ param: { name: 'userId', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'image/webp': { schema: { type: 'string', format: 'binary' } },
      },
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('No avatar, or not yours to see'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/account/avatar',
  operationId: 'deleteAvatar',
  tags,
  summary: 'Remove the avatar',
  middleware: [requireLiveSession] as const,
  responses: {
    200: jsonResponse(avatarResultSchema, 'No avatar any more'),
    401: errorResponse('Not signed in'),
  },
});

export const avatarRoutes = createRouter<AppEnv>()
  .openapi(uploadRoute, async (c) => {
    const { userId } = liveSession(c);
    const { db } = c.var.deps.database;
    const storage = storageFor(c.var.deps.config);
    const { file } = c.req.valid('form');
    if (file.size > AVATAR_MAX_BYTES) {
      return c.json(errorBody('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE), 413);
    }
    const stored = await storeAvatarFile(storage, userId, file);
    const url = avatarUrl(userId, stored.fileName);
    await ensureProfile(db, userId);
    let previous: string | null;
    try {
      previous = await db.transaction(async (tx) => {
        const previous = await setAvatarUrl(tx, userId, url);
        await auditRequest(
          c,
          {
            action: 'user.avatar_update',
            resourceType: 'USER',
            resourceId: userId,
            oldValues: { avatar_url: previous },
            newValues: { avatar_url: url, type: file.type, bytes: file.size },
          },
          tx,
        );
        await tx.execute(notifyUserSql(userId, { type: 'profile_updated' }));
        return previous;
      });
    } catch (err) {
      await storage.delete(stored.key).catch(() => undefined);
      throw err;
    }
    await removeAvatarFile(storage, c.var.logger, userId, previous);
    return c.json({ avatar_url: url }, 200);
  })
  .openapi(serveRoute, async (c) => {
    const caller = callerId(c);
    const userId = resourceId(c.req.valid('param').userId, AVATAR_NOT_FOUND);
    const { db } = c.var.deps.database;
    if (userId !== caller && !(await hasRole(db, caller, 'admin'))) {
      throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
    }
    const image = await readAvatar(db, storageFor(c.var.deps.config), userId);
    if (!image) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND);
    return c.body(new Uint8Array(image.body), 200, {
      'content-type': image.contentType,
      'cache-control': 'private, max-age=3600',
      'content-disposition': 'inline',
    });
  })
  .openapi(deleteRoute, async (c) => {
    const { userId } = liveSession(c);
    const { db } = c.var.deps.database;
    await ensureProfile(db, userId);
    const previous = await db.transaction(async (tx) => {
      const previous = await setAvatarUrl(tx, userId, null);
      if (previous !== null) {
        await auditRequest(
          c,
          {
            action: 'user.avatar_remove',
            resourceType: 'USER',
            resourceId: userId,
            oldValues: { avatar_url: previous },
            newValues: { avatar_url: null },
          },
          tx,
        );
        await tx.execute(notifyUserSql(userId, { type: 'profile_updated' }));
      }
      return previous;
    });
    await removeAvatarFile(storageFor(c.var.deps.config), c.var.logger, userId, previous);
    return c.json({ avatar_url: null }, 200);
  });
