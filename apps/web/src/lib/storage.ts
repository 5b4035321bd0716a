import type { z } from 'zod';

/** The part of the Web Storage API the app uses; tests and private-mode browsers swap it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const fallback = createMemoryStorage();

/**
 * Local storage that never throws: Safari private mode and full quotas throw on write, and
 * some embedded browsers throw on access. Then the app keeps working with in-memory values.
 */
export const browserStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return fallback.getItem(key);
    }
  },
  setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      fallback.setItem(key, value);
    }
  },
  removeItem(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      fallback.removeItem(key);
    }
  },
};

/** Reads a JSON value and validates it; anything missing, unparsable or invalid reads as null. */
export function readJson<T>(storage: KeyValueStorage, key: string, schema: z.ZodType<T>): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
