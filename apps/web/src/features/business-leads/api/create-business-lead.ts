import type { BusinessLeadCreated, BusinessLeadInput } from '@updately/shared/business-leads-api';

import { api } from '../../../lib/api-client';

export function createBusinessLead(input: BusinessLeadInput) {
  return api.post<BusinessLeadCreated>('/api/business-leads', input);
}
