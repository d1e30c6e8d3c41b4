import { formatAuPhone, postalAddressLines } from '@updately/shared/brand-channels';
import { brandCategoryLabel, toDataItems } from '@updately/shared/brands-api';
import type { Footprint } from '@updately/shared/footprints-api';
import type { digitalFootprints } from '../../db/schema';
import { brandDirectory } from '../../db/schema';

/** The brand columns a footprint shows; select them with a left join (custom brands have none). */
export const footprintBrandColumns = {
  id: brandDirectory.id,
  name: brandDirectory.name,
  category: brandDirectory.category,
  website: brandDirectory.website,
  account_settings_url: brandDirectory.account_settings_url,
  contact_email: brandDirectory.contact_email,
  footprint_tags: brandDirectory.footprint_tags,
  data_collection_items: brandDirectory.data_collection_items,
  web_form_url: brandDirectory.web_form_url,
  postal_address: brandDirectory.postal_address,
  phone: brandDirectory.phone,
  phone_hours: brandDirectory.phone_hours,
};

export type FootprintRow = typeof digitalFootprints.$inferSelect;
export type FootprintBrandRow = Pick<
  typeof brandDirectory.$inferSelect,
  keyof typeof footprintBrandColumns
>;

export function toFootprint(footprint: FootprintRow, brand: FootprintBrandRow | null): Footprint {
  return {
    id: footprint.id,
    brand_id: footprint.brand_id,
    custom_brand_name: footprint.custom_brand_name,
    name: brand?.name ?? footprint.custom_brand_name ?? 'Unknown brand',
    is_custom: brand === null,
    category: brand?.category ?? null,
    category_label: brandCategoryLabel(brand?.category ?? null),
    tags: footprint.tags,
    data_items: toDataItems(brand?.data_collection_items ?? footprint.custom_data_items),
    created_at: footprint.created_at.toISOString(),
    brand: brand && {
      id: brand.id,
      name: brand.name,
      category: brand.category,
      website: brand.website,
      account_settings_url: brand.account_settings_url,
      contact_email: brand.contact_email,
      footprint_tags: brand.footprint_tags,
      web_form_url: brand.web_form_url,
      postal_address_lines: brand.postal_address ? postalAddressLines(brand.postal_address) : [],
      phone: brand.phone,
      phone_display: brand.phone ? formatAuPhone(brand.phone) : null,
      phone_hours: brand.phone_hours,
    },
  };
}
