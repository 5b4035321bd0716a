import { PendingScreen } from '../../../../components/layout/pending-screen';

export function LegacyMainPage() {
  return <PendingScreen title="Your designs" />;
}
