import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth';
import { appendDebugRecord, recordDebugRequests } from '../../lib/debug-request-log';
import { defaultRuntimeConfig, runtimeConfigHandler } from '../../mocks';
import { serveApi } from '../../test/fake-api';
import { mswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import type * as ReloadSoon from './lib/reload-soon';
import { reloadSoon } from './lib/reload-soon';

vi.mock('./lib/reload-soon', async (importOriginal) => ({
  ...(await importOriginal<typeof ReloadSoon>()),
  reloadSoon: vi.fn(),
}));

beforeEach(() => vi.mocked(reloadSoon).mockClear());
afterEach(() => {
  sessionStore.clear();
  recordDebugRequests(false);
});

function enablePanel(enabled = true) {
  mswServer.use(runtimeConfigHandler({ ...defaultRuntimeConfig, debugPanel: enabled }));
}

async function renderWithPanel() {
  enablePanel();
  const api = serveApi();
  const view = renderRoute('/terms');
  await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
  const toggle = await screen.findByRole('button', { name: 'Open debug panel' });
  return { ...view, api, toggle };
}

async function openPanel() {
  const { toggle, ...rest } = await renderWithPanel();
  await userEvent.click(toggle);
  return { ...rest, panel: screen.getByRole('complementary', { name: 'Debug panel' }) };
}

describe('debug panel', () => {
  it('is not there unless the server enables it, and then keeps no request log', async () => {
    enablePanel(false);
    window.localStorage.setItem('encore.debug_request_log', '[]');
    const api = serveApi();
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await waitFor(() =>
      expect(api.requests.some((request) => request.url.endsWith('/api/config'))).toBe(true),
    );
    // The gate loads after the screen and asks for itself.
    await waitFor(() => expect(window.localStorage.getItem('encore.debug_request_log')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Open debug panel' })).not.toBeInTheDocument();
  });

  it('opens from the side tab and closes again', async () => {
    const { panel } = await openPanel();
    for (const name of ['Authentication', 'Workflow host', 'Store mode', 'Data', 'Request log']) {
      expect(within(panel).getByRole('heading', { name })).toBeVisible();
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Close debug panel' }));
    expect(screen.queryByRole('complementary', { name: 'Debug panel' })).not.toBeInTheDocument();
  });

  it('toggles with Ctrl+Shift+D and Ctrl+Alt+D', async () => {
    await renderWithPanel();
    fireEvent.keyDown(window, { key: 'D', code: 'KeyD', ctrlKey: true, shiftKey: true });
    expect(screen.getByRole('complementary', { name: 'Debug panel' })).toBeVisible();
    fireEvent.keyDown(window, { key: '∂', code: 'KeyD', ctrlKey: true, altKey: true });
    expect(screen.queryByRole('complementary', { name: 'Debug panel' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'd', code: 'KeyD', ctrlKey: true });
    expect(screen.queryByRole('complementary', { name: 'Debug panel' })).not.toBeInTheDocument();
  });

  it('shows who is signed in but never a token', async () => {
    signIn();
    const { panel } = await openPanel();
    expect(within(panel).getByText('Signed in')).toBeVisible();
    expect(within(panel).getByText('user-1')).toBeVisible();
    expect(within(panel).getByText('artist@example.com')).toBeVisible();
    expect(within(panel).getByText(/^held, expires/)).toBeVisible();
    expect(document.body.innerHTML).not.toContain('access-token-1');
    expect(document.body.innerHTML).not.toContain('refresh-token-1');
  });

  it('explains the workflow host instead of offering a switch to nowhere', async () => {
    const { panel } = await openPanel();
    const section = within(panel).getByRole('region', { name: 'Workflow host' });
    expect(within(section).getByText(`${window.location.origin}/webhook/…`)).toBeVisible();
    expect(within(section).getByText(/valid only here/)).toBeVisible();
  });

  it('lists the last requests newest first, with secrets masked', async () => {
    recordDebugRequests(true);
    for (let index = 0; index < 22; index += 1) {
      appendDebugRecord({
        method: 'GET',
        path: `/webhook/get-store-data?call=${index}`,
        statusCode: 200,
        error: null,
        duration: 5,
        timestamp: new Date().toISOString(),
        requestData: null,
        responseData: null,
      });
    }
    appendDebugRecord({
      method: 'POST',
      path: '/webhook/auth-user',
      statusCode: 401,
      error: 'Request failed: 401 - Bearer secret-bearer',
      duration: 31,
      timestamp: new Date().toISOString(),
      requestData: { body: { user_context: { user_id: 'user-1' } } },
      responseData: { access_token: 'secret-access', user: 'u1' },
    });
    const { panel } = await openPanel();
    const items = within(within(panel).getByRole('list', { name: 'Requests' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('/webhook/auth-user');
    expect(items[0]).toHaveTextContent('401');
    expect(within(panel).getByText('Last 20 requests')).toBeVisible();
    expect(document.body.innerHTML).not.toContain('secret-access');
    expect(document.body.innerHTML).not.toContain('secret-bearer');
    expect(items[0]).toHaveTextContent('[redacted]');
  });

  it('forces the store processing mode and reloads after 0.5 s', async () => {
    const { panel } = await openPanel();
    const modeSwitch = within(panel).getByRole('switch', { name: /Force store processing mode/ });
    await userEvent.click(modeSwitch);
    expect(window.localStorage.getItem('debug_store_processing')).toBe('true');
    expect(reloadSoon).toHaveBeenCalledWith(500);
    await userEvent.click(modeSwitch);
    expect(window.localStorage.getItem('debug_store_processing')).toBeNull();
  });

  it('clears all data: signs out on the server, empties local storage, reloads after 1 s', async () => {
    signIn();
    window.localStorage.setItem('spotifyArtist', '{}');
    const { panel, api } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all data' }));

    await waitFor(() => expect(reloadSoon).toHaveBeenCalledWith(1000));
    expect(api.auth.logouts).toEqual(['Bearer access-token-1']);
    expect(window.localStorage.getItem('spotifyArtist')).toBeNull();
    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
  });

  it("says 'Clear Data Error' and keeps everything when the sign-out fails", async () => {
    signIn();
    window.localStorage.setItem('spotifyArtist', '{}');
    const { panel, api } = await openPanel();
    api.auth.fail(500);
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all data' }));

    expect(await screen.findByText('Clear Data Error')).toBeVisible();
    expect(reloadSoon).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('spotifyArtist')).toBe('{}');
    expect(sessionStore.getSnapshot().status).toBe('authenticated');
  });
});
