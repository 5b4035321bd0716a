import type { Artist, SavedSpotifyProfile } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { onboardSteps, type OnboardStep } from '../onboard-step';
import {
  mandatoryStepsComplete,
  nextStep,
  previousStep,
  progressSegmentOf,
  redirectFor,
  resolveStep,
  shouldSendOnboarding,
  skipStep,
  stepAfterOnboardingSent,
  stepAfterSignInReturn,
  type OnboardContext,
} from './onboard-machine';
import type { OnboardingRecords } from './onboarding-storage';

const artist: Artist = {
  id: 'cMPP8NKX1kMB0MyhBaeLW4',
  name: 'Los Relámpagos',
  external_urls: { spotify: 'https://open.spotify.com/artist/cMPP8NKX1kMB0MyhBaeLW4' },
};
const approved: SavedSpotifyProfile = {
  artist,
  spotify_url: artist.external_urls.spotify,
  completed: true,
};

const none: OnboardingRecords = {
  artist: null,
  spotifyProfile: null,
  socialPlatforms: null,
  userRole: null,
  userCompleted: false,
};
/** The artist found and approved: the mandatory steps are done. */
const confirmed: OnboardingRecords = { ...none, artist, spotifyProfile: approved };

function context(
  records: Partial<OnboardingRecords> = {},
  signedIn = false,
  base: OnboardingRecords = confirmed,
): OnboardContext {
  return { signedIn, records: { ...base, ...records } };
}

describe('resolveStep', () => {
  it('keeps a known step and falls back to welcome for anything else', () => {
    for (const step of onboardSteps) expect(resolveStep(step)).toBe(step);
    expect(resolveStep('anything')).toBe('welcome');
    expect(resolveStep('')).toBe('welcome');
    expect(resolveStep(null)).toBe('welcome');
    expect(resolveStep(undefined)).toBe('welcome');
  });
});

describe('mandatory steps: spotify-profile and artist-confirmation', () => {
  it('are complete only when the artist found was approved', () => {
    expect(mandatoryStepsComplete(none)).toBe(false);
    expect(mandatoryStepsComplete({ ...none, artist })).toBe(false);
    expect(
      mandatoryStepsComplete({
        ...none,
        artist,
        spotifyProfile: { ...approved, completed: false },
      }),
    ).toBe(false);
    expect(mandatoryStepsComplete(confirmed)).toBe(true);
    const other = { ...artist, id: 'bJDMBNUqR73suiBrv4jxzW' };
    expect(mandatoryStepsComplete({ ...confirmed, artist: other })).toBe(false);
  });
});

describe('nextStep', () => {
  it('walks the list in order', () => {
    const withPlatforms = context({ socialPlatforms: { platforms: ['tiktok'], completed: true } });
    const walk: OnboardStep[] = ['welcome'];
    for (let i = 0; i < 5; i += 1) walk.push(nextStep(walk.at(-1) ?? 'welcome', withPlatforms));
    expect(walk).toEqual([
      'welcome',
      'spotify-profile',
      'artist-confirmation',
      'platform-selection',
      'account-verification',
      'user-role-selection',
    ]);
    expect(nextStep('user-role-selection', withPlatforms)).toBe('google-auth');
  });

  it('skips account-verification when no platform was chosen', () => {
    expect(nextStep('platform-selection', context())).toBe('user-role-selection');
    expect(
      nextStep(
        'platform-selection',
        context({ socialPlatforms: { platforms: [], completed: true } }),
      ),
    ).toBe('user-role-selection');
  });

  it('goes from google-auth straight to designs-processing when signed in, else stays', () => {
    expect(nextStep('google-auth', context({}, true))).toBe('designs-processing');
    expect(nextStep('google-auth', context({}, false))).toBe('google-auth');
  });

  it('returns from the waiting list to welcome', () => {
    expect(nextStep('waiting-list', context({}, true))).toBe('welcome');
  });
});

describe('previousStep (Back)', () => {
  it('goes to the previous step of the list', () => {
    const withPlatforms = context({ socialPlatforms: { platforms: ['tiktok'], completed: true } });
    for (let index = 1; index < onboardSteps.length; index += 1) {
      const step = onboardSteps[index] ?? 'welcome';
      if (step === 'waiting-list') continue;
      expect(previousStep(step, withPlatforms)).toBe(onboardSteps[index - 1]);
    }
    expect(previousStep('welcome', withPlatforms)).toBe('welcome');
  });

  it('passes over account-verification when no platform was chosen', () => {
    expect(previousStep('user-role-selection', context())).toBe('platform-selection');
  });

  it('closes the waiting list to welcome', () => {
    expect(previousStep('waiting-list', context())).toBe('welcome');
  });
});

describe('skipStep (Skip for now)', () => {
  it('skips the platforms and their verification to the role', () => {
    expect(skipStep('platform-selection', context())).toBe('user-role-selection');
    expect(skipStep('account-verification', context())).toBe('user-role-selection');
  });

  it('skipping the role jumps to google-auth, or designs-processing when signed in', () => {
    expect(skipStep('user-role-selection', context({}, false))).toBe('google-auth');
    expect(skipStep('user-role-selection', context({}, true))).toBe('designs-processing');
  });

  it('skipping the role before the mandatory steps are done goes back to them', () => {
    expect(skipStep('user-role-selection', context({}, true, none))).toBe('spotify-profile');
    expect(skipStep('user-role-selection', context({}, false, { ...none, artist }))).toBe(
      'spotify-profile',
    );
  });
});

describe('stepAfterSignInReturn (spec §2.2, last bullet)', () => {
  it('moves a returning user on welcome to designs-processing when the mandatory steps are done', () => {
    expect(stepAfterSignInReturn('welcome', context({}, true))).toBe('designs-processing');
  });

  it('moves them to spotify-profile when some data is saved but not the mandatory steps', () => {
    const rolesOnly = { ...none, userRole: { role: null, completed: true } };
    expect(stepAfterSignInReturn('welcome', context({}, true, rolesOnly))).toBe('spotify-profile');
    expect(stepAfterSignInReturn('welcome', context({}, true, { ...none, artist }))).toBe(
      'spotify-profile',
    );
  });

  it('leaves everyone else where they are', () => {
    // Nothing saved.
    expect(stepAfterSignInReturn('welcome', context({}, true, none))).toBeNull();
    // Already completed (createUser was sent).
    expect(stepAfterSignInReturn('welcome', context({ userCompleted: true }, true))).toBeNull();
    // Not on welcome.
    expect(stepAfterSignInReturn('google-auth', context({}, true))).toBeNull();
    // Not signed in.
    expect(stepAfterSignInReturn('welcome', context({}, false))).toBeNull();
  });
});

describe('redirectFor', () => {
  it('sends a confirmation without an artist back one step', () => {
    expect(redirectFor('artist-confirmation', context({}, false, none))).toBe('spotify-profile');
    expect(redirectFor('artist-confirmation', context())).toBeNull();
  });

  it('lets designs-processing show only when signed in with the mandatory steps done', () => {
    expect(redirectFor('designs-processing', context({}, true))).toBeNull();
    expect(redirectFor('designs-processing', context({}, false))).toBe('google-auth');
    expect(redirectFor('designs-processing', context({}, true, none))).toBe('spotify-profile');
  });

  it('lets the other steps show', () => {
    for (const step of ['welcome', 'spotify-profile', 'google-auth', 'waiting-list'] as const) {
      expect(redirectFor(step, context({}, false, none))).toBeNull();
    }
  });
});

describe('the onboarding send after sign-in', () => {
  it('happens on designs-processing, signed in, with the mandatory steps done, once', () => {
    expect(shouldSendOnboarding('designs-processing', context({}, true))).toBe(true);
    expect(shouldSendOnboarding('designs-processing', context({ userCompleted: true }, true))).toBe(
      false,
    );
    expect(shouldSendOnboarding('designs-processing', context({}, false))).toBe(false);
    expect(shouldSendOnboarding('designs-processing', context({}, true, none))).toBe(false);
    expect(shouldSendOnboarding('google-auth', context({}, true))).toBe(false);
  });

  it('leads to designs-processing, or to the waiting list when the user waits for a spot', () => {
    expect(stepAfterOnboardingSent({ userState: 'onboarded', waitingListJoinedAt: null })).toBe(
      'designs-processing',
    );
    expect(stepAfterOnboardingSent({ userState: 'app', waitingListJoinedAt: null })).toBe(
      'designs-processing',
    );
    // An older server that says nothing: on to processing, as the spec's client did.
    expect(stepAfterOnboardingSent({})).toBe('designs-processing');
    expect(
      stepAfterOnboardingSent({ userState: 'new', waitingListJoinedAt: '2026-01-01T00:00:00Z' }),
    ).toBe('waiting-list');
  });
});

describe('progressSegmentOf', () => {
  it('hides the bar on welcome and maps the steps onto profile, platforms, role, account', () => {
    expect(onboardSteps.map(progressSegmentOf)).toEqual([
      null,
      'profile',
      'profile',
      'platforms',
      'platforms',
      'role',
      'account',
      'account',
      'account',
    ]);
  });
});
