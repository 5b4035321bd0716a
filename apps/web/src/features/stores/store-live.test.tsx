// The launch overlay on the live stream (GET /api/events): a build step shows as soon as the
// stream reports it, without waiting for the overlay's poll (2 s without the stream, 20 s with it).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { createLiveEventsServer } from '../../mocks';
import { mswServer } from '../../test/msw-server';
import { makeBuild, makeProcessingStore, makeStore, renderStoreRoute } from './testing';

afterEach(() => sessionStore.clear());

const overlay = () => screen.getByRole('region', { name: 'Launching Your Store' });
const statuses = () =>
  within(overlay())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));

const built = (step: string, state = 'processing') => ({
  storeId: 'store-1',
  step,
  state,
  at: Date.now(),
});

describe('/v2/store/settings on the live stream', () => {
  it('ticks a build step off and shows the ready store as soon as the stream says so', async () => {
    const live = createLiveEventsServer();
    mswServer.use(live.handler);
    const { server } = renderStoreRoute('/v2/store/settings', makeProcessingStore(makeBuild(1)));
    await screen.findByRole('heading', { name: 'Launching Your Store' });
    await waitFor(() => expect(live.connections).toBe(1));
    const before = statuses();

    server.store = makeProcessingStore(makeBuild(2));
    live.send('store-build', built('products'));
    await waitFor(() => expect(statuses()).not.toEqual(before), { timeout: 1_000 });

    server.store = makeStore();
    live.send('store-build', built('settings', 'ready'));
    expect(await screen.findByText('Your store is ready!', {}, { timeout: 1_000 })).toBeVisible();
  });
});
