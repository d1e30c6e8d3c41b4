/**
 * A React Router pattern of the web app as a regular expression: `:name` is one segment, a
 * trailing slash is allowed, and the match is case-insensitive like the router's.
 */
export function patternExpression(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}
