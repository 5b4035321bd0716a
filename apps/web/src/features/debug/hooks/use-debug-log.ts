import { useEffect, useState } from 'react';
import { readDebugLog, type DebugRequestRecord } from '../../../lib/debug-request-log';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';

/** The log is written by the workflow client in this tab too, which fires no storage event. */
const REFRESH_MS = 1_000;

/** The request log, newest first, re-read every second while the panel is open. */
export function useDebugLog(): { entries: DebugRequestRecord[]; clear: () => void } {
  const [entries, setEntries] = useState(() => [...readDebugLog()].reverse());
  useEffect(() => {
    const timer = window.setInterval(() => setEntries([...readDebugLog()].reverse()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  function clear() {
    browserStorage.removeItem(storageKeys.debugRequestLog);
    setEntries([]);
  }
  return { entries, clear };
}
