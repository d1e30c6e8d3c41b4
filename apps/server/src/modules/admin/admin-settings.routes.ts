import { createRoute } from '@hono/zod-openapi';
import {
  adminSettingsSchema,
  type AdminSettings,
  type SettingKey,
} from '@updately/shared/admin-settings-api';
import type { Context } from 'hono';
import { auditRequest, callerId } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import {
  SETTING_SCHEMAS,
  writeSetting,
  type EffectiveSettings,
  type SettingValues,
} from '../../platform/settings/platform-settings';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const responses = {
  200: jsonResponse(adminSettingsSchema, 'Every setting as in force, with its default'),
  400: errorResponse('A value that does not pass its rules (the message names the field)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const json = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

function toAdminSettings(settings: EffectiveSettings, currency: string): AdminSettings {
  const section = <T>(s: { value: T; defaults: T; updatedAt: Date | null }) => ({
    value: s.value,
    defaults: s.defaults,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  });
  return {
    followUp: section(settings.updateFollowUp),
    price: { ...section(settings.pricePerField), currency },
    display: section(settings.display),
    documents: section(settings.documents),
  };
}

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/settings',
  operationId: 'getPlatformSettings',
  tags,
  summary:
    'Platform settings: follow-up timings, price per field, display names, document retention',
  middleware: adminOnly,
  responses,
});

const putFollowUpRoute = createRoute({
  method: 'put',
  path: '/api/admin/settings/follow-up',
  operationId: 'updateFollowUpSettings',
  tags,
  summary:
    "The update engine's follow-ups in days after sending: reminders, asking the person, expiry (increasing)",
  middleware: adminOnly,
  request: { body: json(SETTING_SCHEMAS.updateFollowUp) },
  responses,
});

const putPriceRoute = createRoute({
  method: 'put',
  path: '/api/admin/settings/price',
  operationId: 'updatePriceSettings',
  tags,
  summary: 'What a business pays per field confirmed applied (0 to 100, two decimals)',
  middleware: adminOnly,
  request: { body: json(SETTING_SCHEMAS.pricePerField) },
  responses,
});

const putDisplayRoute = createRoute({
  method: 'put',
  path: '/api/admin/settings/display',
  operationId: 'updateDisplaySettings',
  tags,
  summary: 'Product name, legal name and ABN shown in the public footer (ABN checksum checked)',
  middleware: adminOnly,
  request: { body: json(SETTING_SCHEMAS.display) },
  responses,
});

const putDocumentsRoute = createRoute({
  method: 'put',
  path: '/api/admin/settings/documents',
  operationId: 'updateDocumentSettings',
  tags,
  summary: "How many days a journey's documents are kept after it is completed",
  middleware: adminOnly,
  request: { body: json(SETTING_SCHEMAS.documents) },
  responses,
});

/** Stores one section and its audit entry in one transaction; every reader sees it after. */
async function save<K extends SettingKey>(c: Context<AppEnv>, key: K, value: SettingValues[K]) {
  const { deps } = c.var;
  const adminId = callerId(c);
  const defaults = (await deps.settings.current())[key].defaults;
  await deps.database.db.transaction(async (tx) => {
    const before = await writeSetting(tx, key, value, adminId);
    await auditRequest(
      c,
      {
        action: 'admin.settings.updated',
        resourceType: 'SETTINGS',
        resourceId: key,
        // Without an admin's value, the default was in force.
        oldValues: (before ?? defaults) as Record<string, unknown>,
        newValues: value as Record<string, unknown>,
      },
      tx,
    );
  });
  deps.settings.invalidate();
  return c.json(toAdminSettings(await deps.settings.current(), deps.config.BILLING_CURRENCY), 200);
}

export const adminSettingsRoutes = createRouter<AppEnv>()
  .openapi(getRoute, async (c) => {
    const { deps } = c.var;
    return c.json(
      toAdminSettings(await deps.settings.current(), deps.config.BILLING_CURRENCY),
      200,
    );
  })
  .openapi(putFollowUpRoute, (c) => save(c, 'updateFollowUp', c.req.valid('json')))
  .openapi(putPriceRoute, (c) => save(c, 'pricePerField', c.req.valid('json')))
  .openapi(putDisplayRoute, (c) => save(c, 'display', c.req.valid('json')))
  .openapi(putDocumentsRoute, (c) => save(c, 'documents', c.req.valid('json')));
