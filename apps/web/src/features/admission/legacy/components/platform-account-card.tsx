import { socialPlatformNames, type PlatformAccount } from '@encore/contracts';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import {
  approveAccount,
  editAccountUrl,
  hasLink,
  isRefusal,
  isVerified,
  skipAccount,
  type AccountChange,
} from '../lib/platform-accounts';
import { PlatformIcon } from './platform-look';
import { PlatformUrlForm } from './platform-url-form';

export type AccountChangeKind = 'approved' | 'edited' | 'skipped';

interface PlatformAccountCardProps {
  account: PlatformAccount;
  onChange: (account: PlatformAccount, kind: AccountChangeKind) => void;
}

const badges: Record<PlatformAccount['status'], { label: string; className: string }> = {
  pending: { label: 'Not verified', className: 'bg-muted text-muted-foreground' },
  approved: { label: 'Approved', className: 'bg-emerald-500/15 text-emerald-300' },
  edited: { label: 'Edited', className: 'bg-emerald-500/15 text-emerald-300' },
  skipped: { label: 'Skipped', className: 'bg-amber-500/15 text-amber-300' },
};

/**
 * One platform on the verification step: the handle and link the user gave, nothing invented.
 * Pending → Approve (with the link, if none yet), Edit URL (Save/Cancel) or Skip; a skipped
 * card offers Re-approve.
 */
export function PlatformAccountCard({ account, onChange }: PlatformAccountCardProps) {
  const [editing, setEditing] = useState(false);
  const [reapproving, setReapproving] = useState(false);
  const name = socialPlatformNames[account.platform];
  const linked = hasLink(account);
  const skipped = account.status === 'skipped';
  const badge = badges[account.status];

  function apply(change: AccountChange, kind: AccountChangeKind): string | null {
    if (isRefusal(change)) return change.error;
    setEditing(false);
    setReapproving(false);
    onChange(change, kind);
    return null;
  }

  const skip = () => onChange(skipAccount(account), 'skipped');
  const askingForLink = !linked && (account.status === 'pending' || reapproving);

  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-border bg-card/60 p-4',
        skipped && 'opacity-80',
        isVerified(account) && 'border-emerald-500/40',
      )}
      aria-label={name}
    >
      <div className="flex items-center gap-3">
        <PlatformIcon platform={account.platform} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{name}</p>
          {linked ? (
            <p className="truncate text-sm text-muted-foreground">{account.displayName}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No profile link yet</p>
          )}
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-medium', badge.className)}>
          {badge.label}
        </span>
      </div>

      {linked && !editing && (
        <a
          href={account.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{account.profileUrl.replace(/^https?:\/\//, '')}</span>
        </a>
      )}

      {editing ? (
        <PlatformUrlForm
          platform={account.platform}
          initialUrl={account.profileUrl}
          onSubmit={(url) => apply(editAccountUrl(account, url), 'edited')}
        >
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </PlatformUrlForm>
      ) : askingForLink ? (
        <PlatformUrlForm
          platform={account.platform}
          initialUrl=""
          onSubmit={(url) => apply(approveAccount(account, url), 'approved')}
        >
          <Button type="submit" size="sm">
            {skipped ? 'Re-approve' : 'Approve'}
          </Button>
          {skipped ? (
            <Button variant="ghost" size="sm" onClick={() => setReapproving(false)}>
              Cancel
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={skip}>
              Skip
            </Button>
          )}
        </PlatformUrlForm>
      ) : (
        <div className="flex flex-wrap gap-2">
          {skipped && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                linked ? apply(approveAccount(account), 'approved') : setReapproving(true)
              }
            >
              Re-approve
            </Button>
          )}
          {account.status === 'pending' && (
            <Button size="sm" onClick={() => apply(approveAccount(account), 'approved')}>
              Approve
            </Button>
          )}
          {!skipped && (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit URL
              </Button>
              <Button size="sm" variant="ghost" onClick={skip}>
                Skip
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
