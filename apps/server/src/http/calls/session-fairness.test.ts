import { describe, expect, it } from 'vitest';
import { createSessionFairness, type Admission } from './session-fairness.ts';

function fairnessAt(limits = { perSecond: 10, burst: 10, maxInFlight: 2, maxWaiting: 1 }) {
  const clock = { now: 0 };
  return { clock, fairness: createSessionFairness(limits, () => clock.now) };
}

const release = (admission: Admission) => {
  if (admission.admitted) admission.release();
};

describe('session fairness', () => {
  it('lets a burst through, then asks the session to wait until a call is earned back', async () => {
    const { clock, fairness } = fairnessAt({
      perSecond: 2,
      burst: 3,
      maxInFlight: 10,
      maxWaiting: 0,
    });
    for (let i = 0; i < 3; i += 1) {
      const admission = await fairness.admit('s1');
      expect(admission.admitted).toBe(true);
      release(admission);
    }
    expect(await fairness.admit('s1')).toEqual({ admitted: false, retryAfterSeconds: 1 });
    clock.now += 500;
    expect((await fairness.admit('s1')).admitted).toBe(true);
  });

  it('runs at most maxInFlight calls of one session; the next waits for a place, the one after is refused', async () => {
    const { fairness } = fairnessAt();
    const first = await fairness.admit('s1');
    const second = await fairness.admit('s1');
    expect(first.admitted && second.admitted).toBe(true);
    let thirdAdmitted = false;
    const third = fairness.admit('s1').then((admission) => {
      thirdAdmitted = admission.admitted;
      return admission;
    });
    expect(await fairness.admit('s1')).toEqual({ admitted: false, retryAfterSeconds: 1 });
    await Promise.resolve();
    expect(thirdAdmitted).toBe(false);
    release(first);
    release(first); // twice is once
    expect((await third).admitted).toBe(true);
    // Two running (second and third): a new one waits again rather than running.
    let fourthAdmitted = false;
    void fairness.admit('s1').then((admission) => (fourthAdmitted = admission.admitted));
    await Promise.resolve();
    expect(fourthAdmitted).toBe(false);
  });

  it("never counts one session's calls against another's", async () => {
    const { fairness } = fairnessAt();
    await fairness.admit('flood');
    await fairness.admit('flood');
    void fairness.admit('flood');
    expect((await fairness.admit('flood')).admitted).toBe(false);
    expect((await fairness.admit('someone-else')).admitted).toBe(true);
  });
});
