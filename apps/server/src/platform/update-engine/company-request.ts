import { eq, inArray } from 'drizzle-orm';
import type { CompanyUpdateRequest } from '@updately/shared/update-channel-contract';
import { recordedConsentText } from '@updately/shared/document-requirements';
import { valuesToPayload } from '@updately/shared/request-kind-fields';
import type { RequestKind, RequestSubject } from '@updately/shared/request-kinds';
import type { CompanyRequestDetails } from '@updately/shared/update-channel-contract';
import {
  isChangeField,
  isIdentifierField,
  type UpdateIdentifierField,
} from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import { updateConsents } from '../../db/schema';
import type { ValueCipher } from '../crypto/value-cipher';
import type { DocumentLinkSigner } from '../documents/document-links';
import { carriedDocuments, shareExpiry, type CarriedDocument } from '../documents/document-shares';
import type { CompanyLinkPurpose, CompanyLinkSigner } from './company-links';
import type { CompanyMailInput, CompanyMailKind } from './company-mail';
import { jointHolderNames } from './joint-holders';
import { readRequestActing, type RequestActing } from './request-acting';
import { readItems, type OpenItem } from './request-values';
import type { UpdateRequestRow } from './transition';

export type CompanyRequestContext = {
  db: Db;
  cipher: ValueCipher;
  links: CompanyLinkSigner;
  documentLinks: DocumentLinkSigner;
  appName: string;
  appUrl: string;
};

export type LoadedRequest = {
  row: UpdateRequestRow;
  items: OpenItem[];
  consent: typeof updateConsents.$inferSelect | null;
  /** Who acts for whom (null when the person acts for themself). */
  acting: RequestActing | null;
  /** The other people who hold the account jointly (a household move), by name. */
  jointHolders?: string[];
  /** The documents the request carries (empty for most). */
  documents?: CarriedDocument[];
};

/** A request with its decrypted values and its consent: everything a company is sent. */
export async function loadRequest(
  ctx: Pick<CompanyRequestContext, 'db' | 'cipher'>,
  row: UpdateRequestRow,
): Promise<LoadedRequest> {
  const [items, [consent], acting, joint, documents] = await Promise.all([
    readItems(ctx.db, ctx.cipher, [row.id]).then((byId) => byId.get(row.id) ?? []),
    row.consent_id
      ? ctx.db.select().from(updateConsents).where(eq(updateConsents.id, row.consent_id))
      : Promise.resolve([]),
    readRequestActing(ctx.db, ctx.cipher, [row.journey_id]),
    jointHolderNames(ctx.db, ctx.cipher, [row.id]),
    carriedDocuments(ctx.db, [row.id]),
  ]);
  return {
    row,
    items,
    consent: consent ?? null,
    acting: acting.get(row.journey_id) ?? null,
    jointHolders: joint.get(row.id) ?? [],
    documents: documents.get(row.id) ?? [],
  };
}

/** loadRequest for many requests: five queries however many. */
export async function loadRequests(
  ctx: Pick<CompanyRequestContext, 'db' | 'cipher'>,
  rows: readonly UpdateRequestRow[],
): Promise<Map<string, LoadedRequest>> {
  if (rows.length === 0) return new Map();
  const consentIds = rows.flatMap((row) => (row.consent_id ? [row.consent_id] : []));
  const ids = rows.map((row) => row.id);
  const [items, consents, acting, joint, documents] = await Promise.all([
    readItems(ctx.db, ctx.cipher, ids),
    consentIds.length
      ? ctx.db.select().from(updateConsents).where(inArray(updateConsents.id, consentIds))
      : Promise.resolve([]),
    readRequestActing(
      ctx.db,
      ctx.cipher,
      rows.map((row) => row.journey_id),
    ),
    jointHolderNames(ctx.db, ctx.cipher, ids),
    carriedDocuments(ctx.db, ids),
  ]);
  const consentById = new Map(consents.map((consent) => [consent.id, consent]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        row,
        items: items.get(row.id) ?? [],
        consent: (row.consent_id && consentById.get(row.consent_id)) || null,
        acting: acting.get(row.journey_id) ?? null,
        jointHolders: joint.get(row.id) ?? [],
        documents: documents.get(row.id) ?? [],
      },
    ]),
  );
}

/** The same request, in the shape the api channel and the Business API give companies. */
export function toCompanyUpdateRequest(
  ctx: Pick<CompanyRequestContext, 'appName'>,
  { row, items, consent, acting, jointHolders = [], documents = [] }: LoadedRequest,
): CompanyUpdateRequest {
  const kind = row.kind as RequestKind;
  return {
    id: row.id,
    reference: row.reference,
    idempotency_key: `${row.id}:${row.channel}:${row.attempt}`,
    company: { brand_id: row.brand_id, name: row.company_name },
    kind,
    subject: row.subject as RequestSubject,
    acting_for: acting ? { subject: acting.subject, role: acting.role, name: acting.name } : null,
    person: items
      .filter((i) => isIdentifierField(i.field))
      .map((i) => ({ field: i.field as UpdateIdentifierField, value: i.value })),
    changes: items
      .filter((i) => isChangeField(i.field))
      .map((i) => ({ field: i.field, value: i.value })),
    details: { kind, ...valuesToPayload(kind, items) } as CompanyRequestDetails,
    effective_date: row.effective_date,
    expected_by: row.expected_by,
    consent: {
      id: consent?.id ?? '',
      version: consent?.consent_version ?? '',
      text: recordedConsentText(ctx.appName, consent?.document_types ?? []),
      given_at: (consent?.created_at ?? row.created_at).toISOString(),
    },
    confidential_address: row.confidential,
    ...(jointHolders.length > 0 ? { joint_holders: jointHolders.map((name) => ({ name })) } : {}),
    ...(documents.length ? { documents: documents.map(({ id, type }) => ({ id, type })) } : {}),
  };
}

/** The section of a company's email that links to the documents its request carries. */
export function documentsSection(
  ctx: Pick<CompanyRequestContext, 'appUrl' | 'documentLinks'>,
  requestId: string,
  documents: readonly CarriedDocument[],
  issuedAt: Date,
): NonNullable<CompanyMailInput['documents']> {
  return {
    url: `${ctx.appUrl}/documents/${ctx.documentLinks.token({ requestId, issuedAt })}`,
    expiresAt: shareExpiry(issuedAt),
    types: documents.map((d) => d.type),
  };
}

/**
 * The email for a company, with its signed links (none on a cancellation). `expectedBy` is the
 * date being recorded with the first send (the row has it from then on).
 */
export function companyMailInput(
  ctx: CompanyRequestContext,
  { row, items, consent, acting, jointHolders = [] }: LoadedRequest,
  kind: CompanyMailKind,
  sequence?: number,
  expectedBy: string | null = row.expected_by,
): CompanyMailInput {
  const expiresAt = row.links_expire_at ?? new Date();
  const link = (purpose: CompanyLinkPurpose) =>
    `${ctx.appUrl}/company/updates/${ctx.links.token({
      requestId: row.id,
      attempt: row.attempt,
      purpose,
      expiresAt,
    })}/${purpose}`;
  return {
    kind,
    requestKind: row.kind as RequestKind,
    appName: ctx.appName,
    appHost: new URL(ctx.appUrl).hostname,
    to: row.destination ?? '',
    companyName: row.company_name,
    reference: row.reference,
    attempt: row.attempt,
    items: items.map((i) => ({ field: i.field, value: i.value })),
    acting,
    effectiveDate: row.effective_date,
    expectedBy,
    consent: consent
      ? {
          givenAt: consent.created_at,
          version: consent.consent_version,
          text: recordedConsentText(ctx.appName, consent.document_types),
        }
      : null,
    links:
      kind === 'cancelled'
        ? null
        : {
            updated: link('updated'),
            cannotUpdate: link('cannot-update'),
            noAccount: link('no-account'),
            expiresAt,
          },
    sequence,
    jointHolders,
    confidential: row.confidential,
  };
}
