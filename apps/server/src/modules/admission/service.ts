// Onboarding: the artist a user signs up with, admission through capacity, invite
// codes or the waiting list, and the designs that admission sets off.
import {
  SPOTIFY_ID_PATTERN,
  type Artist,
  type SubmitOnboardingResponse,
  type ValidatedProfile,
} from '@encore/contracts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ArtistNotFoundError, toArtist, toValidatedProfile } from '../catalog/index.ts';
import type { MusicCatalog } from '../catalog/index.ts';
import type { MessageChannels } from './notifications/providers/create-channels.ts';
import { createNotifier, type NoticeResult, type Notifier } from './notifications/service.ts';
import type { WaitingUser } from './admission-states.ts';
import { INVALID_INVITE_MESSAGE } from './waiting-list/service.ts';
import { admitFromWaitingList, admitOrQueue } from './admission.ts';
import { requestDesigns } from './designs-request.ts';
import { findArtistLink, findArtistLinks } from './repository.ts';
import { DomainError } from '../../shared/domain-error.ts';

export const DIFFERENT_ARTIST_MESSAGE =
  "You're already registered with a different artist profile.";

/** The spotifyId of submit-onboarding is not a Spotify id at all (a 400 naming the field). */
export class InvalidSpotifyIdError extends DomainError {
  override readonly name = 'InvalidSpotifyIdError';
  constructor() {
    super(400, 'invalid_request', 'spotifyId must be a 22-character Spotify artist id', {
      field: 'spotifyId',
    });
  }
}

export interface UserArtist {
  spotifyId: string;
  profile: ValidatedProfile;
}

export interface AdmittedReport {
  userId: string;
  email: string | null;
  waitingListJoinedAt: Date;
  artistName: string | null;
  designsQueued: boolean;
  notice: NoticeResult;
}

export interface OnboardingService {
  /** v2 submit-onboarding. Throws ArtistNotFoundError, CatalogUnavailableError, InvalidSpotifyIdError. */
  submit(input: {
    userId: string;
    spotifyId: string;
    inviteToken: string;
  }): Promise<SubmitOnboardingResponse>;
  /**
   * Legacy createUser sent an artist: admits the same way (no invite code). Its response has no
   * waiting-list field, so a user who has to wait simply stays `new`, on the waiting list.
   */
  admitLegacy(userId: string, artist: Artist): Promise<'admitted' | 'waiting' | 'different-artist'>;
  /** Admits the first `count` waiting users, queues their designs and notifies them. */
  admitNext(count: number): Promise<AdmittedReport[]>;
  /** The artist the user onboarded with (for the designs module), if any. */
  findUserArtist(userId: string): Promise<UserArtist | undefined>;
}

export interface OnboardingDependencies {
  db: Db;
  queue: JobQueue;
  catalog: MusicCatalog;
  notifier: Notifier;
  /** CAPACITY (or its default); a capacity stored by the admin command wins. */
  configuredCapacity: number;
}

export function createOnboardingService(deps: OnboardingDependencies): OnboardingService {
  const { db, configuredCapacity } = deps;

  async function profileFor(userId: string, spotifyId: string): Promise<ValidatedProfile> {
    const link = await findArtistLink(db, userId);
    // A user's artist never changes, so a stored snapshot of this one is as good as a lookup.
    if (link?.spotifyId === spotifyId) return link.profile;
    if (!SPOTIFY_ID_PATTERN.test(spotifyId)) throw new InvalidSpotifyIdError();
    const artist = await deps.catalog.getArtist(spotifyId);
    if (!artist) throw new ArtistNotFoundError(spotifyId);
    return toValidatedProfile(toArtist(artist));
  }

  return {
    async submit({ userId, spotifyId, inviteToken }) {
      const existing = await findArtistLink(db, userId);
      const failure = (error: string): SubmitOnboardingResponse => ({
        success: false,
        userState: null,
        waitingListJoinedAt: null,
        error,
      });
      // Checked before the catalog, so a different artist is refused even when it is unknown.
      if (existing && existing.spotifyId !== spotifyId) return failure(DIFFERENT_ARTIST_MESSAGE);

      const profile = await profileFor(userId, spotifyId);
      const outcome = await admitOrQueue(db, { userId, profile, inviteToken, configuredCapacity });
      switch (outcome.kind) {
        case 'different-artist':
          return { ...failure(DIFFERENT_ARTIST_MESSAGE), userState: outcome.state };
        case 'invalid-invite':
          return { ...failure(INVALID_INVITE_MESSAGE), userState: outcome.state };
        case 'waiting':
          return {
            success: true,
            userState: 'new',
            waitingListJoinedAt: outcome.joinedAt.toISOString(),
            error: null,
          };
        case 'admitted':
          // Also on a repeated submit: queues the designs if an earlier attempt stopped short.
          await requestDesigns(deps, userId);
          return {
            success: true,
            userState: outcome.state,
            waitingListJoinedAt: null,
            error: null,
          };
      }
    },

    async admitLegacy(userId, artist) {
      const outcome = await admitOrQueue(db, {
        userId,
        profile: toValidatedProfile(artist),
        inviteToken: '',
        configuredCapacity,
      });
      if (outcome.kind === 'admitted') await requestDesigns(deps, userId);
      return outcome.kind === 'admitted' || outcome.kind === 'waiting'
        ? outcome.kind
        : 'different-artist';
    },

    async admitNext(count) {
      const admitted = await admitFromWaitingList(db, count);
      const reports: AdmittedReport[] = [];
      for (const { user, artist } of admitted) reports.push(await afterAdmission(user, artist));
      return reports;

      async function afterAdmission(
        user: WaitingUser,
        artist: UserArtist | null,
      ): Promise<AdmittedReport> {
        const designsQueued = artist ? await requestDesigns(deps, user.id) : false;
        const artistName = artist?.profile.artistName ?? null;
        const notice = await deps.notifier.notifyAdmitted({
          userId: user.id,
          email: user.email,
          artistName,
        });
        return {
          userId: user.id,
          email: user.email,
          waitingListJoinedAt: user.waitingListJoinedAt,
          artistName,
          designsQueued,
          notice,
        };
      }
    },

    findUserArtist: (userId) => findUserArtist(db, userId),
  };
}

/** The artist the user onboarded with, if any: for the designs module and its job. */
export async function findUserArtist(db: Db, userId: string): Promise<UserArtist | undefined> {
  const link = await findArtistLink(db, userId);
  return link ? { spotifyId: link.spotifyId, profile: link.profile } : undefined;
}

/** The artists of these users, by user id. */
export async function findUserArtists(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, UserArtist>> {
  const links = await findArtistLinks(db, userIds);
  return new Map(
    [...links].map(([userId, link]) => [
      userId,
      { spotifyId: link.spotifyId, profile: link.profile },
    ]),
  );
}

/** What the onboarding service is built from: the shared services it uses, nothing more. */
export interface OnboardingDeps {
  database: Pick<Database, 'db'>;
  queue: JobQueue;
  catalog: MusicCatalog;
  messages: MessageChannels;
  config: Pick<Config, 'publicUrl' | 'defaultCapacity'>;
}

/** The onboarding service on the shared services (web process, admin command). */
export function onboardingFromServices(services: OnboardingDeps): OnboardingService {
  const { database, queue, catalog, messages, config } = services;
  return createOnboardingService({
    db: database.db,
    queue,
    catalog,
    notifier: createNotifier({ db: database.db, channels: messages, publicUrl: config.publicUrl }),
    configuredCapacity: config.defaultCapacity,
  });
}
