import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  brandChannelProblems,
  formatAuPhone,
  postalAddressLines,
  type BrandChannelFields,
  type PostalAddress,
} from '@updately/shared/brand-channels';
import type {
  AdminSuggestion,
  SuggestionChannel,
  SuggestionStatus,
} from '@updately/shared/brand-suggestions-api';
import { looksLikeComplaintsInbox } from '@updately/shared/admin-brands-api';
import type { Db, Tx } from '../../db/client';
import { brandContactSuggestions, brandDirectory, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { canonicalAddress, channelRecord } from './admin-brand-channels';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';
const LIST_LIMIT = 200;

type BrandRow = typeof brandDirectory.$inferSelect;
type SuggestionRow = typeof brandContactSuggestions.$inferSelect;
type Value = Record<string, unknown>;

export type SuggestionAudit = (
  tx: Tx,
  entry: {
    action: string;
    resourceId: string;
    oldValues?: unknown;
    newValues?: unknown;
    metadata?: Record<string, unknown>;
  },
) => Promise<unknown>;

/** A suggested (or current) value as readable lines. */
function valueLines(channel: SuggestionChannel, value: Value | null): string[] {
  if (!value) return [];
  switch (channel) {
    case 'email':
      return [String(value.email)];
    case 'web_form':
      return [String(value.url)];
    case 'postal_address':
      return postalAddressLines(value as PostalAddress);
    case 'phone':
      return [formatAuPhone(String(value.phone)), ...(value.hours ? [String(value.hours)] : [])];
  }
}

/** The brand's current value for a channel (null when it has none). */
function currentValue(
  channel: SuggestionChannel,
  brand: Pick<
    BrandRow,
    'contact_email' | 'web_form_url' | 'postal_address' | 'phone' | 'phone_hours'
  >,
): Value | null {
  switch (channel) {
    case 'email':
      return brand.contact_email ? { email: brand.contact_email } : null;
    case 'web_form':
      return brand.web_form_url ? { url: brand.web_form_url } : null;
    case 'postal_address':
      return brand.postal_address;
    case 'phone':
      return brand.phone ? { phone: brand.phone, hours: brand.phone_hours } : null;
  }
}

/** Suggestions, those waiting first (oldest first), then the latest decided. */
export async function listSuggestions(db: Db): Promise<{ items: AdminSuggestion[] }> {
  const decider = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${brandContactSuggestions.decided_by})`;
  const rows = await db
    .select({
      s: brandContactSuggestions,
      brand_name: brandDirectory.name,
      contact_email: brandDirectory.contact_email,
      web_form_url: brandDirectory.web_form_url,
      postal_address: brandDirectory.postal_address,
      phone: brandDirectory.phone,
      phone_hours: brandDirectory.phone_hours,
      decided_by_name: decider,
    })
    .from(brandContactSuggestions)
    .leftJoin(brandDirectory, eq(brandDirectory.id, brandContactSuggestions.brand_id))
    .orderBy(
      sql`case when ${brandContactSuggestions.status} = 'pending' then 0 else 1 end`,
      sql`case when ${brandContactSuggestions.status} = 'pending' then ${brandContactSuggestions.created_at} end asc`,
      desc(brandContactSuggestions.decided_at),
      asc(brandContactSuggestions.id),
    )
    .limit(LIST_LIMIT);
  return {
    items: rows.map(({ s, brand_name, decided_by_name, ...brand }) => {
      const channel = s.channel as SuggestionChannel;
      const current = s.brand_id ? currentValue(channel, brand) : null;
      return {
        id: s.id,
        brand_id: s.brand_id,
        brand_name,
        company_name: s.company_name,
        channel,
        value_lines: valueLines(channel, s.value as Value),
        source_url: s.source_url,
        status: s.status as SuggestionStatus,
        brand_has_channel: current !== null,
        current_lines: valueLines(channel, current),
        decided_by_name,
        decided_at: s.decided_at?.toISOString() ?? null,
        created_at: s.created_at.toISOString(),
      };
    }),
  };
}

async function lockPending(tx: Tx, id: string): Promise<SuggestionRow> {
  const [row] = await tx
    .select()
    .from(brandContactSuggestions)
    .where(eq(brandContactSuggestions.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', SUGGESTION_NOT_FOUND);
  if (row.status !== 'pending') {
    throw new AppError('CONFLICT', `This suggestion was ${row.status} already.`);
  }
  return row;
}

const CHANNEL_NOUN: Record<SuggestionChannel, string> = {
  email: 'an email address',
  web_form: 'a web form',
  postal_address: 'a postal address',
  phone: 'a phone number',
};

/** The brand columns an approved suggestion writes: the value, its source page and the day. */
function columnsFor(row: SuggestionRow, day: string): Partial<BrandRow> {
  const value = row.value as Value;
  const source = row.source_url;
  switch (row.channel as SuggestionChannel) {
    case 'email':
      return {
        contact_email: String(value.email),
        contact_email_purpose: 'customer_service',
        contact_email_source: source,
        contact_email_checked_on: day,
      };
    case 'web_form':
      return {
        web_form_url: String(value.url),
        web_form_purpose: 'customer_service',
        web_form_source: source,
        web_form_checked_on: day,
      };
    case 'postal_address':
      return {
        postal_address: canonicalAddress(value as PostalAddress),
        postal_address_source: source,
        postal_address_checked_on: day,
      };
    case 'phone':
      return {
        phone: String(value.phone),
        phone_hours: (value.hours as string | null) ?? null,
        phone_source: source,
        phone_checked_on: day,
      };
  }
}

/**
 * Writes a suggestion's value to its brand (source: the page the person saw it on; checked on:
 * today) and records who approved it, audited, in one transaction. A brand that has the channel
 * already keeps its value unless `replace`; a company outside the directory cannot be approved.
 */
export async function approveSuggestion(
  db: Db,
  audit: SuggestionAudit,
  adminId: string,
  id: string,
  replace: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    if (!row.brand_id) {
      throw new AppError(
        'CONFLICT',
        `${row.company_name} is not in the directory: add the brand first, or reject the suggestion.`,
      );
    }
    const [brand] = await tx
      .select()
      .from(brandDirectory)
      .where(eq(brandDirectory.id, row.brand_id))
      .for('update');
    if (!brand) throw new AppError('NOT_FOUND', SUGGESTION_NOT_FOUND);
    const channel = row.channel as SuggestionChannel;
    if (currentValue(channel, brand) !== null && !replace) {
      throw new AppError(
        'CONFLICT',
        `${brand.name} has ${CHANNEL_NOUN[channel]} already: confirm to replace it.`,
      );
    }
    if (channel === 'email' && looksLikeComplaintsInbox(String((row.value as Value).email))) {
      throw new AppError(
        'VALIDATION_FAILED',
        'This looks like a complaints, dispute or customer-advocate inbox: a first request goes to a change-of-details, customer-service or privacy-officer address.',
      );
    }
    const now = new Date();
    const columns = columnsFor(row, now.toISOString().slice(0, 10));
    const next = { ...brand, ...columns };
    const problems = brandChannelProblems(channelRecord(next) as BrandChannelFields);
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems[0]!);
    await tx
      .update(brandDirectory)
      .set({ ...columns, updated_at: now })
      .where(eq(brandDirectory.id, brand.id));
    await tx
      .update(brandContactSuggestions)
      .set({ status: 'approved', decided_by: adminId, decided_at: now })
      .where(eq(brandContactSuggestions.id, id));
    const keys = Object.keys(columns) as (keyof BrandRow)[];
    await audit(tx, {
      action: 'admin.brand.suggestion_approved',
      resourceId: brand.id,
      oldValues: Object.fromEntries(keys.map((key) => [key, brand[key]])),
      newValues: columns,
      metadata: { slug: brand.slug, suggestion_id: id, channel, replaced: replace },
    });
  });
}

/** Marks a suggestion rejected (nothing is written to a brand), audited. */
export async function rejectSuggestion(
  db: Db,
  audit: SuggestionAudit,
  adminId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    await tx
      .update(brandContactSuggestions)
      .set({ status: 'rejected', decided_by: adminId, decided_at: new Date() })
      .where(and(eq(brandContactSuggestions.id, id)));
    await audit(tx, {
      action: 'admin.brand.suggestion_rejected',
      resourceId: row.brand_id ?? id,
      metadata: { suggestion_id: id, channel: row.channel, company_name: row.company_name },
    });
  });
}
