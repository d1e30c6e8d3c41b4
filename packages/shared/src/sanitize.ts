export const JOURNEY_NAME_MAX_LENGTH = 120;
export const BRAND_NAME_MAX_LENGTH = 120;
export const TAG_MAX_LENGTH = 40;

// A tag is `<` followed by a letter, `/`, `!` or `?`, up to the next `>` or the end of the text
// (an unclosed `<img src=x onerror=...` is as dangerous as a closed one).
const TAG = /<[a-z/!?][^>]*(?:>|$)/gi;
const ANGLE_BRACKET = /[<>]/g;
const CONTROL_CHARACTER = /\p{Cc}/gu;
const WHITESPACE = /\s+/g;

/**
 * Plain text from untrusted input: tags and any remaining angle brackets removed, control
 * characters and runs of whitespace collapsed to one space, trimmed, and cut to `maxLength`
 * characters (code points, so an emoji is never split). Idempotent.
 */
export function sanitizeText(input: string, maxLength: number): string {
  const text = input
    .replace(TAG, ' ')
    .replace(ANGLE_BRACKET, ' ')
    .replace(CONTROL_CHARACTER, ' ')
    .replace(WHITESPACE, ' ')
    .trim();
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return characters.slice(0, maxLength).join('').trimEnd();
}

/** The spec's "name is sanitised before saving", applied by the client and again by the server. */
export function sanitizeJourneyName(input: string): string {
  return sanitizeText(input, JOURNEY_NAME_MAX_LENGTH);
}

export function sanitizeBrandName(input: string): string {
  return sanitizeText(input, BRAND_NAME_MAX_LENGTH);
}

/** Tags: each sanitised, empty ones dropped, duplicates (ignoring case) kept once. */
export function sanitizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const clean = sanitizeText(tag, TAG_MAX_LENGTH);
    const key = clean.toLowerCase();
    if (clean && !seen.has(key)) {
      seen.add(key);
      result.push(clean);
    }
  }
  return result;
}
