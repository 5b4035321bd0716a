import { useEffect, useEffectEvent } from 'react';

/** Spec §2.6, §9: Ctrl+Shift+D or Ctrl+Alt+D toggles the panel. */
export function isDebugShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'code' | 'key'>,
): boolean {
  // `code` is the physical key: with Alt or Shift held, `key` may be another character.
  const isD = event.code === 'KeyD' || event.key.toLowerCase() === 'd';
  return event.ctrlKey && (event.shiftKey || event.altKey) && isD;
}

export function useDebugShortcut(onToggle: () => void): void {
  const toggle = useEffectEvent(onToggle);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isDebugShortcut(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
