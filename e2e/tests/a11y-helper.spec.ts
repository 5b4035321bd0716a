import { expect, test } from '@playwright/test';
import { describeViolations, runAxe, seriousViolations } from '../fixtures/a11y';

// The accessibility helper every journey uses: it must catch what it is there for, on a page
// with the web app's own backdrop (the two page lights that leave axe unable to judge contrast).

const appBody = `
  <style>
    body { background-color: #0b0a12; color: #f5f3ff; font: 14px sans-serif;
      background-image: radial-gradient(60rem 32rem at 50% -12rem, rgb(167 139 250 / 0.22), transparent 70%),
        radial-gradient(40rem 24rem at 100% 0, rgb(244 114 182 / 0.12), transparent 70%); }
  </style>`;

test('serious violations are found and described: rule, impact, target, help URL', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Bad</title>${appBody}</head>
    <body><main><h1>Bad page</h1>
      <p id="dim" style="color: #4a4658">Hard to read on the page lights</p>
      <button id="nameless"><svg width="16" height="16"></svg></button>
    </main></body></html>`);

  const failing = seriousViolations(await runAxe(page));
  expect(failing.map((violation) => violation.id).sort()).toEqual([
    'button-name',
    'color-contrast',
  ]);
  const text = describeViolations(failing);
  expect(text).toContain('button-name (critical)');
  expect(text).toContain('color-contrast (serious)');
  expect(text).toContain('["#nameless"]');
  expect(text).toContain('["#dim"]');
  expect(text).toMatch(/https:\/\/dequeuniversity\.com\/rules\/axe\/[\d.]+\/color-contrast/);
  // The page lights are back once the check is done.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toContain(
    'radial-gradient',
  );
});

test('text on the page lights is judged rather than left incomplete', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Good</title>${appBody}</head>
    <body><main><h1>Good page</h1><p style="color: #a8a3bf">Muted text that reads well</p></main>
    </body></html>`);

  const results = await runAxe(page);
  expect(seriousViolations(results)).toEqual([]);
  expect(results.incomplete.map((rule) => rule.id)).not.toContain('color-contrast');
  expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
});
