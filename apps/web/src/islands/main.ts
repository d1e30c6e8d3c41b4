/**
 * The script of every prerendered public page, kept tiny and importing nothing: the page loads
 * and is on screen before React and the islands load (islands/start-islands.ts, named by the
 * page). The browser reports the first contentful paint once it has been presented; a hidden tab
 * (no paint until shown) starts at once, and nothing waits more than 3 s. Its own file, so the
 * islands' code is one download (scripts/prerender.mjs). Text typed meanwhile is kept
 * (islands/typed-input.ts).
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  const islands = document.querySelector<HTMLMetaElement>('meta[name="updately-islands"]');
  if (islands) void import(/* @vite-ignore */ islands.content);
}

function afterPaint() {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  setTimeout(start, 3000);
  try {
    // Buffered: a paint reported before this runs is delivered too.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
