import { PendingScreen } from '../../../../components/layout/pending-screen';

export function LegacySettingsPage() {
  return <PendingScreen title="Account settings" />;
}
