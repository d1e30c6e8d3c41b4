import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import { IslandFrame } from './island';
import type { IslandName } from './island-names';
import { ISLANDS } from './registry';
import { typedBeforeHydration, replayTyped } from './typed-input';

const roots = new Map<HTMLElement, Root>();
const waiting = new Map<HTMLElement, () => void>();

/** The island elements under `scope` (prerendered by <Island>). */
const islandsIn = (scope: ParentNode) => [
  ...scope.querySelectorAll<HTMLElement>('[data-island][data-island-id]'),
];

/**
 * Hydrates one island with React alone, then gives back what the visitor typed before (React
 * keeps the prerendered value in the field but its state starts empty). As a transition, React
 * hydrates in slices of a few milliseconds and yields to the browser between them (no long task
 * on a slow phone); input that arrives meanwhile hydrates its island first.
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (roots.has(element)) return;
  const Component = await ISLANDS[element.dataset.island as IslandName]();
  if (roots.has(element) || !element.isConnected) return;
  const props: object = JSON.parse(element.dataset.props ?? '{}');
  const typed = typedBeforeHydration(element);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      roots.set(
        element,
        hydrateRoot(
          element,
          <IslandFrame onReady={resolve}>
            <Component {...props} />
          </IslandFrame>,
          { identifierPrefix: element.dataset.islandId },
        ),
      );
    });
  });
  replayTyped(typed);
}

const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input', 'click', 'submit'] as const;
/** How close to the viewport a data-hydrate="visible" island starts. */
const VISIBLE_MARGIN = '200px';

/**
 * Hydrates an island later: on its first focus, touch, click, key or submit, and for
 * data-hydrate="visible" also when it comes near the viewport. What the visitor did meanwhile
 * is not lost: focus is announced again, a button click is repeated, a submit is sent again
 * (typed text is handed over by hydrateIsland).
 */
function hydrateLater(element: HTMLElement, whenVisible: boolean) {
  let clicked: HTMLButtonElement | null = null;
  let submitted: HTMLFormElement | null = null;
  let started = false;
  const observer = whenVisible
    ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin: VISIBLE_MARGIN,
      })
    : null;
  const onEvent = (event: Event) => {
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      event.preventDefault();
      submitted = event.target;
    }
    if (event.type === 'click' && event.target instanceof Element) {
      const button = event.target.closest('button');
      if (button && button.type !== 'submit') clicked = button;
    }
    start();
  };
  const stop = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, onEvent, true);
    observer?.disconnect();
    waiting.delete(element);
  };
  function start() {
    if (started) return;
    started = true;
    void hydrateIsland(element).then(() => {
      // Events that came while it loaded (a click follows the touch that started it) are done.
      stop();
      const active = document.activeElement;
      if (active && element.contains(active)) {
        active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      if (clicked?.isConnected) clicked.click();
      if (submitted?.isConnected) submitted.requestSubmit();
    });
  }
  for (const type of INTERACTIONS) element.addEventListener(type, onEvent, true);
  observer?.observe(element.firstElementChild ?? element);
  waiting.set(element, stop);
  // Already in use before this script ran (focus inside, text typed): start now.
  const active = document.activeElement;
  if ((active && element.contains(active)) || typedBeforeHydration(element).length > 0) start();
}

/**
 * Hydrates the islands of the page under `scope`; resolves once those hydrating with the page
 * are live (those waiting for an interaction are wired to start then).
 */
export async function hydrateIslands(scope: ParentNode): Promise<void> {
  const now: HTMLElement[] = [];
  for (const element of islandsIn(scope)) {
    const when = element.dataset.hydrate;
    if (when === 'interaction' || when === 'visible') hydrateLater(element, when === 'visible');
    else now.push(element);
  }
  await Promise.all(now.map(hydrateIsland));
}

/** Unmounts every island (before the page's markup is replaced or the app takes over). */
export function unmountIslands() {
  for (const stop of [...waiting.values()]) stop();
  for (const root of roots.values()) root.unmount();
  roots.clear();
}
