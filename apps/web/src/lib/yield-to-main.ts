/**
 * Lets the browser paint and handle input before the next step (shorter tasks): the
 * Scheduler API's yield where there is one, otherwise a message, as React's scheduler yields (a
 * timer could be throttled, or held by a test's paused clock).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
