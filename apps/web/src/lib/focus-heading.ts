const OPEN_DIALOG =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]';
/** Focus a page has placed on purpose (a field, a step heading, an alert): left where it is. */
const PLACED_FOCUS = 'input, textarea, select, [contenteditable="true"], [tabindex="-1"]';

/** The page's main heading, once it is rendered. */
export function pageHeading(scope: ParentNode = document): HTMLElement | null {
  return scope.querySelector<HTMLElement>('main h1') ?? scope.querySelector<HTMLElement>('h1');
}

function focusWasPlaced(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.id === 'main' || active.tagName === 'H1') return false;
  return active.matches(PLACED_FOCUS);
}

/**
 * After a page change: focus on the new page's heading, so keyboard and screen-reader users
 * start at the top of what changed and hear its name. Not while a dialog is open, nor when the
 * page has put focus somewhere itself. False when it left focus alone.
 */
export function focusPageHeading(heading: HTMLElement): boolean {
  if (document.querySelector(OPEN_DIALOG) || focusWasPlaced()) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // After a mouse click the browser shows no ring for this (not :focus-visible); after a key it does.
  heading.focus({ preventScroll: true });
  return true;
}
