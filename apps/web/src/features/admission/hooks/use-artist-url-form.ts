import { validateV2ArtistUrl, type UrlValidation } from '@encore/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { saveValidatedArtist } from '../../../lib/onboarding/saved-onboarding';
import { useValidateSpotifyArtist } from '../api/validate-spotify-artist';
import { stripQueryString, validationFailureToast } from '../lib/artist-url';

const confirmPath = '/v2/onboarding/confirm';

export interface ArtistUrlForm {
  url: string;
  setUrl: (url: string) => void;
  validation: UrlValidation;
  busy: boolean;
  submit: (event?: FormEvent) => void;
}

/**
 * The artist link field (spec §2.7, §5): validated as typed; on submit the query string is
 * stripped, the artist looked up, saved for the confirm screen and the sign-in round trip,
 * and the user moves on to confirm it.
 */
export function useArtistUrlForm(): ArtistUrlForm {
  const [url, setUrl] = useState('');
  const navigate = useNavigate();
  const { mutate, isPending } = useValidateSpotifyArtist();
  const validation = validateV2ArtistUrl(url);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!validation.valid || isPending) return;
    mutate(stripQueryString(url), {
      onSuccess: (profile) => {
        saveValidatedArtist(profile);
        void navigate(confirmPath);
      },
      onError: (error) => {
        const { title, description } = validationFailureToast(error);
        toast.error(title, { description });
      },
    });
  }

  return { url, setUrl, validation, busy: isPending, submit };
}
