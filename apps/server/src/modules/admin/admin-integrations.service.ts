import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  MAPPABLE_FIELD_LABELS,
  MAPPABLE_FIELDS,
  RECENT_DELIVERIES_LIMIT,
  type EndpointHealth,
  type FieldMapping,
  type IntegrationBrand,
  type IntegrationBrandList,
  type IntegrationChannel,
  type IntegrationDelivery,
  type IntegrationDetail,
  type IntegrationListQuery,
  type UpdateChannelPayload,
  type UpdateFieldMappingPayload,
} from '@updately/shared/admin-integrations-api';
import type { Db, Tx } from '../../db/client';
import {
  brandClaims,
  brandDirectory,
  brandFieldMappings,
  brandUpdateChannels,
  organizations,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import type { Logger } from '../../lib/logger';
import { logUserAction } from '../../platform/audit/audit-log';
import { brandFieldNames } from '../../platform/business/brand-field-names';
import { chooseChannel } from '../updates/update-plan';
import { decodeNameCursor, encodeNameCursor } from './admin-name-cursor';

export const INTEGRATION_BRAND_NOT_FOUND = 'No such brand in the directory';
/** Of each endpoint's latest deliveries, how many its success rate is taken over. */
export const HEALTH_WINDOW = 50;

/** Who made a change, for the audit entry written with it. */
export type AuditActor = {
  adminId: string;
  ipAddress: string | null;
  userAgent: string | null;
  logger: Logger;
};

const contactEmail = sql<
  string | null
>`nullif(coalesce(${brandUpdateChannels.contact_email}, ${brandDirectory.contact_email}), '')`;

/** The update engine's choice (modules/updates/update-plan.ts chooseChannel), in SQL. */
const effectiveChannel = sql<IntegrationChannel>`case
  when ${brandUpdateChannels.channel} = 'api' then 'api'
  when ${brandUpdateChannels.channel} is distinct from 'manual' and ${contactEmail} is not null then 'email'
  else 'manual' end`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Directory brands by name, each with its channel as configured and as it would be used. */
export async function listIntegrationBrands(
  db: Db,
  query: IntegrationListQuery,
): Promise<IntegrationBrandList> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(brandDirectory.name, pattern), ilike(brandDirectory.slug, pattern))!);
  }
  if (query.channel) conditions.push(sql`(${effectiveChannel}) = ${query.channel}`);
  if (query.cursor) {
    const after = decodeNameCursor(query.cursor);
    conditions.push(
      sql`(${brandDirectory.name}, ${brandDirectory.id}) > (${after.name}, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: brandDirectory.id,
      name: brandDirectory.name,
      category: brandDirectory.category,
      configured: brandUpdateChannels.channel,
      channel: effectiveChannel,
      destination: contactEmail,
      organization_id: organizations.id,
      organization_name: organizations.name,
    })
    .from(brandDirectory)
    .leftJoin(brandUpdateChannels, eq(brandUpdateChannels.brand_id, brandDirectory.id))
    .leftJoin(
      brandClaims,
      and(eq(brandClaims.brand_id, brandDirectory.id), eq(brandClaims.status, 'verified')),
    )
    .leftJoin(organizations, eq(organizations.id, brandClaims.organization_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(brandDirectory.name), asc(brandDirectory.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row): IntegrationBrand => ({
      id: row.id,
      name: row.name,
      category: row.category,
      configured_channel: row.configured,
      channel: row.channel,
      destination: row.channel === 'email' ? row.destination : null,
      organization:
        row.organization_id && row.organization_name
          ? { id: row.organization_id, name: row.organization_name }
          : null,
    })),
    next_cursor: rows.length > query.limit && last ? encodeNameCursor(last.name, last.id) : null,
  };
}

type BrandState = {
  brand: typeof brandDirectory.$inferSelect;
  channelRow: typeof brandUpdateChannels.$inferSelect | null;
  claim: {
    id: string;
    organization_id: string;
    organization_name: string;
    decided_at: Date | null;
    method: string | null;
  } | null;
};

/** The brand, its channel row and its verified claim; the channel row locked for a change. */
async function brandState(db: Db, rawId: string, lock = false): Promise<BrandState> {
  const id = resourceId(rawId, INTEGRATION_BRAND_NOT_FOUND);
  const [brand] = await db.select().from(brandDirectory).where(eq(brandDirectory.id, id));
  if (!brand) throw new AppError('NOT_FOUND', INTEGRATION_BRAND_NOT_FOUND);
  const channelQuery = db
    .select()
    .from(brandUpdateChannels)
    .where(eq(brandUpdateChannels.brand_id, id));
  const [[channelRow], [claim]] = await Promise.all([
    lock ? channelQuery.for('update') : channelQuery,
    db
      .select({
        id: brandClaims.id,
        organization_id: organizations.id,
        organization_name: organizations.name,
        decided_at: brandClaims.decided_at,
        method: brandClaims.decided_by_method,
      })
      .from(brandClaims)
      .innerJoin(organizations, eq(organizations.id, brandClaims.organization_id))
      .where(and(eq(brandClaims.brand_id, id), eq(brandClaims.status, 'verified'))),
  ]);
  return { brand, channelRow: channelRow ?? null, claim: claim ?? null };
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const fromMs = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)));
const iso = (ms: number | string | null) => fromMs(ms)?.toISOString() ?? null;

/**
 * Each endpoint's health from its delivery log, in one statement: every figure is read from the
 * newest end of the (endpoint_id, created_at) index.
 */
async function endpointHealth(db: Db, organizationId: string): Promise<EndpointHealth[]> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organization_id, organizationId))
    .orderBy(asc(webhookEndpoints.created_at), asc(webhookEndpoints.id));
  if (endpoints.length === 0) return [];
  const ok = sql`d.response_status between 200 and 299`;
  const failed = sql`(d.response_status is null or d.response_status not between 200 and 299)`;
  const result = (await db.execute(sql`
    select e.id,
      ${epochMs(sql`s.at`)} as last_success_ms,
      ${epochMs(sql`f.at`)} as last_failure_ms,
      (select count(*)::int from ${webhookDeliveries} d
        where d.endpoint_id = e.id and ${failed}
          and (s.at is null or d.created_at > s.at)) as failure_streak,
      r.attempts, r.succeeded
    from ${webhookEndpoints} e
    left join lateral (
      select d.created_at as at from ${webhookDeliveries} d
      where d.endpoint_id = e.id and ${ok} order by d.created_at desc limit 1
    ) s on true
    left join lateral (
      select d.created_at as at from ${webhookDeliveries} d
      where d.endpoint_id = e.id and ${failed} order by d.created_at desc limit 1
    ) f on true
    left join lateral (
      select count(*)::int as attempts, count(*) filter (where recent.ok)::int as succeeded
      from (select coalesce(${ok}, false) as ok from ${webhookDeliveries} d
        where d.endpoint_id = e.id order by d.created_at desc limit ${HEALTH_WINDOW}) recent
    ) r on true
    where e.organization_id = ${organizationId}`)) as unknown as {
    rows: {
      id: string;
      last_success_ms: number | string | null;
      last_failure_ms: number | string | null;
      failure_streak: number;
      attempts: number;
      succeeded: number;
    }[];
  };
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return endpoints.map((endpoint) => {
    const health = byId.get(endpoint.id);
    const attempts = health?.attempts ?? 0;
    return {
      id: endpoint.id,
      url: endpoint.url,
      enabled: endpoint.enabled,
      disabled_reason: endpoint.disabled_reason,
      event_types: endpoint.event_types,
      source: endpoint.source,
      failing_since: endpoint.failing_since?.toISOString() ?? null,
      last_success_at: iso(health?.last_success_ms ?? null),
      last_failure_at: iso(health?.last_failure_ms ?? null),
      failure_streak: health?.failure_streak ?? 0,
      recent_attempts: attempts,
      success_rate: attempts > 0 ? (health?.succeeded ?? 0) / attempts : null,
    };
  });
}

/** The organisation's latest deliveries over all its endpoints: the newest of each, merged. */
async function recentDeliveries(
  db: Db,
  endpoints: readonly EndpointHealth[],
): Promise<IntegrationDelivery[]> {
  if (endpoints.length === 0) return [];
  const urls = new Map(endpoints.map((e) => [e.id, e.url]));
  const perEndpoint = await Promise.all(
    endpoints.map((endpoint) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpoint_id, endpoint.id))
        .orderBy(sql`${webhookDeliveries.created_at} desc`, sql`${webhookDeliveries.id} desc`)
        .limit(RECENT_DELIVERIES_LIMIT),
    ),
  );
  return perEndpoint
    .flat()
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, RECENT_DELIVERIES_LIMIT)
    .map((row) => ({
      id: row.id,
      endpoint_id: row.endpoint_id,
      endpoint_url: urls.get(row.endpoint_id) ?? '',
      message_id: row.message_id,
      event_type: row.event_type,
      attempt: row.attempt,
      response_status: row.response_status,
      error: row.error,
      duration_ms: row.duration_ms,
      succeeded:
        row.response_status !== null && row.response_status >= 200 && row.response_status < 300,
      created_at: row.created_at.toISOString(),
    }));
}

function mappingView(names: Map<string, string>): FieldMapping[] {
  return MAPPABLE_FIELDS.map((field) => ({
    field_type: field,
    label: MAPPABLE_FIELD_LABELS[field],
    external_name: names.get(field) ?? null,
  }));
}

function channelOf(state: BrandState) {
  const configured = state.channelRow?.channel ?? null;
  const override = state.channelRow?.contact_email ?? null;
  const chosen = chooseChannel(configured, override || state.brand.contact_email || null);
  return { configured, override, ...chosen };
}

/** Everything the integration builder shows of one brand. */
export async function getIntegration(db: Db, rawId: string): Promise<IntegrationDetail> {
  const state = await brandState(db, rawId);
  const { brand, claim } = state;
  const [endpoints, names] = await Promise.all([
    claim ? endpointHealth(db, claim.organization_id) : Promise.resolve([]),
    brandFieldNames(db, brand.id),
  ]);
  const deliveries = await recentDeliveries(db, endpoints);
  const channel = channelOf(state);
  return {
    brand: {
      id: brand.id,
      name: brand.name,
      category: brand.category,
      website: brand.website,
      contact_email: brand.contact_email,
      contact_email_source: brand.contact_email_source,
    },
    configured_channel: channel.configured,
    channel: channel.channel,
    contact_email_override: channel.override,
    destination: channel.destination,
    channel_updated_at: state.channelRow?.updated_at.toISOString() ?? null,
    claim: claim
      ? {
          id: claim.id,
          organization: { id: claim.organization_id, name: claim.organization_name },
          verified_at: claim.decided_at?.toISOString() ?? null,
          method: claim.method,
        }
      : null,
    endpoints,
    deliveries,
    mapping: mappingView(names),
  };
}

export const API_NEEDS_CLAIM =
  'The api channel needs a verified business claim to the brand: a business claims it in the Business portal, or an admin approves its claim on the Brands page.';

/**
 * Sets how the brand is told of updates, with its audit entry, in the caller's transaction.
 * api only with a verified claim; email only with an address (the override or the directory's).
 */
export async function setBrandChannel(
  tx: Tx,
  actor: AuditActor,
  rawId: string,
  input: UpdateChannelPayload,
  now = new Date(),
): Promise<void> {
  const state = await brandState(tx, rawId, true);
  const before = channelOf(state);
  const override = input.contact_email === undefined ? before.override : input.contact_email;
  if (input.channel === 'api' && !state.claim) throw new AppError('CONFLICT', API_NEEDS_CLAIM);
  if (input.channel === 'email' && !(override || state.brand.contact_email)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'contact_email: this brand publishes no contact address; enter the address to write to.',
    );
  }
  await tx
    .insert(brandUpdateChannels)
    .values({
      brand_id: state.brand.id,
      channel: input.channel,
      contact_email: override,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: brandUpdateChannels.brand_id,
      set: { channel: input.channel, contact_email: override, updated_at: now },
    });
  const after = chooseChannel(input.channel, override || state.brand.contact_email || null);
  await logUserAction(
    tx,
    {
      userId: actor.adminId,
      action: 'admin.brand.channel_updated',
      resourceType: 'BRAND',
      resourceId: state.brand.id,
      oldValues: {
        channel: before.configured,
        contact_email: before.override,
        effective_channel: before.channel,
      },
      newValues: {
        channel: input.channel,
        contact_email: override,
        effective_channel: after.channel,
      },
      metadata: { brand_name: state.brand.name },
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
    },
    actor.logger,
  );
}

/**
 * Replaces the brand's names for the fields given (null removes one), with its audit entry, in
 * the caller's transaction. Two fields may not share a name.
 */
export async function setFieldMapping(
  tx: Tx,
  actor: AuditActor,
  rawId: string,
  input: UpdateFieldMappingPayload,
  now = new Date(),
): Promise<void> {
  const state = await brandState(tx, rawId, true);
  const seen = new Set<string>();
  for (const { field_type } of input.fields) {
    if (seen.has(field_type)) {
      throw new AppError('VALIDATION_FAILED', `fields: ${field_type} is given twice`);
    }
    seen.add(field_type);
  }
  const before = await brandFieldNames(tx, state.brand.id);
  const after = new Map(before);
  for (const { field_type, external_name } of input.fields) {
    if (external_name) after.set(field_type, external_name);
    else after.delete(field_type);
  }
  const names = [...after.values()].map((name) => name.toLowerCase());
  const shared = names.find((name, i) => names.indexOf(name) !== i);
  if (shared) {
    throw new AppError('VALIDATION_FAILED', `external_name: ${shared} names two fields`);
  }
  const removed = input.fields.filter((f) => !f.external_name).map((f) => f.field_type);
  if (removed.length > 0) {
    await tx
      .delete(brandFieldMappings)
      .where(
        and(
          eq(brandFieldMappings.brand_id, state.brand.id),
          inArray(brandFieldMappings.field_type, removed),
        ),
      );
  }
  const set = input.fields.flatMap((f) =>
    f.external_name
      ? [
          {
            brand_id: state.brand.id,
            field_type: f.field_type,
            external_name: f.external_name,
            updated_at: now,
          },
        ]
      : [],
  );
  if (set.length > 0) {
    await tx
      .insert(brandFieldMappings)
      .values(set)
      .onConflictDoUpdate({
        target: [brandFieldMappings.brand_id, brandFieldMappings.field_type],
        set: { external_name: sql`excluded.external_name`, updated_at: now },
      });
  }
  await logUserAction(
    tx,
    {
      userId: actor.adminId,
      action: 'admin.brand.field_mapping_updated',
      resourceType: 'BRAND',
      resourceId: state.brand.id,
      oldValues: Object.fromEntries(before),
      newValues: Object.fromEntries(after),
      metadata: { brand_name: state.brand.name },
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
    },
    actor.logger,
  );
}

/** The brand and the organisation holding its verified claim (the test delivery's target). */
export async function claimedBrand(db: Db, rawId: string) {
  const state = await brandState(db, rawId);
  return { brand: state.brand, claim: state.claim };
}
