/**
 * Faults of the browser driver, not of the site, that Vitest would otherwise count as the run's
 * unhandled errors.
 *
 * Playwright's WebDriver BiDi page (which drives Firefox) handles `navigationCommitted` by reading
 * the frame the event names, and throws when that frame is already gone: a frame the page has
 * just navigated away from or closed, whose commit Firefox reports a moment later. The throw
 * happens inside Playwright's event emitter, outside any call a test awaits, so Vitest reports an
 * unhandled rejection and fails the stage although every test passed. Nothing is lost: the frame
 * it would update no longer exists. Upstream: microsoft/playwright#40763 guards the same read.
 */
export function isDriverFault(error: { name?: string; message?: string; stack?: string }) {
  return (
    error.name === "TypeError" &&
    error.message === "Cannot read properties of null (reading '_name')" &&
    /\bBidiPage\._onNavigationCommitted\b/.test(error.stack ?? "")
  );
}

/**
 * Vitest's `onUnhandledError`: false (ignore) for a known driver fault, after saying so on the
 * run's output; every other error fails the run as before.
 */
export function onUnhandledError(error: { name?: string; message?: string; stack?: string }) {
  if (!isDriverFault(error)) return undefined;
  console.warn(`Ignored a fault of the browser driver, not of the site: ${error.message}`);
  return false;
}
