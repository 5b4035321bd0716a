import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { SessionUser } from '../../../../lib/auth';
import { callEndpoint } from '../../../../lib/workflow-client';

/** The artist the server keeps for this account's first-generation onboarding. */
export interface LegacyArtist {
  name: string;
  imageUrl: string | null;
  spotifyUrl: string | null;
}

// createUser's status answers with a reduced artist record whose shape the contract leaves open
// (spec §3 'spotifyLeanData'); only what this screen shows is read.
const leanArtistSchema = z.object({
  id: z.string().min(1).nullish(),
  name: z.string().trim().min(1),
  imageUrl: z.string().min(1).nullish(),
});

/**
 * POST createUser without onboarding data: the user-status check of spec §7, which changes
 * nothing stored. Its artist is the one whose exact name the server accepts to delete the
 * account, so this screen asks the server rather than this browser's local storage.
 */
export async function getLegacyArtist(
  user: SessionUser,
  signal?: AbortSignal,
): Promise<LegacyArtist | null> {
  const now = new Date().toISOString();
  const status = await callEndpoint(
    'createUser',
    {
      // The server keys the account by the token and keeps its own dates; it reads none of these.
      user: { id: user.id, email: user.email ?? '', created_at: now },
      app_context: { source: 'settings', version: '1', timestamp: now },
    },
    { signal },
  );
  const artist = leanArtistSchema.safeParse(status.spotifyLeanData);
  if (!artist.success) return null;
  const { id, name, imageUrl } = artist.data;
  return {
    name,
    imageUrl: imageUrl ?? null,
    spotifyUrl: status.spotifyUrl ?? (id ? `https://open.spotify.com/artist/${id}` : null),
  };
}

export function legacyArtistQueryOptions(user: SessionUser) {
  return queryOptions({
    queryKey: ['legacy-artist', user.id],
    queryFn: ({ signal }) => getLegacyArtist(user, signal),
    // Spec §9: user-status answers are fresh for 10 minutes, retained 15.
    staleTime: 10 * 60_000,
    gcTime: 15 * 60_000,
    retry: 1,
  });
}

export function useLegacyArtist(user: SessionUser) {
  return useQuery(legacyArtistQueryOptions(user));
}
