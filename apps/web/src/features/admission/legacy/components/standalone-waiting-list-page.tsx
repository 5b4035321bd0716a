import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import type { CountryCode } from '../../hooks/use-contact-choice';
import { LegacyWaitingList } from './legacy-waiting-list';

/** The standalone variant offers only these (spec §2.3). */
const standaloneCodes: readonly CountryCode[] = ['+1', '+44'];

/** /waiting-list (spec §2.3): the waiting list outside the onboarding flow; it returns to /. */
export function StandaloneWaitingListPage() {
  useDocumentTitle('Waiting list');
  const navigate = useNavigate();
  const home = () => void navigate('/');

  return (
    <main className="mx-auto min-h-dvh w-full max-w-md animate-fade-in px-5 pt-3 pb-12 sm:px-0">
      <LegacyWaitingList codes={standaloneCodes} onClose={home} onSaved={home} />
    </main>
  );
}
