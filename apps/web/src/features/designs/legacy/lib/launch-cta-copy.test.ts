import { describe, expect, it } from 'vitest';
import { PICK_DESIGNS_HINT, launchCtaCopy } from './launch-cta-copy';

describe('launch call-to-action copy (spec §2.5, §5)', () => {
  it('asks for the real minimum of 1 design', () => {
    expect(PICK_DESIGNS_HINT).toBe('Pick at least 1 design');
    expect(launchCtaCopy(0)).toEqual({
      title: 'Select at least 1 more',
      subtitle: 'design to continue',
    });
  });

  it('is set from the first selected design on', () => {
    expect(launchCtaCopy(1)).toEqual({
      title: "You're all set!",
      subtitle: 'Ready to launch your store?',
    });
    expect(launchCtaCopy(3).title).toBe("You're all set!");
  });
});
