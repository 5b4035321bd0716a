// /v2/processing and /processing on the live stream (GET /api/events): a job step shows at once,
// not at the next poll, and the first designs being ready sends /v2/processing on without waiting
// for its 5 s check.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { createLiveEventsServer } from '../../mocks';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { mswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

afterEach(() => sessionStore.clear());

function serveProgress() {
  const state = { progress: 10, designs: 0, userState: 'onboarded' as 'onboarded' | 'app' };
  const api = serveApi({
    'auth-user': () => json(makeAuthUser({ userState: state.userState })),
    getProcessingStatus: () =>
      json({
        userDesignsCount: state.designs,
        onboardStatus: state.userState,
        progress: state.progress,
        currentStep: `At ${state.progress}`,
        isComplete: false,
      }),
  });
  const live = createLiveEventsServer();
  mswServer.use(live.handler);
  return { state, api, live };
}

const step = (progress: number, generationStatus = 'running') => ({
  job: 'generate',
  generationStatus,
  progress,
  currentStep: `At ${progress}`,
  at: Date.now(),
});

describe.each(['/v2/processing', '/processing'])('%s on the live stream', (path) => {
  it('shows a job step as soon as the stream reports it', async () => {
    const session = signIn();
    const { state, live } = serveProgress();
    renderRoute(path);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'));
    await waitFor(() => expect(live.connections).toBe(1));
    expect(live.authorizations[0]).toBe(`Bearer ${session.accessToken}`);

    state.progress = 55;
    live.send('design-progress', step(55));
    // Well before any poll (2 s without the stream, 15 s with it).
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '55'), { timeout: 1_000 });
    expect(screen.getByText('At 55')).toBeVisible();
  });
});

describe('/v2/processing on the live stream', () => {
  it('checks auth-user at once when the first designs are ready, and goes to /v2/main', async () => {
    signIn();
    const { state, api, live } = serveProgress();
    const { router } = renderRoute('/v2/processing');
    await waitFor(() => expect(live.connections).toBe(1));
    const checksBefore = api.calls('auth-user').length;
    state.userState = 'app';
    live.send('design-progress', step(100, 'ready'));
    // The spec's first check is due after 5 s: a new one within 2 s came from the event.
    await waitFor(() => expect(api.calls('auth-user').length).toBe(checksBefore + 1), {
      timeout: 2_000,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/main'), {
      timeout: 2_000,
    });
  });
});
