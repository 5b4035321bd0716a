import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The debug panel is in no file a production page loads unless the panel is on: its texts live in
 * a chunk of their own that only a dynamic import names, never the entry script or a file the
 * entry preloads (spec §2.6: a development aid; DEBUG_PANEL turns it on for an installation).
 * Reads the app `npm run test:e2e` has just built (WEB_DIST_DIR when the server is given another).
 */
const distDir = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '../../apps/web/dist');
const PANEL_TEXTS = ['Open debug panel', 'Clear all data', 'Force store processing mode'];

function read(file: string): string {
  return readFileSync(join(distDir, file.replace(/^\//, '')), 'utf8');
}

/** The entry script and everything index.html preloads with it. */
function eagerFiles(): string[] {
  const html = read('index.html');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return [...scripts, ...preloads].filter((file): file is string => file !== undefined);
}

test('the debug panel is not in the entry chunk or anything it preloads', () => {
  const eager = eagerFiles();
  expect(eager.length).toBeGreaterThan(0);
  for (const file of eager) {
    const text = read(file);
    for (const panelText of PANEL_TEXTS) {
      expect(text.includes(panelText), `${panelText} in ${file}`).toBe(false);
    }
  }
  // ...but it was built, as a chunk of its own that no eager file is.
  const assets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  const panelChunks = assets.filter((file) =>
    PANEL_TEXTS.every((panelText) => read(`assets/${file}`).includes(panelText)),
  );
  expect(panelChunks).toHaveLength(1);
  expect(eager).not.toContain(`/assets/${panelChunks[0]}`);
});
