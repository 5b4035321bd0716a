import { Bug, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebugShortcut } from '../hooks/use-debug-shortcut';
import { AuthStatusSection } from './auth-status-section';
import { ClearDataSection } from './clear-data-section';
import { RequestLogSection } from './request-log-section';
import { StoreModeSection } from './store-mode-section';
import { WorkflowHostSection } from './workflow-host-section';

/**
 * The debug panel (spec §2.6): a tab on the right edge, or Ctrl+Shift+D / Ctrl+Alt+D, opens a
 * side sheet with the sign-in status, the workflow host, the store mode, clear all data and the
 * request log. Loaded only where the panel is on (debug-panel-gate.tsx).
 */
export default function DebugPanel() {
  const [open, setOpen] = useState(false);
  useDebugShortcut(() => setOpen((current) => !current));

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open debug panel"
        title="Debug panel (Ctrl+Shift+D)"
        className="fixed top-1/2 right-0 z-40 flex -translate-y-1/2 items-center gap-1 rounded-l-lg border border-r-0 border-border bg-card/90 px-1.5 py-3 text-muted-foreground shadow-lg backdrop-blur transition-colors [writing-mode:vertical-rl] hover:text-foreground"
      >
        <Bug aria-hidden="true" className="size-4 rotate-90" />
        <span className="text-[0.65rem] font-semibold tracking-widest uppercase">Debug</span>
      </button>
    );
  }

  return (
    <aside
      aria-label="Debug panel"
      className="fixed inset-y-0 right-0 z-[60] flex w-full max-w-md flex-col border-l border-border bg-background/95 shadow-2xl backdrop-blur-lg"
    >
      <header className="flex items-center justify-between gap-2 px-4 py-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Bug aria-hidden="true" className="size-4 text-primary" />
          Debug panel
        </h2>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Close debug panel"
          className="rounded-lg p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto pb-6">
        <AuthStatusSection />
        <WorkflowHostSection />
        <StoreModeSection />
        <ClearDataSection />
        <RequestLogSection />
      </div>
    </aside>
  );
}
