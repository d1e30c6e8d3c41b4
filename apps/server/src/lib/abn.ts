const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * Whether `abn` is a valid Australian Business Number: 11 digits (spaces allowed) passing the
 * ATO's checksum (subtract 1 from the first digit, weight, sum, divisible by 89).
 */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!,
    0,
  );
  return sum % 89 === 0;
}
