import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

// sonner loads with the first toast (or the deferred <Toaster>), not with the first screen. A
// toast made before the Toaster mounts is not lost: the Toaster replays active toasts when it
// subscribes.

let sonner: Promise<typeof Sonner> | undefined;
const onRequest = new Set<() => void>();

export function loadSonner(): Promise<typeof Sonner> {
  if (sonner === undefined) {
    sonner = import('sonner');
    onRequest.forEach((listener) => listener());
    onRequest.clear();
  }
  return sonner;
}

/** Calls `listener` once sonner is asked for (at once if it already was); returns an unsubscribe. */
export function whenSonnerRequested(listener: () => void): () => void {
  if (sonner !== undefined) {
    listener();
    return () => undefined;
  }
  onRequest.add(listener);
  return () => onRequest.delete(listener);
}

/** `toast.error` / `toast.success` of sonner, for code on the first screen. */
export const lazyToast = {
  error(title: string, data?: ExternalToast): void {
    void loadSonner().then(({ toast }) => toast.error(title, data));
  },
  success(title: string, data?: ExternalToast): void {
    void loadSonner().then(({ toast }) => toast.success(title, data));
  },
};
