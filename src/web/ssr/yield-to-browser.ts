/**
 * Ends the current task: the browser paints, handles a tap or scroll, then the caller goes on.
 * Start-up work split this way is several short tasks instead of one long one, and a phone
 * stays responsive while a server-drawn page is being taken over.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
