import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth';
import { makeStore, renderLegacyStoreRoute } from './testing';

afterEach(() => sessionStore.clear());

describe('debug_store_processing (spec §3, §4.4)', () => {
  it('forces a live store into the launching mode', async () => {
    window.localStorage.setItem('debug_store_processing', 'true');
    renderLegacyStoreRoute('/store/settings', makeStore());
    const banner = await screen.findByRole('region', { name: 'Launching Your Store' });
    expect(within(banner).getByRole('timer')).toHaveTextContent('4:07');
    expect(screen.getByTestId('store-settings-sections')).toHaveAttribute('inert');
  });

  it('leaves a live store alone without the flag', async () => {
    renderLegacyStoreRoute('/store/settings', makeStore());
    await waitFor(() =>
      expect(screen.getByTestId('store-settings-sections')).not.toHaveAttribute('inert'),
    );
    expect(screen.queryByRole('region', { name: 'Launching Your Store' })).not.toBeInTheDocument();
  });
});
