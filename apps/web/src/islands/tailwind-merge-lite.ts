/**
 * The islands script's stand-in for tailwind-merge (10 KB of the 80 KB a public page may load):
 * drops repeated classes, keeping the last, and resolves no conflicts. Island components must
 * not rely on one class overriding another in `cn()`; the prerendered markup (real
 * tailwind-merge) and the hydrated islands then carry the same classes. Only the islands build
 * uses it (scripts/prerender.mjs).
 */
export function twMerge(...classLists: string[]): string {
  const classes = classLists.join(' ').split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  classes.forEach((name, index) => {
    if (classes.indexOf(name, index + 1) === -1) kept.push(name);
  });
  return kept.join(' ');
}
