import type { DeleteAccountInput } from '@updately/shared/account-api';

import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/account: removes every row the user owns and ends every session. A plain call:
 * the caller leaves the signed-in area afterwards, which drops every cached query.
 */
export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest<{ success: true }>('/api/account', {
    method: 'DELETE',
    // A wrong password is a 403; a 401 is a lost session, ended like any other (Session Invalid).
    body: input,
  });
}
