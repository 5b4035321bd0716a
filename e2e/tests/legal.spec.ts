import { expect, test } from '../fixtures/a11y';

for (const { path, heading } of [
  { path: '/privacy', heading: /privacy policy/i },
  { path: '/terms', heading: /terms of service/i },
]) {
  test(`${path} renders the legal page`, async ({ page, a11y }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/last updated/i)).toBeVisible();
    await expect(page.getByText(/13/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /back/i })).toBeVisible();
    await a11y(path);
  });
}

test('the back button returns to the previous page', async ({ page }) => {
  await page.goto('/v2');
  await page.goto('/terms');
  await page.getByRole('button', { name: /back/i }).click();
  await expect(page).toHaveURL(/\/v2$/);
});
