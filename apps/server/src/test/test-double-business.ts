import {
  companyUpdateRequestSchema,
  type CompanyResponse,
  type CompanyUpdateRequest,
} from '@updately/shared/update-channel-contract';
import type { Logger } from '../lib/logger';
import type { Db } from '../db/client';
import type { ApiChannelNotice, ApiChannelTransport } from '../platform/update-engine/api-channel';
import { recordCompanyResponse } from '../platform/update-engine/company-response';

/**
 * A business with a live integration, as a test double speaking the api channel's contract: it
 * receives requests (checked against the contract's schema) and notices, and answers through the
 * same entry point the Business API uses.
 */
export function testDoubleBusiness() {
  const received: CompanyUpdateRequest[] = [];
  const notices: ApiChannelNotice[] = [];
  let failNext = 0;
  const transport: ApiChannelTransport = {
    async deliver(request) {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('integration unavailable');
      }
      received.push(companyUpdateRequestSchema.parse(request));
      return { deliveryId: `delivery-${received.length}` };
    },
    async notify(notice) {
      notices.push(notice);
    },
  };
  return {
    transport,
    received,
    notices,
    /** The next `n` deliveries fail (the integration is down). */
    failDeliveries(n: number) {
      failNext = n;
    },
    answer(db: Db, logger: Logger, requestId: string, response: CompanyResponse) {
      return db.transaction((tx) =>
        recordCompanyResponse(tx, logger, {
          requestId,
          response,
          evidence: { via: 'api', confirmed_by: 'Test Double Pty Ltd' },
        }),
      );
    },
  };
}
