/** Runs a task while holding a named lock; tasks under one name never overlap. */
export interface LockRunner {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** The lock every tab takes before touching the refresh token (single-use, rotating). */
export const refreshLockName = 'encore-auth-refresh';

/** Serializes tasks within this page only: the fallback where Web Locks are missing. */
export function createLocalLocks(): LockRunner {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(name, task) {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

/**
 * The Web Locks API, shared by every tab of this origin, so two tabs never spend the same
 * refresh token. Browsers without it (and jsdom) get a lock for this tab only.
 */
export function browserLocks(): LockRunner {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return createLocalLocks();
  // lib.dom types the result as Promise<Promise<T>>; the browser resolves the inner one.
  return { run: async (name, task) => await locks.request(name, () => task()) };
}
