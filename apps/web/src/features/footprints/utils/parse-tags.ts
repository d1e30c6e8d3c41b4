import { FOOTPRINT_TAGS_MAX, footprintTagsSchema } from '@updately/shared/footprints-api';
import { sanitizeTags } from '@updately/shared/sanitize';

export type ParsedTags = { ok: true; tags: string[] } | { ok: false; message: string };

/** Tags typed as one comma-separated line: sanitised, blanks and repeats dropped, then checked. */
export function parseTags(text: string): ParsedTags {
  const tags = sanitizeTags(text.split(','));
  const parsed = footprintTagsSchema.safeParse(tags);
  if (parsed.success) return { ok: true, tags: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? `Use ${FOOTPRINT_TAGS_MAX} tags at most.`,
  };
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}
