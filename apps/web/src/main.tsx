import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

/*
 * The prerendered page paints before any of the app's JavaScript runs: React, the router and the
 * page's modules load right after the first frame and then hydrate it (a slow phone shows the
 * page sooner; it becomes interactive a moment later). In a background tab, where frames wait,
 * the timeout starts it.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./start-client').then(({ startClient }) => startClient(root));
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
