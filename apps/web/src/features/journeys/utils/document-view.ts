import type { DocumentAccess } from '@updately/shared/documents-api';

import { formatDate } from '../../../lib/format-date';

const CHANNEL_LABELS: Record<DocumentAccess['channel'], string> = {
  email_link: 'email link',
  api: 'Business API',
  admin: 'administrator',
};

/** One line of "Seen by": "AGL viewed it on 3 Mar 2027 (email link)". */
export function accessText(access: DocumentAccess): string {
  const did = access.action === 'download' ? 'downloaded' : 'viewed';
  return `${access.company_name} ${did} it on ${formatDate(access.at)} (${CHANNEL_LABELS[access.channel]})`;
}
