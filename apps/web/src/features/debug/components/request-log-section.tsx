import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { redactSecrets, type DebugRequestRecord } from '../../../lib/debug-request-log';
import { useDebugLog } from '../hooks/use-debug-log';
import { DebugSection } from './debug-section';

function statusClass(status: number | null): string {
  if (status === null || status >= 500) return 'text-destructive';
  if (status >= 400) return 'text-amber-400';
  return 'text-emerald-400';
}

/** Masked again on the way out: entries written by an older build may predate a rule. */
function pretty(value: unknown): string {
  return JSON.stringify(redactSecrets(value), null, 2) ?? 'null';
}

function Entry({ entry }: { entry: DebugRequestRecord }) {
  const time = new Date(entry.timestamp).toLocaleTimeString('en-US', { hour12: false });
  return (
    <li className="rounded-lg border border-border bg-card/60">
      <details>
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 font-mono text-xs">
          <span className="w-10 shrink-0 font-semibold">{entry.method}</span>
          <span className="min-w-0 flex-1 truncate">{entry.path}</span>
          <span className={cn('shrink-0', statusClass(entry.statusCode))}>
            {entry.statusCode ?? 'ERR'}
          </span>
          <span className="w-14 shrink-0 text-right text-muted-foreground">
            {Math.round(entry.duration)} ms
          </span>
        </summary>
        <div className="flex flex-col gap-2 border-t border-border px-3 py-2 text-xs">
          <p className="text-muted-foreground">{time}</p>
          {entry.error && <p className="text-destructive">{pretty(entry.error)}</p>}
          <p className="font-semibold">Request</p>
          <pre className="max-h-48 overflow-auto rounded bg-muted/60 p-2">
            {pretty(entry.requestData)}
          </pre>
          <p className="font-semibold">Response</p>
          <pre className="max-h-48 overflow-auto rounded bg-muted/60 p-2">
            {pretty(entry.responseData)}
          </pre>
        </div>
      </details>
    </li>
  );
}

/** The last 20 workflow calls (spec §3, §9), newest first, with secrets masked. */
export function RequestLogSection() {
  const { entries, clear } = useDebugLog();
  return (
    <DebugSection title="Request log">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {entries.length === 0 ? 'No requests yet.' : `Last ${entries.length} requests`}
        </p>
        <Button variant="ghost" size="sm" onClick={clear} disabled={entries.length === 0}>
          Clear log
        </Button>
      </div>
      <ol aria-label="Requests" className="flex flex-col gap-1.5">
        {entries.map((entry, index) => (
          <Entry key={`${entry.timestamp}-${index}`} entry={entry} />
        ))}
      </ol>
    </DebugSection>
  );
}
