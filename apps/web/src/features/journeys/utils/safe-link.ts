/** An http(s) URL to link to, or null: directory data never becomes a `javascript:` link. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const EMAIL = /^[^\s@<>()"',;:?&=/\\]+@[^\s@<>()"',;:?&=/\\]+\.[^\s@<>()"',;:?&=/\\]+$/;

/** A `mailto:` href for a plain address, or null. */
export function mailtoHref(email: string | null | undefined): string | null {
  return email && EMAIL.test(email) ? `mailto:${email}` : null;
}
