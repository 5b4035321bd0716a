import { normalizeDesign, type Design } from '@encore/contracts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDesignPolling, type IntervalScheduler } from './use-design-polling';

/** An interval the test fires by hand. */
function manualInterval() {
  let tick: (() => void) | null = null;
  const schedule: IntervalScheduler = vi.fn((next: () => void, _ms: number) => {
    tick = next;
    return () => {
      tick = null;
    };
  });
  return {
    schedule,
    running: () => tick !== null,
    fire: async () => {
      tick?.();
      // Let the poll's promise settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const design = (minute: number): Design =>
  normalizeDesign({
    id: `d${minute}`,
    trackName: `Track ${minute}`,
    createdAt: new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString(),
  });

function setup(answers: (() => Promise<Design[]>)[]) {
  const interval = manualInterval();
  const poll = vi.fn((_first: boolean) => {
    const next = answers.shift();
    return next ? next() : Promise.resolve([]);
  });
  const onNewDesigns = vi.fn();
  const onDone = vi.fn();
  const hook = renderHook(() =>
    useDesignPolling({
      enabled: true,
      poll,
      onNewDesigns,
      onDone,
      maxPolls: 4,
      schedule: interval.schedule,
    }),
  );
  return { interval, poll, onNewDesigns, onDone, hook };
}

describe('useDesignPolling', () => {
  it('polls at once, every interval, and stops after the last poll', async () => {
    const { interval, poll, onDone } = setup([]);
    expect(interval.schedule).toHaveBeenCalledWith(expect.any(Function), 15_000);
    await interval.fire();
    await interval.fire();
    expect(onDone).not.toHaveBeenCalled();
    await interval.fire();
    expect(poll.mock.calls.map(([first]) => first)).toEqual([true, false, false, false]);
    expect(interval.running()).toBe(false);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('takes the baseline from the first successful poll and reports only newer designs', async () => {
    const { interval, onNewDesigns } = setup([
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve([design(1)]),
      () => Promise.resolve([design(1), design(3), design(2)]),
      () => Promise.resolve([design(1), design(3), design(2)]),
    ]);
    await interval.fire();
    expect(onNewDesigns).not.toHaveBeenCalled();
    await interval.fire();
    expect(onNewDesigns).toHaveBeenCalledOnce();
    expect(onNewDesigns.mock.calls[0]?.[0].map((d: Design) => d.id)).toEqual(['d3', 'd2']);
    await interval.fire();
    expect(onNewDesigns).toHaveBeenCalledOnce();
  });

  it('stops when unmounted', async () => {
    const { interval, hook, onDone } = setup([]);
    hook.unmount();
    expect(interval.running()).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });
});
