import { describe, expect, it } from 'vitest';

import { formatDate } from '../../../lib/format-date';
import { accessText } from './document-view';

describe('accessText', () => {
  it('says who saw the document, how and when', () => {
    const at = '2027-03-03T10:00:00.000Z';
    expect(accessText({ company_name: 'AGL', channel: 'email_link', action: 'view', at })).toBe(
      `AGL viewed it on ${formatDate(at)} (email link)`,
    );
    expect(accessText({ company_name: 'CBA', channel: 'api', action: 'download', at })).toBe(
      `CBA downloaded it on ${formatDate(at)} (Business API)`,
    );
  });
});
