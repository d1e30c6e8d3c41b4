import { createRoute } from '@hono/zod-openapi';
import {
  consentEntrySchema,
  consentsSchema,
  recordConsentSchema,
} from '@updately/shared/account-api';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { ensureProfile } from '../../platform/profiles/ensure-profile';
import { notifyUserSql } from '../../platform/realtime/realtime-hub';
import { listConsents, recordConsent } from './consents.service';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Account'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/account/consents',
  operationId: 'listConsents',
  tags,
  summary: "The caller's consents: the current state and the history, newest first",
  middleware: [requireLiveSession] as const,
  responses: {
    200: jsonResponse(consentsSchema, 'The consents'),
    401: errorResponse('Not signed in'),
  },
});

const recordRoute = createRoute({
  method: 'post',
  path: '/api/account/consents',
  operationId: 'recordConsent',
  tags,
  summary: 'Give or withdraw marketing consent (a new record each time)',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: recordConsentSchema } } },
  },
  responses: {
    201: jsonResponse(consentEntrySchema, 'The new consent record'),
    400: errorResponse('Invalid input, or data processing consent withdrawn'),
    401: errorResponse('Not signed in'),
  },
});

export const consentsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    const { userId } = liveSession(c);
    const { db } = c.var.deps.database;
    await ensureProfile(db, userId);
    return c.json(await listConsents(db, userId), 200);
  })
  .openapi(recordRoute, async (c) => {
    const { userId } = liveSession(c);
    const input = c.req.valid('json');
    const { db } = c.var.deps.database;
    await ensureProfile(db, userId);
    const change = await db.transaction(async (tx) => {
      const change = await recordConsent(tx, userId, input);
      await auditRequest(
        c,
        {
          action: 'user.consent_update',
          resourceType: 'USER',
          resourceId: userId,
          oldValues: { [input.consentType]: change.before },
          newValues: { [input.consentType]: input.granted, version: change.entry.version },
        },
        tx,
      );
      await tx.execute(notifyUserSql(userId, { type: 'profile_updated' }));
      return change;
    });
    return c.json(change.entry, 201);
  });
