import type { Design } from '@encore/contracts';

const surroundingQuotes = /^[\s"'“”‘’«»]+|[\s"'“”‘’«»]+$/g;

/**
 * The hook to show under the track name. Empty and 'undefined' hooks are already gone
 * (normalizeDesign, spec §3); a hook that is only the track name in quotes would say it twice.
 */
export function displayedHook(design: Pick<Design, 'hook' | 'trackName'>): string | null {
  if (design.hook === null) return null;
  const bare = design.hook.replace(surroundingQuotes, '').toLocaleLowerCase();
  return bare === design.trackName.trim().toLocaleLowerCase() ? null : design.hook;
}
