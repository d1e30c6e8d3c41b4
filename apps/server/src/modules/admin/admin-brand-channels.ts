import {
  BRAND_CHANNEL_FIELDS,
  type BrandChannelFields,
  type PostalAddress,
} from '@updately/shared/brand-channels';

/** The brand table's channel columns (issue 26), in the file's order. */
export const CHANNEL_COLUMNS = BRAND_CHANNEL_FIELDS;

/**
 * An address with its parts in one order: jsonb hands keys back in its own order, so files,
 * audit diffs and comparisons see the same text for the same address.
 */
export function canonicalAddress(address: PostalAddress): PostalAddress {
  return {
    recipient: address.recipient ?? null,
    organisation: address.organisation,
    line1: address.line1,
    line2: address.line2 ?? null,
    suburb: address.suburb,
    state: address.state,
    postcode: address.postcode,
  };
}

/** A brand's channel values as files and audit entries hold them. */
export function channelRecord(row: {
  [K in keyof BrandChannelFields]: K extends 'postal_address'
    ? PostalAddress | null
    : string | null;
}): BrandChannelFields {
  return {
    web_form_url: row.web_form_url,
    web_form_purpose: row.web_form_purpose as BrandChannelFields['web_form_purpose'],
    web_form_source: row.web_form_source,
    web_form_checked_on: row.web_form_checked_on,
    postal_address: row.postal_address && canonicalAddress(row.postal_address),
    postal_address_source: row.postal_address_source,
    postal_address_checked_on: row.postal_address_checked_on,
    phone: row.phone,
    phone_hours: row.phone_hours,
    phone_source: row.phone_source,
    phone_checked_on: row.phone_checked_on,
  };
}
