import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../lib/format-date';
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

  it('states the minimum age, the third parties and the placeholders', async () => {
    await renderPage();
    const text = document.body.textContent ?? '';

    expect(text).toMatch(/at least 13 years old/);
    expect(text).toContain('Google');
    expect(text).toContain('Spotify');
    expect(text).toMatch(/Amazon S3-compatible/);
    expect(text).toContain('[Business address]');
    expect(screen.getAllByRole('link', { name: 'privacy@encore.example' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@encore.example',
    );
    expect(screen.getAllByRole('link', { name: 'legal@encore.example' })[0]).toHaveAttribute(
      'href',
      'mailto:legal@encore.example',
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
  it('names the jurisdiction placeholder in governing law', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: '11. Governing law' })).toBeVisible();
    expect(document.body.textContent).toContain('the laws of [Jurisdiction]');
  });
});
