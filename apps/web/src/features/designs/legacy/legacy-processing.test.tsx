import type { ProcessingStatus } from '@encore/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import { json, serveApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { signIn } from '../../../test/session';

const title = { level: 1, name: 'Creating your designs' } as const;

function jobStatus(overrides: Partial<ProcessingStatus> = {}): ProcessingStatus {
  return {
    userDesignsCount: 0,
    onboardStatus: 'onboarded',
    progress: 15,
    currentStep: 'Generating typography and layouts',
    isComplete: false,
    stage: 'design-generation',
    generationStatus: 'running',
    ...overrides,
  };
}

/** Serves getProcessingStatus with `answer(n)` for the n-th call (0-based). */
function renderProcessing(answer: (call: number) => ProcessingStatus | Response) {
  signIn();
  let call = 0;
  const api = serveApi({
    getProcessingStatus: () => {
      const next = answer(call);
      call += 1;
      return next instanceof Response ? next : json(next);
    },
    // /main, once the screen leaves for it.
    getDesignsAndMocks: () => json([]),
    createUser: () => json({ spotifyUrl: 'https://open.spotify.com/artist/x' }),
  });
  return { ...renderRoute('/processing'), api };
}

/** The stage card titled `name`. */
const stage = (name: string) => screen.getByText(name).closest('li');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
});

describe('/processing (spec §2.4)', () => {
  it("shows the job's stage, percent, status line and an estimate", async () => {
    renderProcessing(() => jobStatus());
    expect(await screen.findByRole('heading', title)).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Design progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '15'));
    expect(screen.getByText('15%')).toBeVisible();
    expect(screen.getByText('Generating typography and layouts')).toBeVisible();
    expect(stage('Music Analysis')).toHaveAttribute('data-state', 'completed');
    expect(stage('Design Generation')).toHaveAttribute('data-state', 'active');
    expect(stage('Product Mockups')).toHaveAttribute('data-state', 'pending');
    expect(within(stage('Product Mockups') as HTMLElement).getByText('Pending')).toBeVisible();
    expect(screen.getByText(/Estimated completion:/)).toHaveTextContent(/\d+:\d\d/);
  });

  it('says the designs are ready at 100 %, every stage completed', async () => {
    renderProcessing(() =>
      jobStatus({ progress: 100, isComplete: true, stage: 'product-mockups', userDesignsCount: 4 }),
    );
    expect(await screen.findByText('Your designs are ready! Redirecting...')).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    for (const name of ['Music Analysis', 'Design Generation', 'Product Mockups']) {
      expect(stage(name)).toHaveAttribute('data-state', 'completed');
    }
  });
});

describe('/processing checks (spec §4.2, §9)', () => {
  it('checks first after 15 s; with 2 designs leaves 3 s later, flagged', async () => {
    const { router, api } = renderProcessing(() =>
      jobStatus({ userDesignsCount: 2, progress: 70 }),
    );
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(router.state.location.pathname).toBe('/processing');
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    // The check ran at 15 s; the move waits 3 s.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(router.state.location.pathname).toBe('/processing');
    expect(window.localStorage.getItem('came_from_processing')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(router.state.historyAction).toBe('REPLACE');
    // came_from_processing was set: /main skipped its user-status check and cleared the flag.
    expect(await screen.findByRole('heading', { name: 'Choose your merch' })).toBeVisible();
    expect(api.calls('createUser')).toHaveLength(0);
    expect(window.localStorage.getItem('came_from_processing')).toBeNull();
  });

  it('goes to /main as soon as a check sees the job complete, without the flag', async () => {
    const { router, api } = renderProcessing(() =>
      jobStatus({ userDesignsCount: 1, isComplete: true, progress: 100 }),
    );
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    // No flag: /main checks the user's status.
    await waitFor(() => expect(api.calls('createUser')).toHaveLength(1));
  });

  it('keeps checking every 7 s after errors, records them, and gives up after 25 checks', async () => {
    let failing = true;
    const { router, api } = renderProcessing(() =>
      failing ? json({ error: 'internal_error', message: 'boom' }, 500) : jobStatus(),
    );
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(await screen.findByText(/Couldn't check on your designs/)).toHaveTextContent(
      'Request failed: 500',
    );
    failing = false;
    // Checks 2..25 at 7 s intervals; the 26th tick leaves.
    await act(() => vi.advanceTimersByTimeAsync(24 * 7_000));
    expect(screen.queryByText(/Couldn't check on your designs/)).toBeNull();
    expect(router.state.location.pathname).toBe('/processing');
    await act(() => vi.advanceTimersByTimeAsync(7_100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(await screen.findByRole('heading', { name: 'Choose your merch' })).toBeVisible();
    expect(api.calls('createUser')).toHaveLength(0);
  });

  it('does not poll without a session', async () => {
    const api = serveApi({ getProcessingStatus: () => json(jobStatus()) });
    const { router } = renderRoute('/processing');
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.calls('getProcessingStatus')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/processing');
  });
});
