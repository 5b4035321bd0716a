import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch';
import {
  isStoreProcessingForced,
  setStoreProcessingForced,
} from '../../../lib/debug-store-processing';
import { RELOAD_AFTER_SWITCH_MS, reloadSoon } from '../lib/reload-soon';
import { DebugSection } from './debug-section';

/** debug_store_processing (spec §3, §4.4): the legacy store screens show their launching mode. */
export function StoreModeSection() {
  const [forced, setForced] = useState(() => isStoreProcessingForced());
  const id = useId();
  function change(next: boolean) {
    setStoreProcessingForced(next);
    setForced(next);
    toast(next ? 'Store processing mode on' : 'Store processing mode off', {
      description: 'Reloading…',
    });
    reloadSoon(RELOAD_AFTER_SWITCH_MS);
  }
  return (
    <DebugSection title="Store mode">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm">
          Force store processing mode
          <span className="block text-xs text-muted-foreground">
            The /store screens show the launching banner.
          </span>
        </label>
        <Switch id={id} checked={forced} onCheckedChange={change} />
      </div>
    </DebugSection>
  );
}
