import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav, storeTabPath } from './bottom-nav';

function renderNav(path: string, storeState?: 'pre-store' | 'processing' | 'ready') {
  const router = createMemoryRouter(
    [{ path: '*', element: <BottomNav storeState={storeState} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('BottomNav (spec §2.7)', () => {
  it('leads Store by store state', () => {
    expect(storeTabPath('pre-store')).toBe('/v2/main');
    expect(storeTabPath('processing')).toBe('/v2/store/settings');
    expect(storeTabPath('ready')).toBe('/v2/store/overview');
  });

  it('marks the current tab and shows the red dot before the store is ready', () => {
    const nav = renderNav('/v2/main');
    expect(nav.getByRole('link', { name: 'Designs' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Store' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Store' }).querySelector('.animate-ping')).not.toBeNull();
  });

  it('has no dot once the store is ready', () => {
    const nav = renderNav('/v2/store/overview', 'ready');
    const store = nav.getByRole('link', { name: 'Store' });
    expect(store).toHaveAttribute('aria-current', 'page');
    expect(store.querySelector('.animate-ping')).toBeNull();
  });

  it('brings the launch call-to-action back when Store is tapped before a store exists', async () => {
    window.localStorage.setItem('encore.launch_cta_dismissed', 'true');
    const nav = renderNav('/v2/profile');
    await userEvent.click(nav.getByRole('link', { name: 'Store' }));
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBeNull();
  });

  it('leaves the dismissal alone once a store exists', async () => {
    window.localStorage.setItem('encore.launch_cta_dismissed', 'true');
    const nav = renderNav('/v2/profile', 'processing');
    await userEvent.click(nav.getByRole('link', { name: 'Store' }));
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBe('true');
  });
});
