// A store build taken back after its worker died (issue 15 F2, decision 056): the launch overlay
// says it is picking up where it left off.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { makeBuild, makeProcessingStore, renderStoreRoute } from './testing';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

it('says the build is picking up where it left off while it is retried', async () => {
  renderStoreRoute('/v2/store/settings', makeProcessingStore(makeBuild(1, { retrying: true })));
  const overlay = await screen.findByRole('region', { name: 'Launching Your Store' });
  expect(within(overlay).getByRole('status')).toHaveTextContent('Picking up where we left off…');
});

it('says nothing of it while the build runs normally', async () => {
  renderStoreRoute('/v2/store/settings', makeProcessingStore(makeBuild(1)));
  const overlay = await screen.findByRole('region', { name: 'Launching Your Store' });
  expect(within(overlay).queryByText('Picking up where we left off…')).toBeNull();
});
