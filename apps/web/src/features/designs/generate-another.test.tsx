import type { DesignInput, StoreData } from '@encore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

// "Generate another" on /v2/main: the card follows the server's job and then shows the
// new design in its place.

const design = (id: string, trackName: string, overrides: Partial<DesignInput> = {}) => ({
  id,
  designAssetId: id,
  design: `/files/designs/${id}.png`,
  mocks: [`/files/mockups/${id}-tee.webp`],
  trackName,
  hook: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  status: 'ready',
  products: null,
  slotId: id,
  ...overrides,
});

const running = (progress: number, step: string) => ({
  replacement: { id: 'r1', status: 'running' as const, progress, step },
});

/** A server whose v2/designs answers come from `answers` in turn (the last one repeats). */
function renderWith(
  answers: DesignInput[][],
  options: { store?: StoreData; regenerate?: () => Response } = {},
) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  let read = 0;
  const api = serveApi({
    'auth-user': () => json(makeAuthUser({ userState: 'app' })),
    'v2/designs': () => {
      const designs = answers[Math.min(read, answers.length - 1)];
      read += 1;
      return json({ designs });
    },
    'get-store-data': () =>
      options.store ? json(options.store) : json({ error: 'not_found', message: 'none' }, 404),
    'v2/regenerate-design':
      options.regenerate ?? (() => json({ success: true, variations: 1, replacementId: 'r1' })),
    'build-store': () => json({ success: false, error: 'not in this test' }),
  });
  renderRoute('/v2/main');
  return { api, nextAnswer: () => read };
}

const card = (name: string) => screen.getByRole('article', { name });
const designImage = (name: string) =>
  within(card(name)).getByRole('img', { name: `${name}: design` });

afterEach(() => {
  sessionStore.clear();
});

describe('Generate another', () => {
  it('shows the job’s progress on the card, then the new design in the same place', async () => {
    const first = design('d1', 'Ashen Crown');
    const second = design('d2', 'Night Choir');
    const { api } = renderWith([
      [first, second],
      [first, { ...second, ...running(15, 'Drawing a new design') }],
      [first, { ...second, ...running(60, 'Making mockups') }],
      [first, design('d2b', 'Night Choir', { slotId: 'd2' })],
    ]);
    await screen.findByRole('article', { name: 'Night Choir' });
    expect(designImage('Night Choir')).toHaveAttribute('src', '/files/designs/d2.png');

    await userEvent.click(
      within(card('Night Choir')).getByRole('button', { name: 'Generate another: Night Choir' }),
    );
    expect(api.calls('v2/regenerate-design')).toEqual([
      expect.objectContaining({ userId: 'user-1', trackName: 'Night Choir', designId: 'd2' }),
    ]);

    const status = await within(card('Night Choir')).findByRole('status', {
      name: 'Generating another design',
    });
    expect(card('Night Choir')).toHaveAttribute('aria-busy', 'true');
    expect(
      within(card('Night Choir')).getByRole('button', { name: /Generate another/ }),
    ).toBeDisabled();
    await waitFor(() => expect(within(status).getByText('Making mockups')).toBeVisible(), {
      timeout: 4000,
    });
    expect(within(status).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    await waitFor(
      () => expect(designImage('Night Choir')).toHaveAttribute('src', '/files/designs/d2b.png'),
      { timeout: 4000 },
    );
    expect(within(card('Night Choir')).queryByRole('status')).not.toBeInTheDocument();
    // Same place in the grid, the other card untouched.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ashen Crown',
      'Night Choir',
    ]);
    expect(designImage('Ashen Crown')).toHaveAttribute('src', '/files/designs/d1.png');
  });

  it('keeps a selected card selected, so the launch sends the new design', async () => {
    const first = design('d1', 'Ashen Crown');
    const { api } = renderWith([
      [first],
      [{ ...first, ...running(60, 'Making mockups') }],
      [design('d1b', 'Ashen Crown', { slotId: 'd1' })],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Ashen Crown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate another: Ashen Crown' }));
    await waitFor(
      () => expect(designImage('Ashen Crown')).toHaveAttribute('src', '/files/designs/d1b.png'),
      { timeout: 4000 },
    );
    expect(card('Ashen Crown')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Launch my store' }));
    await waitFor(() =>
      expect(api.calls('build-store')).toEqual([
        expect.objectContaining({ selectedDesigns: ['d1b'] }),
      ]),
    );
  });

  it('says when it failed and retries on request', async () => {
    const first = design('d1', 'Ashen Crown');
    const failed = {
      ...first,
      replacement: { id: 'r1', status: 'failed' as const, progress: 15, step: 'Drawing' },
    };
    const { api } = renderWith([[first], [failed]]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate another: Ashen Crown' }),
    );
    const alert = await within(card('Ashen Crown')).findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't generate another design.");
    // The design it has stays on show.
    expect(designImage('Ashen Crown')).toHaveAttribute('src', '/files/designs/d1.png');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(api.calls('v2/regenerate-design')).toHaveLength(2);
  });

  it('closes a failure notice on request, keeping the design', async () => {
    const first = design('d1', 'Ashen Crown', {
      replacement: { id: 'r9', status: 'failed', progress: 15, step: 'Drawing' },
    });
    renderWith([[first]]);
    const alert = await within(
      await screen.findByRole('article', { name: 'Ashen Crown' }),
    ).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(card('Ashen Crown')).queryByRole('alert')).toBeNull();
    expect(designImage('Ashen Crown')).toHaveAttribute('src', '/files/designs/d1.png');
    expect(card('Ashen Crown')).toHaveAttribute('data-selected', 'false');
  });

  it('says so when the request itself fails', async () => {
    renderWith([[design('d1', 'Ashen Crown')]], {
      regenerate: () => json({ error: 'internal', message: 'boom' }, 500),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate another: Ashen Crown' }),
    );
    expect(await within(card('Ashen Crown')).findByRole('alert')).toHaveTextContent(
      "Couldn't generate another design.",
    );
  });

  it('is not offered for a design the store sells', async () => {
    renderWith(
      [
        [
          design('d1', 'In Store', { products: [{ product: 'tee' }] }),
          design('d2', 'Not In Store'),
        ],
      ],
      {
        store: {
          storeState: 'ready',
          isStoreEnabled: true,
          isStorePrivate: false,
          shopifyStoreUrl: 'https://shop.example/ari',
          storeBannerUrl: null,
          storeColor: null,
        },
      },
    );
    await screen.findByRole('article', { name: 'In Store' });
    expect(within(card('In Store')).queryByRole('button', { name: /Generate another/ })).toBeNull();
    expect(
      within(card('Not In Store')).getByRole('button', { name: /Generate another/ }),
    ).toBeEnabled();
  });
});
