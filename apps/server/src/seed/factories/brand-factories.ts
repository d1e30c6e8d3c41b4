import type { UpdateChannel } from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import { brandDirectory, brandUpdateChannels } from '../../db/schema';

type BrandRow = typeof brandDirectory.$inferSelect;

export type BrandFactoryOptions = Partial<Omit<typeof brandDirectory.$inferInsert, 'id'>> & {
  /** A channel configured in the database (the admin's choice), overriding the default. */
  channel?: UpdateChannel;
};

/**
 * A directory brand of its own (test and demo companies with addresses at `.example`, never a
 * real company's), optionally with a configured update channel.
 */
export async function createBrand(db: Db, options: BrandFactoryOptions = {}): Promise<BrandRow> {
  const { channel, ...overrides } = options;
  const suffix = crypto.randomUUID().slice(0, 8);
  const [brand] = await db
    .insert(brandDirectory)
    .values({
      slug: `test-company-${suffix}`,
      name: `Test Company ${suffix}`,
      category: 'energy',
      footprint_tags: ['test'],
      data_collection_items: ['first_name', 'last_name', 'email', 'address'],
      website: null,
      contact_email: `updates-${suffix}@company.example`,
      contact_email_purpose: 'customer_service',
      contact_email_source: 'https://company.example/privacy',
      contact_email_checked_on: '2026-11-25',
      ...overrides,
    })
    .returning();
  if (channel) await db.insert(brandUpdateChannels).values({ brand_id: brand!.id, channel });
  return brand!;
}
