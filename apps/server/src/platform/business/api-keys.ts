import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyScope } from '@updately/shared/business-api';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import { hashApiKey, newApiKeyToken } from './api-key-token';

export const API_KEY_NOT_FOUND = 'No such API key in this organisation';

type KeyRow = typeof apiKeys.$inferSelect;

export function apiKeyView(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    rate_limit_per_minute: row.rate_limit_per_minute,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Db, organizationId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organization_id, organizationId))
    .orderBy(desc(apiKeys.created_at));
  return rows.map(apiKeyView);
}

/** A new key: the answer is the only time anyone sees it whole. */
export async function createApiKey(
  db: Db,
  input: {
    organizationId: string;
    userId: string;
    name: string;
    scopes: readonly ApiKeyScope[];
    rateLimitPerMinute: number;
    live: boolean;
  },
): Promise<ApiKey & { key: string }> {
  const token = newApiKeyToken(input.live);
  const [row] = await db
    .insert(apiKeys)
    .values({
      organization_id: input.organizationId,
      name: input.name,
      prefix: token.prefix,
      key_hash: token.hash,
      scopes: [...new Set(input.scopes)],
      rate_limit_per_minute: input.rateLimitPerMinute,
      created_by_user_id: input.userId,
    })
    .returning();
  return { ...apiKeyView(row!), key: token.key };
}

/** Revoked at once: the next call with it is refused. Revoking twice changes nothing. */
export async function revokeApiKey(
  db: Db,
  organizationId: string,
  rawKeyId: string,
  now = new Date(),
): Promise<ApiKey> {
  const id = resourceId(rawKeyId, API_KEY_NOT_FOUND);
  const [row] = await db
    .update(apiKeys)
    .set({ revoked_at: sql`coalesce(${apiKeys.revoked_at}, ${now})` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organization_id, organizationId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
  return apiKeyView(row);
}

export type ApiCaller = {
  keyId: string;
  prefix: string;
  organizationId: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
};

/**
 * The organisation behind a key, or null for an unknown or revoked key. Notes when it was last
 * used (at most once a minute, so busy keys do not write on every call).
 */
export async function authenticateApiKey(
  db: Db,
  key: string,
  now = new Date(),
): Promise<ApiCaller | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.key_hash, hashApiKey(key)), isNull(apiKeys.revoked_at)));
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await db.update(apiKeys).set({ last_used_at: now }).where(eq(apiKeys.id, row.id));
  }
  return {
    keyId: row.id,
    prefix: row.prefix,
    organizationId: row.organization_id,
    scopes: row.scopes as ApiKeyScope[],
    rateLimitPerMinute: row.rate_limit_per_minute,
  };
}
