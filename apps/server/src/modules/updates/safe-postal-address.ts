import { toAs4590 } from '@updately/shared/as4590-address';
import { formatAddressLine } from '@updately/shared/au-address';
import type { KindPayload } from '@updately/shared/request-kind-payloads';
import { SAFE_POSTAL_ADDRESS_MISSING, type CompanySafety } from '@updately/shared/safe-mode';
import { AppError } from '../../lib/errors';
import type { KindJourney } from './kind-plan';

/**
 * Safe mode: a company set to receive the postal address (a PO Box, a friend, a parcel locker) is
 * sent it as the change of address, and neither the home nor a separate postal address. Without
 * a postal address on the journey, the approval is refused naming the company.
 */
export function withSafePostalAddress(
  journey: KindJourney,
  company: { company_name: string; safety: Pick<CompanySafety, 'use_postal_address'> },
  planned: KindPayload | null,
): KindPayload | null {
  if (!planned || planned.kind !== 'change_of_address' || !company.safety.use_postal_address) {
    return planned;
  }
  const postal = journey.details.change_of_address?.postal_address;
  if (!postal) {
    throw new AppError('VALIDATION_FAILED', SAFE_POSTAL_ADDRESS_MISSING(company.company_name));
  }
  return {
    kind: 'change_of_address',
    payload: { address: formatAddressLine(postal), address_parts: toAs4590(postal) },
  };
}
