/** Spec §9: the page reloads 1 s after clearing all data, 0.5 s after switching store mode. */
export const RELOAD_AFTER_CLEAR_MS = 1_000;
export const RELOAD_AFTER_SWITCH_MS = 500;

/** Reloads the page after `ms`, so the toast saying why is seen first. */
export function reloadSoon(ms: number): void {
  window.setTimeout(() => window.location.reload(), ms);
}
