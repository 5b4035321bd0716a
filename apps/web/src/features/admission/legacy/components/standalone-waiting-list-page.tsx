import { PendingScreen } from '../../../../components/layout/pending-screen';

export function StandaloneWaitingListPage() {
  return <PendingScreen title="Waiting list" />;
}
