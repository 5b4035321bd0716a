import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SHOW_LAUNCH_CTA_EVENT } from '../../lib/store/launch-cta';
import { LegacyBottomNav } from './legacy-bottom-nav';

function renderNav(path: string, storeDot = true) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <LegacyBottomNav storeDot={storeDot} avatarUrl={null} email="ari@example.com" />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, nav: within(screen.getByRole('navigation', { name: 'Main' })) };
}

describe('LegacyBottomNav (spec §2.5)', () => {
  it('marks the current tab, shows the red dot when asked and the email initial as avatar', () => {
    const { nav } = renderNav('/main');
    expect(nav.getByRole('link', { name: 'Main' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByTestId('store-dot')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: /Profile/ })).toHaveTextContent('A');
  });

  it('without a store leads Store to /main and broadcasts the build call-to-action', async () => {
    window.localStorage.setItem('encore.launch_cta_dismissed', 'true');
    const shown = vi.fn();
    window.addEventListener(SHOW_LAUNCH_CTA_EVENT, shown);
    const { nav, router } = renderNav('/settings');
    await userEvent.click(nav.getByRole('link', { name: 'Store' }));
    expect(router.state.location.pathname).toBe('/main');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('encore.launch_cta_dismissed')).toBeNull();
    window.removeEventListener(SHOW_LAUNCH_CTA_EVENT, shown);
  });

  it.each([
    ['store data', 'storeData', JSON.stringify({ isStoreEnabled: true, shopifyStoreUrl: 'u' })],
    ['the store-structured flag', 'storeStructured', 'true'],
    ['build polling', 'isStorePolling', 'true'],
  ])('with %s leads Store to /store/dashboard', async (_name, key, value) => {
    window.localStorage.setItem(key, value);
    const shown = vi.fn();
    window.addEventListener(SHOW_LAUNCH_CTA_EVENT, shown);
    const { nav, router } = renderNav('/main', false);
    expect(nav.queryByTestId('store-dot')).toBeNull();
    await userEvent.click(nav.getByRole('link', { name: 'Store' }));
    expect(router.state.location.pathname).toBe('/store/dashboard');
    expect(shown).not.toHaveBeenCalled();
    window.removeEventListener(SHOW_LAUNCH_CTA_EVENT, shown);
  });
});
