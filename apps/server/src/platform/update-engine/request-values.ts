import { asc, eq, inArray } from 'drizzle-orm';
import {
  KIND_ANSWER_FIELD_LIST,
  KIND_CONTEXT_FIELD_LIST,
} from '@updately/shared/request-kind-fields';
import { UPDATE_IDENTIFIER_FIELDS, type UpdateField } from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import { updateRequestItems } from '../../db/schema';
import type { ValueCipher } from '../crypto/value-cipher';

export type ItemRow = typeof updateRequestItems.$inferSelect;
export type OpenItem = Omit<ItemRow, 'value_key_id' | 'value_ciphertext'> & {
  field: UpdateField;
  value: string;
};

/** Binds each ciphertext to its row: a value moved to another request or field won't open. */
const context = (requestId: string, field: string) => `update_request_items:${requestId}:${field}`;

/** Item rows for a new request, each value sealed under the current key. */
export function sealItems(
  cipher: ValueCipher,
  request: { id: string; user_id: string },
  values: readonly { field: UpdateField; value: string }[],
): (typeof updateRequestItems.$inferInsert)[] {
  return values.map(({ field, value }) => {
    const sealed = cipher.seal(value, context(request.id, field));
    return {
      request_id: request.id,
      user_id: request.user_id,
      field,
      value_key_id: sealed.keyId,
      value_ciphertext: sealed.ciphertext,
    };
  });
}

export function sealValue(cipher: ValueCipher, requestId: string, field: string, value: string) {
  const sealed = cipher.seal(value, context(requestId, field));
  return { value_key_id: sealed.keyId, value_ciphertext: sealed.ciphertext };
}

export function openItem(cipher: ValueCipher, row: ItemRow): OpenItem {
  const { value_key_id, value_ciphertext, ...rest } = row;
  const value = cipher.open(
    { keyId: value_key_id, ciphertext: value_ciphertext },
    context(row.request_id, row.field),
  );
  return { ...rest, field: row.field as UpdateField, value };
}

/** The decrypted items of many requests in one query, by request id, in a stable order. */
export async function readItems(
  db: Db,
  cipher: ValueCipher,
  requestIds: readonly string[],
): Promise<Map<string, OpenItem[]>> {
  const byRequest = new Map<string, OpenItem[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(updateRequestItems)
    .where(
      requestIds.length === 1
        ? eq(updateRequestItems.request_id, requestIds[0]!)
        : inArray(updateRequestItems.request_id, [...requestIds]),
    )
    .orderBy(asc(updateRequestItems.request_id), asc(updateRequestItems.field));
  for (const row of rows) {
    const list = byRequest.get(row.request_id) ?? [];
    list.push(openItem(cipher, row));
    byRequest.set(row.request_id, list);
  }
  for (const list of byRequest.values())
    list.sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field));
  return byRequest;
}

/** Who the customer is, then what is asked (answer fields), then its context. */
const ORDER: readonly string[] = [
  ...UPDATE_IDENTIFIER_FIELDS,
  ...KIND_ANSWER_FIELD_LIST,
  ...KIND_CONTEXT_FIELD_LIST,
];
const fieldOrder = (field: string) => ORDER.indexOf(field);
