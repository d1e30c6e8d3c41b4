import type { RequestKind, RequestSubject } from '@updately/shared/request-kinds';
import { and, asc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { BusinessRequestDetail, BusinessRequestSummary } from '@updately/shared/business-api';
import type { CompanyResponse } from '@updately/shared/update-channel-contract';
import type { UpdateStatus } from '@updately/shared/update-status';
import type { ItemOutcome } from '@updately/shared/updates-api';
import { isChangeField } from '@updately/shared/updates-api';
import type { Db, Tx } from '../../db/client';
import { updateRequestItems, updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { resourceId } from '../../lib/resource-id';
import type { ValueCipher } from '../crypto/value-cipher';
import { recordCompanyResponse } from '../update-engine/company-response';
import { loadRequest, toCompanyUpdateRequest } from '../update-engine/company-request';
import type { UpdateRequestRow } from '../update-engine/transition';
import { brandFieldNames } from './brand-field-names';
import { recordAppliedFields, type Billing } from './usage-ledger';
import { withheldValues } from './values-withheld';
import type { AssertedActing } from './identity-assertion';

export const BUSINESS_REQUEST_NOT_FOUND = 'No such request for your organisation';

/**
 * The requests an organisation may see: sent through the api channel to a brand it holds a
 * verified claim to, once the person approved them. Everything else is "not found". Triggers
 * keep `organization_id` to the brand's verified claimant (ADR 0058), so an organisation's
 * requests are one index range, whatever the number of brands it holds.
 */
export function visibleTo(organizationId: string): SQL {
  return and(
    eq(updateRequests.organization_id, organizationId),
    eq(updateRequests.channel, 'api'),
    ne(updateRequests.status, 'pending_consent'),
  )!;
}

const micros = sql<string>`(extract(epoch from ${updateRequests.updated_at}) * 1000000)::bigint`;

/** The cursor's instant as a timestamp (exact: microseconds, as PostgreSQL stores them), so
 * the page starts inside the index rather than filtering every row before it. */
const cursorInstant = (cursorMicros: string) =>
  sql`(timestamptz 'epoch' + ${cursorMicros}::bigint * interval '1 microsecond')`;

function encodeCursor(updatedMicros: string, id: string): string {
  return Buffer.from(`${updatedMicros}.${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { micros: string; id: string } {
  const match = /^(\d{1,20})\.([0-9a-f-]{36})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!match) throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor from this API');
  return { micros: match[1]!, id: match[2]! };
}

export type BusinessRequestQuery = {
  status?: string;
  updated_since?: string;
  cursor?: string;
  limit: number;
};

/** A page of the organisation's requests, oldest change first: polling resumes from a cursor. */
export async function listBusinessRequests(
  db: Db,
  organizationId: string,
  query: BusinessRequestQuery,
): Promise<{ items: BusinessRequestSummary[]; next_cursor: string | null }> {
  const conditions: SQL[] = [visibleTo(organizationId)];
  if (query.status) conditions.push(eq(updateRequests.status, query.status as UpdateStatus));
  if (query.updated_since) {
    conditions.push(gt(updateRequests.updated_at, new Date(query.updated_since)));
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      sql`(${updateRequests.updated_at}, ${updateRequests.id}) > (${cursorInstant(after.micros)}, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      row: updateRequests,
      micros,
      fields: sql<
        string[]
      >`coalesce((select array_agg(${updateRequestItems.field} order by ${updateRequestItems.field}) from ${updateRequestItems} where ${updateRequestItems.request_id} = ${updateRequests.id}), '{}')`,
      unanswered: sql<
        string[]
      >`coalesce((select array_agg(${updateRequestItems.field}) from ${updateRequestItems} where ${updateRequestItems.request_id} = ${updateRequests.id} and ${updateRequestItems.outcome} = 'pending'), '{}')`,
    })
    .from(updateRequests)
    .where(and(...conditions))
    .orderBy(asc(updateRequests.updated_at), asc(updateRequests.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row, fields, unanswered }) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      kind: row.kind as RequestKind,
      subject: row.subject as RequestSubject,
      expected_by: row.expected_by,
      values_withheld:
        withheldValues(
          row.status,
          fields.filter(isChangeField).map((field) => ({
            field,
            outcome: unanswered.includes(field) ? 'pending' : 'answered',
          })),
        )?.reason ?? null,
      brand: { id: row.brand_id, name: row.company_name },
      fields: fields.filter(isChangeField),
      effective_date: row.effective_date,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor(String(last.micros), last.row.id) : null,
  };
}

/** The request, if the organisation may see it; else the same 404 as for one that is not there. */
export async function visibleRequest(
  db: Db,
  organizationId: string,
  rawId: string,
  lock = false,
): Promise<UpdateRequestRow> {
  const id = resourceId(rawId, BUSINESS_REQUEST_NOT_FOUND);
  const query = db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, id), visibleTo(organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_REQUEST_NOT_FOUND);
  return row;
}

export type RequestDetailContext = {
  db: Db;
  cipher: ValueCipher;
  appName: string;
  /** Signs the identity assertion for this request. */
  assertIdentity(
    row: UpdateRequestRow,
    consent: { id: string; given_at: string },
    fields: readonly string[],
    acting: AssertedActing,
  ): Promise<string>;
};

type DetailWithoutAssertion = BusinessRequestDetail extends infer D
  ? D extends unknown
    ? Omit<D, 'identity_assertion'>
    : never
  : never;

/** Exactly what the person consented to send to this company, with its outcomes so far. */
export async function readBusinessRequest(
  ctx: Pick<RequestDetailContext, 'db' | 'cipher' | 'appName'>,
  organizationId: string,
  rawId: string,
): Promise<DetailWithoutAssertion> {
  const row = await visibleRequest(ctx.db, organizationId, rawId);
  const [loaded, names] = await Promise.all([
    loadRequest(ctx, row),
    brandFieldNames(ctx.db, row.brand_id),
  ]);
  const request = toCompanyUpdateRequest(ctx, loaded);
  const outcomes = loaded.items
    .filter((item) => isChangeField(item.field))
    .map((item) => ({
      field: item.field,
      outcome: item.outcome as ItemOutcome,
      reason: item.reason_code,
    }));
  const withheld = withheldValues(row.status, outcomes);
  return {
    ...request,
    person: request.person.map((item) => (withheld?.person ? { ...item, value: null } : item)),
    acting_for:
      request.acting_for && withheld?.person
        ? { ...request.acting_for, name: null }
        : request.acting_for,
    // The brand's own name for each change, when an admin mapped it (absent otherwise).
    changes: request.changes.map((change) => {
      const externalName = names.get(change.field);
      const shown = withheld?.fields.has(change.field) ? { ...change, value: null } : change;
      return externalName ? { ...shown, external_name: externalName } : shown;
    }),
    // The details repeat the values (and hold more): withheld whole, with any value withheld.
    details: withheld ? { kind: request.kind, withheld: true } : request.details,
    status: row.status,
    values_withheld: withheld?.reason ?? null,
    outcomes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  } as DetailWithoutAssertion;
}

/**
 * The detail with a freshly signed identity assertion. Signing reads the app's keys through
 * better-auth, so it runs outside any transaction (PGlite has one connection).
 */
export async function withIdentityAssertion(
  ctx: RequestDetailContext,
  organizationId: string,
  detail: DetailWithoutAssertion,
): Promise<BusinessRequestDetail> {
  const row = await visibleRequest(ctx.db, organizationId, detail.id);
  const fields = [...detail.person, ...detail.changes].map((item) => item.field);
  const identity_assertion = await ctx.assertIdentity(
    row,
    detail.consent,
    fields,
    detail.acting_for,
  );
  return { ...detail, identity_assertion } as BusinessRequestDetail;
}

export async function getBusinessRequest(
  ctx: RequestDetailContext,
  organizationId: string,
  rawId: string,
): Promise<BusinessRequestDetail> {
  const detail = await readBusinessRequest(ctx, organizationId, rawId);
  return withIdentityAssertion(ctx, organizationId, detail);
}

export type BusinessAnswer = {
  organizationId: string;
  requestId: string;
  response: CompanyResponse;
  source: 'api' | 'portal';
  /** Who answered: the API key's prefix, or the member; and from where. */
  evidence: Record<string, unknown>;
  billing: Billing;
  now?: Date;
};

/**
 * A business acknowledges a request or answers it per field, in one transaction with its ledger
 * rows: each field confirmed `applied` is billed once, whatever the retries.
 */
export async function answerBusinessRequest(
  tx: Tx,
  logger: Logger,
  answer: BusinessAnswer,
): Promise<{ row: UpdateRequestRow; billed: number }> {
  const now = answer.now ?? new Date();
  const row = await visibleRequest(tx, answer.organizationId, answer.requestId, true);
  if (answer.response.kind === 'acknowledge' && row.status === 'acknowledged') {
    return { row, billed: 0 };
  }
  if (answer.response.kind === 'answer') {
    const sent = await tx
      .select({ field: updateRequestItems.field })
      .from(updateRequestItems)
      .where(eq(updateRequestItems.request_id, row.id));
    const sentFields = new Set(sent.map((s) => s.field));
    const stray = answer.response.fields.find((f) => !sentFields.has(f.field));
    if (stray) {
      throw new AppError('VALIDATION_FAILED', `fields: ${stray.field} was not sent to you`);
    }
    const seen = new Set<string>();
    for (const f of answer.response.fields) {
      if (seen.has(f.field)) {
        throw new AppError('VALIDATION_FAILED', `fields: ${f.field} is answered twice`);
      }
      seen.add(f.field);
    }
  }
  const outcome = await recordCompanyResponse(tx, logger, {
    requestId: row.id,
    response: answer.response,
    evidence: { via: 'api', source: answer.source, ...answer.evidence },
    now,
  });
  if (!outcome.ok) {
    throw new AppError(
      'CONFLICT',
      `This request is ${row.status.replace('_', ' ')}: it can no longer be ${
        answer.response.kind === 'acknowledge' ? 'acknowledged' : 'answered'
      }.`,
    );
  }
  const applied =
    answer.response.kind === 'answer'
      ? answer.response.fields.filter((f) => f.outcome === 'applied').map((f) => f.field)
      : [];
  const billed = await recordAppliedFields(tx, answer.billing, {
    organizationId: answer.organizationId,
    brandId: row.brand_id,
    requestId: row.id,
    fields: applied,
    source: answer.source,
    now,
  });
  return { row: outcome.row, billed };
}
