import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the current frame (a frame, then a task), or
 * after a second where frames don't come (a hidden tab). Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          task = setTimeout(run, 0);
        })
      : undefined;
  const fallback = setTimeout(run, frame === undefined ? 0 : 1_000);
  return () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
}

/** False on the first render, true once that render has been painted. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
