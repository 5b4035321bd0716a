import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDownloadMyData } from '../hooks/use-download-my-data';

export const downloadMyDataLabel = 'Download my data';
export const preparingMyDataLabel = 'Preparing your data';

/**
 * 'Download my data': a settings row on /v2/profile (`row`), an outline button on the first
 * generation's /settings (`button`), each in the look of the screen around it. A spinner takes the
 * icon's place while the archive is prepared. The button is named by its label alone (not the
 * spinner's status or the row's note), so it reads the same before and while it works.
 */
export function DownloadMyDataButton({
  userId,
  appearance,
}: {
  userId: string;
  appearance: 'row' | 'button';
}) {
  const { download, downloading } = useDownloadMyData(userId);
  const labelId = useId();
  const noteId = useId();
  const row = appearance === 'row';
  const icon = downloading ? (
    <Spinner label={preparingMyDataLabel} className={row ? 'size-5 shrink-0' : 'size-4'} />
  ) : (
    <Download aria-hidden="true" className={cn(row && 'size-5 shrink-0 text-primary')} />
  );
  const common = {
    onClick: () => void download(),
    disabled: downloading || userId === '',
    'aria-busy': downloading,
    'aria-labelledby': labelId,
  };

  if (!row) {
    return (
      <Button variant="outline" className="w-full" {...common}>
        {icon}
        <span id={labelId}>{downloadMyDataLabel}</span>
      </Button>
    );
  }
  return (
    <button
      type="button"
      {...common}
      aria-describedby={noteId}
      className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left text-sm transition-colors hover:bg-muted/60 disabled:cursor-wait"
    >
      {icon}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={labelId} className="font-medium">
          {downloadMyDataLabel}
        </span>
        <span id={noteId} className="text-xs text-muted-foreground">
          Your account, designs and store as a JSON file
        </span>
      </span>
    </button>
  );
}
