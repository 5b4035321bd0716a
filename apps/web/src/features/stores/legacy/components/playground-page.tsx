import { PendingScreen } from '../../../../components/layout/pending-screen';

export function PlaygroundPage() {
  return <PendingScreen title="Playground" />;
}
