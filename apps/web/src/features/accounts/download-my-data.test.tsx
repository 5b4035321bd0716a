// 'Download my data' on /v2/profile and on the first generation's /settings: the archive the
// server answers is saved as encore-data-YYYY-MM-DD.json through a temporary link, with a spinner
// while it is prepared and an error toast when it cannot be.
import { preStoreData, type DataExport } from '@encore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallAnswer } from '../../mocks';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

const archive: DataExport = {
  format: 'encore-data-export',
  version: 1,
  exportedAt: '2026-03-04T05:06:07.000Z',
  about: 'Everything Encore keeps about your account.',
  account: {
    id: 'user-1',
    name: 'Ari Artist',
    email: 'artist@example.com',
    avatarUrl: null,
    state: 'app',
    createdAt: '2026-01-01T00:00:00.000Z',
    waitingListJoinedAt: null,
    signIns: [],
    legacyOnboarding: null,
  },
  notificationPreference: null,
  artist: null,
  designs: [],
  store: null,
};

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

// jsdom has no object URLs: each test lends URL its own, and gives the originals back.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

/** What was saved: the link's name and the file's text, read from the Blob behind it. */
let saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    saved.push({ name: this.download, text: blob ? readText(blob) : Promise.resolve('') });
  });
});

afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  sessionStore.clear();
  vi.restoreAllMocks();
});

// The screens are lazy: the first one a test file opens may take a while to load on a busy machine.
const lazyPage = { timeout: 5000 };

const profile = async (answer: CallAnswer) => {
  signIn();
  const api = serveApi({ 'auth-user': () => json(makeAuthUser()), 'export-my-data': answer });
  renderRoute('/v2/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, lazyPage);
  return api;
};

const legacySettings = async (answer: CallAnswer) => {
  signIn();
  const api = serveApi({
    createUser: () =>
      json({
        userId: 'user-1',
        fullName: 'Ari Artist',
        googleProfileImage: null,
        spotifyLeanData: null,
        isStoreEnabled: null,
        isStorePrivate: null,
        shopifyStoreUrl: null,
        status: null,
        user_status: null,
        spotifyUrl: null,
      }),
    'get-store-data': () => json(preStoreData),
    'export-my-data': answer,
  });
  renderRoute('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, lazyPage);
  return api;
};

describe.each([
  ['/v2/profile', profile],
  ['/settings (first generation)', legacySettings],
])('Download my data on %s', (_screen, render) => {
  it('saves the archive as encore-data-<date>.json, with a spinner while it is prepared', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = await render(() => new Promise<Response>((resolve) => (answer = resolve)));
    const button = await screen.findByRole('button', { name: 'Download my data' });
    await userEvent.click(button);

    expect(await screen.findByRole('status', { name: 'Preparing your data' })).toBeVisible();
    expect(button).toBeDisabled();
    expect(saved).toEqual([]);
    answer(json(archive));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('encore-data-2026-03-04.json');
    expect(JSON.parse(await (saved[0]?.text ?? ''))).toEqual(archive);
    expect(api.calls('export-my-data')).toEqual([expect.objectContaining({ userId: 'user-1' })]);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('status', { name: 'Preparing your data' })).toBeNull();
  });

  it('says so in a toast when the archive cannot be made, and saves nothing', async () => {
    await render(() => json({ error: 'internal', message: 'Something went wrong.' }, 500));
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download failed')).toBeVisible();
    expect(screen.getByText('Something went wrong.')).toBeVisible();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
