import { useSyncExternalStore } from 'react';
import type { SessionState } from './session-schema';
import { sessionStore } from './session-store';

/** The signed-in session, shared by every component and every tab of this browser. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
