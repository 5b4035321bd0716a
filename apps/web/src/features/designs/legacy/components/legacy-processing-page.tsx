import { PendingScreen } from '../../../../components/layout/pending-screen';

export function LegacyProcessingPage() {
  return <PendingScreen title="Creating your designs" />;
}
