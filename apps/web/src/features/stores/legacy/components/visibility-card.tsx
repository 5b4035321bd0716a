import type { StoreDetails } from '@encore/contracts';
import { EyeOff, Globe, Lock, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { CopyField } from '../../components/copy-field';
import { Card, CardContent } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { copyText } from '../../../../lib/copy-text';
import { useUpdateVisibility } from '../api/update-visibility';
import {
  VISIBILITY_FAILED_MESSAGE,
  visibilityOf,
  visibilityOptions,
  visibilitySavedMessage,
  type Visibility,
} from '../lib/visibility';

const icons: Record<Visibility, LucideIcon> = { public: Globe, private: Lock, offline: EyeOff };

interface VisibilityCardProps {
  userId: string;
  store: StoreDetails;
  /** While the store is built there is nothing to change yet. */
  disabled: boolean;
}

/** 'Store Visibility' (spec §2.6, §4.4): Public, Private or Offline, saved at once. */
export function VisibilityCard({ userId, store, disabled }: VisibilityCardProps) {
  const update = useUpdateVisibility(userId);
  // A store being built has no visibility yet: no choice is shown as made.
  const current = disabled ? null : visibilityOf(store);
  const saving = update.isPending;

  function choose(to: Visibility): void {
    if (current === null || to === current || saving) return;
    update.mutate(
      { from: current, to },
      {
        onSuccess: () => toast.success(visibilitySavedMessage[to]),
        onError: () => toast.error(VISIBILITY_FAILED_MESSAGE),
      },
    );
  }

  async function copyPassword(password: string): Promise<boolean> {
    const copied = await copyText(password);
    if (copied) toast.success('Store password copied to clipboard');
    else toast.error('Could not copy the store password');
    return copied;
  }

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <fieldset disabled={disabled || saving} aria-busy={saving || undefined}>
          <legend className="mb-4 text-lg leading-tight font-semibold">Store Visibility</legend>
          <div className="flex flex-col gap-3">
            {visibilityOptions.map((option) => {
              const Icon = icons[option.value];
              const savingThis = saving && update.variables?.to === option.value;
              return (
                <label
                  key={option.value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-muted/30 p-4 transition-colors',
                    'hover:border-primary/50 has-checked:border-primary has-checked:bg-primary/10',
                    'has-disabled:cursor-not-allowed has-focus-visible:ring-2 has-focus-visible:ring-ring/50',
                  )}
                >
                  <input
                    type="radio"
                    name="store-visibility"
                    value={option.value}
                    checked={current === option.value}
                    onChange={() => choose(option.value)}
                    aria-describedby={`visibility-${option.value}-description`}
                    className="peer sr-only"
                  />
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-muted-foreground peer-checked:bg-primary/20 peer-checked:text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{option.label}</span>
                    <span
                      id={`visibility-${option.value}-description`}
                      className="block text-sm text-muted-foreground"
                    >
                      {option.description}
                    </span>
                  </span>
                  {savingThis ? (
                    <Spinner label="Saving" className="size-5" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="size-5 shrink-0 rounded-full border-2 border-input peer-checked:border-[6px] peer-checked:border-primary"
                    />
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>

        {current === 'private' && !disabled && (
          <div className="mt-5 border-t border-border pt-5">
            {store.storePassword ? (
              <CopyField
                id="legacy-store-password"
                label="Store password"
                value={store.storePassword}
                copyLabel="Copy store password"
                onCopy={() => copyPassword(store.storePassword ?? '')}
                description="Visitors without your link enter this password to open your store."
              />
            ) : (
              <p className="text-sm text-muted-foreground">Setting your store password…</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
