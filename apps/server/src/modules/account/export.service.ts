import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '@updately/shared/account-api';
import type { Db } from '../../db/client';
import {
  accounts,
  adminEmailGrants,
  auditLogs,
  brandDirectory,
  digitalFootprints,
  errorLogs,
  feedback,
  journeyFootprints,
  journeyDocuments,
  journeyMembers,
  deadlineReminders,
  journeys,
  profiles,
  reauthenticationCodes,
  sessionStepUps,
  sessions,
  totpCodeUses,
  twoFactors,
  updateConsents,
  updateRequestEvents,
  updateRequestItems,
  updateRequests,
  userConsents,
  userRoles,
  users,
  members,
  organizations,
  journeyHousehold,
  brandContactSuggestions,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { readDocument } from '../../platform/documents/document-vault';
import type { Storage } from '../../platform/storage/storage';
import { documentName } from '../documents/documents.service';
import { openHouseholdName } from '../../platform/households/household-names';
import { openItem } from '../../platform/update-engine/request-values';
import { openJourneyDetails } from '../../platform/crypto/journey-details';

/** The person's update requests, each with the values sent, decrypted: two queries. */
async function exportUpdateRequests(tx: Db, cipher: ValueCipher, userId: string) {
  const requests = await tx
    .select()
    .from(updateRequests)
    .where(eq(updateRequests.user_id, userId))
    .orderBy(asc(updateRequests.created_at));
  const items = await tx
    .select()
    .from(updateRequestItems)
    .where(eq(updateRequestItems.user_id, userId));
  return requests.map((request) => ({
    ...request,
    items: items
      .filter((item) => item.request_id === request.id)
      .map((item) => openItem(cipher, item)),
  }));
}

/**
 * Every table holding a user_id, and so covered by the export (a test compares this with the
 * database, so a new user-owned table cannot be forgotten).
 */
export const EXPORTED_USER_TABLES = [
  'accounts',
  'admin_email_grants',
  'audit_logs',
  'brand_contact_suggestions',
  'deadline_reminders',
  'digital_footprints',
  'error_logs',
  'feedback',
  'journey_documents',
  'journey_footprints',
  'journey_household',
  'journey_members',
  'journeys',
  'members',
  'profiles',
  'reauthentication_codes',
  'session_step_ups',
  'sessions',
  'totp_code_uses',
  'two_factors',
  'update_consents',
  'update_request_events',
  'update_request_items',
  'update_requests',
  'user_consents',
  'user_roles',
] as const;

/**
 * APP 12: every row the product holds about the user, in one consistent snapshot and a fixed
 * number of queries. Secrets stay out: no password hash, session or OAuth tokens, TOTP secrets
 * or backup codes, and no server internals of error logs.
 */
export async function exportAccount(
  db: Db,
  cipher: ValueCipher,
  userId: string,
  now = new Date(),
  storage?: Storage,
) {
  const { documents, ...result } = await exportRows(db, cipher, userId, now);
  return {
    ...result,
    documents: await Promise.all(
      documents.map(async ({ row, ...document }) => {
        const bytes = storage ? await readDocument(storage, cipher, row).catch(() => null) : null;
        return { ...document, file_base64: bytes ? Buffer.from(bytes).toString('base64') : null };
      }),
    ),
  } satisfies Record<keyof AccountExport, unknown>;
}

/** Every row, in one consistent snapshot; the documents' files are read after it. */
function exportRows(db: Db, cipher: ValueCipher, userId: string, now: Date) {
  return db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          email_verified: users.emailVerified,
          image: users.image,
          first_name: users.firstName,
          last_name: users.lastName,
          phone_number: users.phoneNumber,
          phone_number_verified: users.phoneNumberVerified,
          two_factor_enabled: users.twoFactorEnabled,
          role: users.role,
          banned: users.banned,
          ban_reason: users.banReason,
          ban_expires: users.banExpires,
          created_at: users.createdAt,
          updated_at: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new AppError('UNAUTHORIZED', 'No user logged in');
      const [profile] = await tx.select().from(profiles).where(eq(profiles.user_id, userId));
      const result = {
        exported_at: now.toISOString(),
        user,
        profile: profile ?? null,
        consents: await tx
          .select()
          .from(userConsents)
          .where(eq(userConsents.user_id, userId))
          .orderBy(asc(userConsents.created_at)),
        roles: await tx.select().from(userRoles).where(eq(userRoles.user_id, userId)),
        admin_email_grants: await tx
          .select({ granted_at: adminEmailGrants.granted_at })
          .from(adminEmailGrants)
          .where(eq(adminEmailGrants.user_id, userId)),
        accounts: await tx
          .select({
            id: accounts.id,
            provider_id: accounts.providerId,
            account_id: accounts.accountId,
            scope: accounts.scope,
            created_at: accounts.createdAt,
            updated_at: accounts.updatedAt,
          })
          .from(accounts)
          .where(eq(accounts.userId, userId)),
        sessions: await tx
          .select({
            id: sessions.id,
            ip_address: sessions.ipAddress,
            user_agent: sessions.userAgent,
            impersonated_by: sessions.impersonatedBy,
            created_at: sessions.createdAt,
            updated_at: sessions.updatedAt,
            expires_at: sessions.expiresAt,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt)),
        two_factors: await tx
          .select({ id: twoFactors.id, verified: twoFactors.verified })
          .from(twoFactors)
          .where(eq(twoFactors.userId, userId)),
        // When recently used authenticator codes stop being refused; never the code hashes.
        authenticator_codes_used: await tx
          .select({ expires_at: totpCodeUses.expiresAt })
          .from(totpCodeUses)
          .where(eq(totpCodeUses.userId, userId))
          .orderBy(asc(totpCodeUses.expiresAt)),
        // When a session last confirmed it was you, and how.
        identity_confirmations: await tx
          .select({
            session_id: sessionStepUps.sessionId,
            method: sessionStepUps.method,
            verified_at: sessionStepUps.verifiedAt,
          })
          .from(sessionStepUps)
          .where(eq(sessionStepUps.userId, userId)),
        // Codes sent to confirm it is you and not yet used; never the code hashes.
        confirmation_codes_pending: await tx
          .select({
            session_id: reauthenticationCodes.sessionId,
            channel: reauthenticationCodes.channel,
            attempts: reauthenticationCodes.attempts,
            expires_at: reauthenticationCodes.expiresAt,
          })
          .from(reauthenticationCodes)
          .where(eq(reauthenticationCodes.userId, userId)),
        footprints: await tx
          .select({ ...getTableColumns(digitalFootprints), brand_name: brandDirectory.name })
          .from(digitalFootprints)
          .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
          .where(eq(digitalFootprints.user_id, userId))
          .orderBy(asc(digitalFootprints.created_at)),
        // The event's details opened (a new name, the deceased...), not their ciphertext.
        journeys: (
          await tx
            .select()
            .from(journeys)
            .where(eq(journeys.user_id, userId))
            .orderBy(asc(journeys.created_at))
        ).map(({ details_key_id: _key, details_ciphertext: _sealed, ...row }) => ({
          ...row,
          details: openJourneyDetails(cipher, {
            id: row.id,
            details_key_id: _key,
            details_ciphertext: _sealed,
          }),
        })),
        deadline_reminders: await tx
          .select()
          .from(deadlineReminders)
          .where(eq(deadlineReminders.user_id, userId))
          .orderBy(asc(deadlineReminders.sent_at)),
        journey_footprints: await tx
          .select()
          .from(journeyFootprints)
          // Through the user's journeys: the primary key (journey_id, footprint_id) is the index.
          .where(
            and(
              eq(journeyFootprints.user_id, userId),
              inArray(
                journeyFootprints.journey_id,
                tx.select({ id: journeys.id }).from(journeys).where(eq(journeys.user_id, userId)),
              ),
            ),
          )
          .orderBy(asc(journeyFootprints.created_at)),
        // Names opened: those the person listed, and their own in a household they joined.
        journey_household: (
          await tx
            .select()
            .from(journeyHousehold)
            .where(
              or(
                eq(journeyHousehold.user_id, userId),
                inArray(
                  journeyHousehold.journey_id,
                  tx.select({ id: journeys.id }).from(journeys).where(eq(journeys.user_id, userId)),
                ),
              ),
            )
            .orderBy(asc(journeyHousehold.created_at))
        ).map(({ name_key_id: _key, name_ciphertext: _sealed, ...row }) => ({
          ...row,
          name: openHouseholdName(cipher, {
            id: row.id,
            name_key_id: _key,
            name_ciphertext: _sealed,
          }),
        })),
        // The ways to reach a company the person suggested, and what became of each.
        contact_suggestions: await tx
          .select({
            id: brandContactSuggestions.id,
            company_name: brandContactSuggestions.company_name,
            channel: brandContactSuggestions.channel,
            value: brandContactSuggestions.value,
            source_url: brandContactSuggestions.source_url,
            status: brandContactSuggestions.status,
            decided_at: brandContactSuggestions.decided_at,
            created_at: brandContactSuggestions.created_at,
          })
          .from(brandContactSuggestions)
          .where(eq(brandContactSuggestions.user_id, userId))
          .orderBy(asc(brandContactSuggestions.created_at)),
        feedback: await tx
          .select()
          .from(feedback)
          .where(eq(feedback.user_id, userId))
          .orderBy(asc(feedback.created_at)),
        audit_logs: await tx
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.user_id, userId))
          .orderBy(asc(auditLogs.created_at)),
        error_logs: await tx
          .select({
            id: errorLogs.id,
            request_id: errorLogs.request_id,
            method: errorLogs.method,
            path: errorLogs.path,
            created_at: errorLogs.created_at,
          })
          .from(errorLogs)
          .where(eq(errorLogs.user_id, userId))
          .orderBy(asc(errorLogs.created_at)),
        update_consents: await tx
          .select()
          .from(updateConsents)
          .where(eq(updateConsents.user_id, userId))
          .orderBy(asc(updateConsents.created_at)),
        update_requests: await exportUpdateRequests(tx, cipher, userId),
        update_request_events: await tx
          .select()
          .from(updateRequestEvents)
          .where(eq(updateRequestEvents.user_id, userId))
          .orderBy(asc(updateRequestEvents.request_id), asc(updateRequestEvents.seq)),
        shared_journeys: await tx
          .select({
            journey_id: journeyMembers.journey_id,
            journey_name: journeys.name,
            role: journeyMembers.role,
            created_at: journeyMembers.created_at,
          })
          .from(journeyMembers)
          .innerJoin(journeys, eq(journeys.id, journeyMembers.journey_id))
          .where(eq(journeyMembers.user_id, userId))
          .orderBy(asc(journeyMembers.created_at)),
        organization_memberships: await tx
          .select({
            organization_id: members.organizationId,
            organization_name: organizations.name,
            role: members.role,
            created_at: members.createdAt,
          })
          .from(members)
          .innerJoin(organizations, eq(organizations.id, members.organizationId))
          .where(eq(members.userId, userId))
          .orderBy(asc(members.createdAt)),
        documents: (
          await tx
            .select()
            .from(journeyDocuments)
            .where(eq(journeyDocuments.user_id, userId))
            .orderBy(asc(journeyDocuments.created_at))
        ).map((row) => ({
          row,
          id: row.id,
          journey_id: row.journey_id,
          type: row.type,
          name: documentName(cipher, row),
          content_type: row.content_type,
          size_bytes: row.size_bytes,
          uploaded_by: row.uploaded_by,
          created_at: row.created_at,
        })),
      };
      return result;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
