import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessRequestDetailSchema } from '@updately/shared/business-api';
import { KIND_ANSWER_FIELDS, payloadToValues } from '@updately/shared/request-kind-fields';
import { REQUEST_KIND_SUBJECT } from '@updately/shared/request-kinds';
import { companyUpdateRequestSchema } from '@updately/shared/update-channel-contract';
import type { UpdateField } from '@updately/shared/updates-api';
import { createValueCipher } from '../crypto/value-cipher';
import { toCompanyUpdateRequest } from '../update-engine/company-request';
import { openItem, sealItems, type ItemRow } from '../update-engine/request-values';
import type { UpdateRequestRow } from '../update-engine/transition';
import { anyKindPayload } from '../../test/kind-arbitraries';

const cipher = createValueCipher([{ id: 'k1', key: randomBytes(32) }]);
const request = { id: '7d3c1a52-5b7e-4c1e-9f57-2f3b1a0c9e11', user_id: 'user-1' };

/** The stored row as the engine reads it back: one sealed item per field, opened. */
function storeAndRead(values: readonly { field: string; value: string }[]) {
  return sealItems(cipher, request, values as { field: UpdateField; value: string }[]).map(
    (sealed, i) =>
      openItem(cipher, {
        ...sealed,
        id: `item-${i}`,
        outcome: 'pending',
        reason_code: null,
        reason_message: null,
        answered_at: null,
        created_at: new Date(),
      } as unknown as ItemRow),
  );
}

describe('every kind of request survives encrypt, store, the API and the webhook contract', () => {
  it('the details a company reads are the payload the person approved, byte for byte', () => {
    fc.assert(
      fc.property(anyKindPayload, (input) => {
        const items = storeAndRead([
          { field: 'full_name', value: 'Sam Lee' },
          ...payloadToValues(input),
        ]);
        const row = {
          ...request,
          kind: input.kind,
          subject: REQUEST_KIND_SUBJECT[input.kind],
          reference: 'UPD-TEST',
          channel: 'api',
          attempt: 1,
          brand_id: null,
          company_name: 'Acme',
          effective_date: null,
          expected_by: '2027-01-31',
          confidential: false,
          created_at: new Date('2026-11-01T00:00:00Z'),
        } as unknown as UpdateRequestRow;
        const sent = toCompanyUpdateRequest(
          { appName: 'Updately' },
          { row, items, consent: null, acting: null },
        );
        // Through JSON, as the api channel, the Business API and a webhook consumer see it.
        const received = companyUpdateRequestSchema.parse(JSON.parse(JSON.stringify(sent)));
        expect(received.kind).toBe(input.kind);
        expect(received.details).toEqual({ kind: input.kind, ...input.payload });
        const answers: readonly string[] = KIND_ANSWER_FIELDS[input.kind];
        expect(received.changes).toEqual(
          payloadToValues(input).filter((v) => answers.includes(v.field)),
        );
        // The Business API's own variant of the kind takes it too.
        const detail = businessRequestDetailSchema.parse({
          ...received,
          status: 'sent',
          values_withheld: null,
          outcomes: received.changes.map((c) => ({
            field: c.field,
            outcome: 'pending',
            reason: null,
          })),
          identity_assertion: 'x.y.z',
          created_at: '2026-11-01T00:00:00Z',
          updated_at: '2026-11-01T00:00:00Z',
        });
        expect(detail.details).toEqual(received.details);
      }),
      { numRuns: 50 },
    );
  }, 20_000);
});
