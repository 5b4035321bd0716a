// A designs job taken back after its worker died (issue 15 F2, decision 056): the processing
// screen says it is picking up where it left off instead of standing still on the last step.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { json, makeAuthUser, serveApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

const status = (retrying: boolean) => ({
  userDesignsCount: 2,
  onboardStatus: 'onboarded',
  progress: 70,
  currentStep: 'Applying designs to merchandise templates (2 of 4)',
  isComplete: false,
  stage: 'product-mockups',
  generationStatus: 'running',
  ...(retrying ? { retrying } : {}),
});

it('says it is picking up where it left off while the job is retried, then the steps again', async () => {
  signIn();
  let retrying = true;
  serveApi({
    'auth-user': () => json(makeAuthUser({ userState: 'onboarded' })),
    getProcessingStatus: () => json(status(retrying)),
  });
  renderRoute('/v2/processing');

  expect(await screen.findByText('Picking up where we left off…')).toBeVisible();
  expect(screen.queryByText(/2 of 4/)).toBeNull();
  // The bar stays where the last attempt got it, not back at the start.
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');

  retrying = false;
  await act(() => vi.advanceTimersByTimeAsync(2_100));
  await waitFor(() =>
    expect(screen.getByText('Applying designs to merchandise templates (2 of 4)')).toBeVisible(),
  );
  expect(screen.queryByText('Picking up where we left off…')).toBeNull();
});
