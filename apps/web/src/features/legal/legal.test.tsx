import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../lib/format-date';
import { defaultRuntimeConfig, runtimeConfigHandler } from '../../mocks';
import { mswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const pages = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
];

describe.each(pages)('$title ($path)', ({ path, title }) => {
  async function renderPage(...before: string[]) {
    const view = renderRoute(...before, path);
    await screen.findByRole('heading', { level: 1, name: title });
    return view;
  }

  it('states the minimum age, the third parties and the contact addresses, never a placeholder', async () => {
    await renderPage();
    const text = document.body.textContent ?? '';

    expect(text).toMatch(/at least 13 years old/);
    expect(text).toContain('Google');
    expect(text).toContain('Spotify');
    expect(text).toMatch(/Amazon S3-compatible/);
    expect(text).not.toMatch(/\[[A-Z][a-z]+( [a-z]+)*\]/);
    expect((await screen.findAllByRole('link', { name: 'privacy@localhost' }))[0]).toHaveAttribute(
      'href',
      'mailto:privacy@localhost',
    );
    expect(screen.getAllByRole('link', { name: 'legal@localhost' })[0]).toHaveAttribute(
      'href',
      'mailto:legal@localhost',
    );
  });

  it("states the operator the server's configuration names", async () => {
    mswServer.use(
      runtimeConfigHandler({
        ...defaultRuntimeConfig,
        legal: {
          operator: 'Encore Merch Ltd',
          businessAddress: '1 High Street, London',
          jurisdiction: 'England and Wales',
          privacyEmail: 'privacy@merch.example.org',
          contactEmail: 'law@merch.example.org',
        },
      }),
    );
    await renderPage();
    expect(await screen.findByText(/Encore Merch Ltd, 1 High Street, London/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'law@merch.example.org' })[0]).toHaveAttribute(
      'href',
      'mailto:law@merch.example.org',
    );
  });

  it("shows today's date as last updated, en-US long", async () => {
    await renderPage();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(
      `Last updated: ${formatLongDate(new Date())}`,
    );
    expect(formatLongDate(new Date(2025, 10, 22))).toBe('November 22, 2025');
  });

  it('goes back to the previous page', async () => {
    const { router } = await renderPage('/v2/onboarding');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/onboarding'));
  });

  it('falls back to /v2 when opened directly', async () => {
    const { router } = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2'));
  });

  it('sets the document title', async () => {
    await renderPage();
    await waitFor(() => expect(document.title).toBe(`${title} · Encore`));
  });
});

describe('Terms of Service', () => {
  it('names the jurisdiction in governing law: where the operator is, unless configured', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: '11. Governing law' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'the laws of the country where the operator of this service is established',
    );
  });
});
