import { expect, test } from '../fixtures/a11y';

test.describe('route table', () => {
  test('the site root lands on the v2 landing page', async ({ page, a11y }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/v2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Encore' })).toBeVisible();
    await a11y('landing /v2');
  });

  test('an unknown path lands on the v2 landing page', async ({ page }) => {
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/v2$/);
  });

  test('a protected route sends a signed-out visitor away', async ({ page }) => {
    await page.goto('/v2/main');
    await expect(page).toHaveURL(/\/v2$/);
  });

  test('each route change is recorded as a page view', async ({ page }) => {
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/page-views') && request.method() === 'POST',
    );
    await page.goto('/privacy');
    const request = await sent;
    const body = request.postDataJSON() as { events: { path: string; authenticated: boolean }[] };
    expect(body.events.some((event) => event.path === '/privacy' && !event.authenticated)).toBe(
      true,
    );
    const response = await request.response();
    expect(response?.status()).toBe(202);
  });
});
