/** First and last name from sign-up metadata, or a full name split at the first space. */
export function splitName(meta: {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
}): { first_name: string | null; last_name: string | null } {
  const first = meta.first_name?.trim();
  const last = meta.last_name?.trim();
  if (first || last) return { first_name: first || null, last_name: last || null };
  const full = meta.name?.trim() ?? '';
  if (!full) return { first_name: null, last_name: null };
  const space = full.indexOf(' ');
  if (space === -1) return { first_name: full, last_name: null };
  return { first_name: full.slice(0, space), last_name: full.slice(space + 1).trim() || null };
}
