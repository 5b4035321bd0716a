import type { AuthUserResponse } from '@encore/contracts';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import { useGenerationProgress, type ProgressReport } from './hooks/use-generation-progress';
import { processingMessages } from './lib/simulated-progress';

afterEach(() => sessionStore.clear());

function renderProcessing(...answers: (AuthUserResponse | Response)[]) {
  signIn();
  let call = 0;
  /** When each auth-user check was made, on the (fake) clock. */
  const checkedAt: number[] = [];
  const api = serveApi({
    'auth-user': () => {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      checkedAt.push(Date.now());
      return answer instanceof Response ? answer : json(answer);
    },
  });
  const mountedAt = Date.now();
  return { ...renderRoute('/v2/processing'), api, checkedAt, mountedAt };
}

const title = { level: 1, name: 'Creating Your Experience' } as const;

describe('/v2/processing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title, a status message, the progress bar and what is being prepared', async () => {
    renderProcessing(makeAuthUser({ userState: 'onboarded' }));
    expect(await screen.findByRole('heading', title)).toBeVisible();
    expect(screen.getByText('This usually takes a few minutes.')).toBeVisible();
    expect(screen.getByText(processingMessages[0])).toBeVisible();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0%')).toBeVisible();
    expect(
      screen.getByText(/preparing your merch designs, your store and your dashboard/),
    ).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const percent = Number(bar.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(2);
    expect(percent).toBeLessThanOrEqual(8);
    expect(screen.getByText(`${percent}%`)).toBeVisible();
    expect(screen.getByText(processingMessages[1])).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(bar).toHaveAttribute('aria-valuenow', '90');
  });

  it("follows the generation job's real progress once the server reports it", async () => {
    signIn();
    serveApi({
      'auth-user': () => json(makeAuthUser({ userState: 'onboarded' })),
      getProcessingStatus: () =>
        json({
          userDesignsCount: 1,
          onboardStatus: 'onboarded',
          progress: 42,
          currentStep: 'Rendering mockups for "Night Drive"',
          isComplete: false,
        }),
    });
    renderRoute('/v2/processing');
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByText('Rendering mockups for "Night Drive"')).toBeVisible();
    // The stand-in animation no longer moves the bar.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
  });

  // The clock is fake but advances with real time too (shouldAdvanceTime), so on a loaded machine
  // a fixed 9.8 s step could already reach the second check: the checks' own times are compared.
  it('checks auth-user after 5 s, then every 10 s, and goes to /v2/main once in the app', async () => {
    const { api, router, checkedAt, mountedAt } = renderProcessing(
      makeAuthUser({ userState: 'onboarded' }),
      makeAuthUser({ userState: 'app' }),
    );
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    await waitFor(() => expect(api.calls('auth-user')).toHaveLength(1));
    expect((checkedAt[0] ?? 0) - mountedAt).toBeGreaterThanOrEqual(5_000);
    expect(router.state.location.pathname).toBe('/v2/processing');

    await act(() => vi.advanceTimersByTimeAsync(10_100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
    expect(api.calls('auth-user')).toHaveLength(2);
    expect((checkedAt[1] ?? 0) - (checkedAt[0] ?? Infinity)).toBeGreaterThanOrEqual(10_000);
    expect(window.localStorage.getItem('should_poll_designs')).toBe('true');
  });

  it('keeps checking after a failed check', async () => {
    const { api, router } = renderProcessing(
      json({ error: 'internal_error', message: 'boom' }, 500),
      makeAuthUser({ userState: 'app' }),
    );
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    await waitFor(() => expect(api.calls('auth-user')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'));
  });

  it.each([
    ['a new user', makeAuthUser({ userState: 'new' }), '/v2/onboarding/spotify'],
    [
      'a new user on the waiting list',
      makeAuthUser({ userState: 'new', waitingListJoinedAt: '2026-11-22T09:30:00Z' }),
      '/v2/on-waiting-list',
    ],
    [
      'an unknown user',
      json({ error: 'not_found', message: 'No user' }, 404),
      '/v2/onboarding/spotify',
    ],
  ])('sends %s to %s', async (_name, answer, path) => {
    const { router } = renderProcessing(answer);
    await screen.findByRole('heading', title);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('signs out: session, stored user id and state gone, back to /v2', async () => {
    window.localStorage.setItem('v2_user_id', 'user-1');
    window.localStorage.setItem('v2_user_state', 'onboarded');
    const { router, api } = renderProcessing(makeAuthUser({ userState: 'onboarded' }));
    await screen.findByRole('heading', title);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
    expect(api.auth.logouts).toHaveLength(1);
    expect(window.localStorage.getItem('v2_user_id')).toBeNull();
    expect(window.localStorage.getItem('v2_user_state')).toBeNull();
    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
  });

  it('sends a signed-out visitor away', async () => {
    serveApi();
    const { router } = renderRoute('/v2/processing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });
});

describe('useGenerationProgress', () => {
  it('shows reported progress instead of the stand-in', () => {
    const first: ProgressReport = { progress: 42.4, currentStep: 'Rendering mockups' };
    const { result, rerender } = renderHook(
      ({ report }: { report: ProgressReport }) => useGenerationProgress(report),
      { initialProps: { report: first } },
    );
    expect(result.current).toEqual({ percent: 42.4, message: 'Rendering mockups' });
    rerender({ report: { progress: 140, currentStep: 2 } });
    expect(result.current).toEqual({ percent: 100, message: processingMessages[2] });
  });

  it('runs the stand-in without a report', () => {
    const { result } = renderHook(() => useGenerationProgress(null));
    expect(result.current).toEqual({ percent: 0, message: processingMessages[0] });
  });
});
