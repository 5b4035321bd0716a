import { DebugSection, Fact } from './debug-section';

/**
 * Where workflow calls go (spec §2.6 'dev/prod switch'). Encore's calls are answered by the same
 * server that issued the session, so there is nothing to switch to: another host would neither
 * accept these tokens nor be a safe place to send them. The panel says so instead of pretending.
 */
export function WorkflowHostSection() {
  const configured = (import.meta.env.VITE_WORKFLOW_HOST ?? '').replace(/\/+$/, '');
  const host = configured || window.location.origin;
  return (
    <DebugSection title="Workflow host">
      <dl>
        <Fact label="Calls go to" wrap>{`${host}/webhook/…`}</Fact>
        <Fact label="Build">{import.meta.env.MODE}</Fact>
      </dl>
      <p className="mt-2 text-xs leading-relaxed text-muted-foreground">
        {configured
          ? 'Chosen when the app was built (VITE_WORKFLOW_HOST).'
          : 'This Encore server answers them, in development and production alike.'}{' '}
        There is no test host to switch to: the session&apos;s tokens are issued by this server and
        are valid only here.
      </p>
    </DebugSection>
  );
}
