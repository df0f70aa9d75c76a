/**
 * Full-page navigation. Cross-app links must load the other app's page, and leaving after a
 * session change must drop every in-memory cache, so these go through the browser, not the router.
 */
export function fullNavigate(url: string): void {
  leaving = true;
  window.location.assign(url);
}

let leaving = false;

/** True once a full navigation has started: guards show a spinner instead of redirecting again. */
export function isLeavingPage(): boolean {
  return leaving;
}

/** For tests: forget a navigation that a stubbed `location.assign` never performed. */
export function resetLeavingPage(): void {
  leaving = false;
}
