import { MIN_DESIGNS_TO_LAUNCH } from '@encore/contracts';

// Spec §2.5's call-to-action bar: how many more designs to pick, or that the user is set. The
// first generation's heading said 3; the real minimum (spec §5, §9) is 1, and the copy says so.

/** The sub-text under 'Choose your merch'. */
export const PICK_DESIGNS_HINT = `Pick at least ${MIN_DESIGNS_TO_LAUNCH} design`;

export function launchCtaCopy(selectedCount: number): { title: string; subtitle: string } {
  const missing = MIN_DESIGNS_TO_LAUNCH - selectedCount;
  if (missing > 0)
    return { title: `Select at least ${missing} more`, subtitle: 'design to continue' };
  return { title: "You're all set!", subtitle: 'Ready to launch your store?' };
}
