/**
 * A URL-safe, unique-enough slug for better-auth (slugs are unique across organisations): the
 * name in lower-case words joined by hyphens, and a random suffix so two "Acme"s never clash.
 */
export function organizationSlug(name: string, suffix = randomSuffix()): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return base ? `${base}-${suffix}` : `org-${suffix}`;
}

function randomSuffix(): string {
  return crypto.randomUUID().slice(0, 6);
}
