// The build's wait for its chosen designs' print files, which the designs job may still be
// drawing: woken when the designs job stores one of the artist's print files, looking again every
// `pollMs` in case a signal is lost, and handing over to a retry after `waitMs`.
import type { DatabaseNotifications } from '../../../db/notifications.ts';
import type { DesignRow, StoreRow } from '../../../db/schema/index.ts';
import { onPrintFile } from '../../designs/index.ts';

/** Some chosen designs have no print file yet: the designs job is still making them. */
export class PrintFilesPendingError extends Error {
  override readonly name = 'PrintFilesPendingError';
}

/** Nothing a retry could fix (a chosen design is gone): the build fails now. */
export class BuildCannotFinishError extends Error {}

export interface PrintFileWait {
  notifications: Pick<DatabaseNotifications, 'listen'>;
  store: Pick<StoreRow, 'userId' | 'selectedDesignIds'>;
  /** Reads the chosen designs (the first look, and after every wake or poll). */
  reread(): Promise<DesignRow[]>;
  /** Ends the wait (the build stopped for another reason). */
  abort: AbortSignal;
  waitMs: number;
  pollMs: number;
  /**
   * When the wait runs out: makes the missing files if no design job will (true), or leaves
   * the wait to a retry (false).
   */
  rescue?(designs: DesignRow[]): Promise<boolean>;
}

/** The chosen designs once every one has its print file. */
export async function withPrintFiles(wait: PrintFileWait): Promise<DesignRow[]> {
  const { store, abort } = wait;
  const deadline = Date.now() + wait.waitMs;
  let woken = false;
  let rescued = false;
  let onWake: (() => void) | undefined;
  // Listening before looking, so a print file stored in between is not missed.
  const stop = await onPrintFile(wait.notifications, store.userId, () => {
    woken = true;
    onWake?.();
  });
  try {
    // The first look comes after listening starts: a print file stored before it is read here,
    // one stored after it wakes the wait.
    let current = await wait.reread();
    for (;;) {
      if (current.length !== store.selectedDesignIds.length) {
        throw new BuildCannotFinishError('A design chosen for the store no longer exists.');
      }
      const missing = current.filter((design) => design.printKey === null).length;
      if (missing === 0) return current;
      if (Date.now() >= deadline) {
        if (!rescued && wait.rescue) {
          rescued = true;
          if (await wait.rescue(current)) {
            current = await wait.reread();
            continue;
          }
        }
        throw new PrintFilesPendingError(
          `${missing} of ${current.length} designs are still getting their print files.`,
        );
      }
      if (!woken) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            abort.removeEventListener('abort', done);
            onWake = undefined;
            resolve();
          };
          const timer = setTimeout(done, Math.min(wait.pollMs, deadline - Date.now()));
          onWake = done;
          abort.addEventListener('abort', done);
        });
      }
      abort.throwIfAborted();
      woken = false;
      current = await wait.reread();
    }
  } finally {
    stop();
  }
}
