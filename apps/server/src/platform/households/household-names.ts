import type { ValueCipher } from '../crypto/value-cipher';

/** Binds a sealed name to its household row: copied to another row, it will not open. */
const context = (householdId: string) => `journey_household.name:${householdId}`;

export function sealHouseholdName(
  cipher: ValueCipher,
  householdId: string,
  name: string,
): { name_key_id: string; name_ciphertext: string } {
  const sealed = cipher.seal(name, context(householdId));
  return { name_key_id: sealed.keyId, name_ciphertext: sealed.ciphertext };
}

export function openHouseholdName(
  cipher: ValueCipher,
  row: { id: string; name_key_id: string; name_ciphertext: string },
): string {
  return cipher.open({ keyId: row.name_key_id, ciphertext: row.name_ciphertext }, context(row.id));
}
