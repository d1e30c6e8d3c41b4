/**
 * Personal values as the admin journey pages show them before a reveal: enough to tell rows
 * apart, not enough to learn the value. The mask never says how long the value is.
 */
export const MASK = '••••';

/** First character, then the mask: `M••••`. */
export function maskText(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return `${Array.from(text)[0]}${MASK}`;
}

/** First character of the local part, then the domain: `a••••@example.com`. */
export function maskEmail(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const at = text.lastIndexOf('@');
  if (at < 1) return maskText(text);
  return `${Array.from(text)[0]}${MASK}${text.slice(at)}`;
}

/** Only the last two digits: `••••56`. */
export function maskPhone(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 6 ? `${MASK}${digits.slice(-2)}` : MASK;
}

/** A date gives nothing away: `••••-••-••`. */
export function maskDate(value: string | null | undefined): string | null {
  return value ? '••••-••-••' : null;
}

const JOURNEY_PERSONAL_KEYS: Record<string, (value: string | null | undefined) => string | null> = {
  name: maskText,
  target_address: maskText,
  target_email: maskEmail,
  target_phone: maskPhone,
  moving_date: maskDate,
};

/**
 * A journey's audit values (which may hold the whole journey) with its personal values masked,
 * so the audit page and its CSV give away no more than the journeys page before a reveal.
 */
export function maskJourneyAuditValues(values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const mask = JOURNEY_PERSONAL_KEYS[key];
      return [key, mask && typeof value === 'string' ? mask(value) : value];
    }),
  );
}
