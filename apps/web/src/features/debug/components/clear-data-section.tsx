import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { forgetEverything, sessionStore, signOut } from '../../../lib/auth';
import { redactText } from '../../../lib/debug-request-log';
import { RELOAD_AFTER_CLEAR_MS, reloadSoon } from '../lib/reload-soon';
import { DebugSection } from './debug-section';

/**
 * Clear all data (spec §2.6, §8, §9): signs out on the server, empties this browser's local
 * storage, and reloads after 1 s. If the server can't be told, nothing is cleared.
 */
export function ClearDataSection() {
  const [clearing, setClearing] = useState(false);
  async function clearAll() {
    setClearing(true);
    try {
      if (sessionStore.getStoredSession()) await signOut();
      forgetEverything();
    } catch (error) {
      const reason = error instanceof Error ? redactText(error.message) : String(error);
      toast.error('Clear Data Error', { description: reason });
      setClearing(false);
      return;
    }
    toast.success('All data cleared', { description: 'Reloading…' });
    reloadSoon(RELOAD_AFTER_CLEAR_MS);
  }
  return (
    <DebugSection title="Data">
      <p className="mb-3 text-xs text-muted-foreground">
        Signs out and removes everything Encore keeps in this browser&apos;s local storage.
      </p>
      <Button variant="destructive" size="sm" disabled={clearing} onClick={() => void clearAll()}>
        <Trash2 aria-hidden="true" />
        {clearing ? 'Clearing…' : 'Clear all data'}
      </Button>
    </DebugSection>
  );
}
