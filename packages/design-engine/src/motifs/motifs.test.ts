import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/prng.ts';
import { GENRE_FAMILIES } from '../style/genre-family.ts';
import { hasIcon } from './game-icons.ts';
import { ICON_MOTIFS } from './icon-motifs.ts';
import { MOTIFS, motifForWords, motifsFor, renderMotif } from './registry.ts';

/** Where ink lands, measured by rendering the markup (defs included). */
function inkBounds(markup: string, defs: string[]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600" viewBox="0 0 1200 1600"><defs>${defs.join('')}</defs>${markup}</svg>`;
  const bb = new Resvg(svg).getBBox();
  return bb ? { x0: bb.x, y0: bb.y, x1: bb.x + bb.width, y1: bb.y + bb.height } : null;
}

describe('motif library', () => {
  it('names only icons the game-icons set has', () => {
    const missing = ICON_MOTIFS.map((m) => m.icon).filter((name) => !hasIcon(name));
    expect(missing).toEqual([]);
  });

  it('has unique ids', () => {
    expect(new Set(MOTIFS.map((m) => m.id)).size).toBe(MOTIFS.length);
  });

  it.each(MOTIFS.map((m) => [m.id, m] as const))('%s draws ink inside its box', (_id, motif) => {
    const box = { x0: 300, y0: 400, x1: 700, y1: 700 };
    const out = renderMotif(
      motif,
      box,
      { ink: '#f0e0c0', accent: '#d03050' },
      new Rng(3),
      (p) => `${p}1`,
    );
    expect(out.markup).toMatch(/ d="[Mm][^"]{20,}"/);
    expect(out.inks.length).toBeGreaterThanOrEqual(1);
    expect(out.inks.length).toBeLessThanOrEqual(2);
    const bounds = inkBounds(out.markup, out.defs);
    expect(bounds).not.toBeNull();
    if (!bounds) return;
    expect(bounds.x1 - bounds.x0).toBeGreaterThan(40);
    expect(bounds.x0).toBeGreaterThanOrEqual(box.x0 - 2);
    expect(bounds.y0).toBeGreaterThanOrEqual(box.y0 - 2);
    expect(bounds.x1).toBeLessThanOrEqual(box.x1 + 2);
    expect(bounds.y1).toBeLessThanOrEqual(box.y1 + 2);
  });

  it('gives every genre family its own motifs', () => {
    for (const family of GENRE_FAMILIES) {
      expect(motifsFor(family).length, family).toBeGreaterThanOrEqual(family === 'neutral' ? 4 : 6);
      expect(motifsFor(family, 'emblem').length, family).toBeGreaterThanOrEqual(2);
    }
  });

  it('picks motifs by the words in track names, in the family first', () => {
    expect(motifForWords(['Wolf Moon'], 'metal', new Rng(1)).motif.id).toMatch(/wolf/);
    expect(motifForWords(['Corazón de Fuego'], 'latin', new Rng(1)).word).not.toBeNull();
    expect(motifForWords(['Cowboy Boots'], 'country', new Rng(1)).motif.id).toBe('cowboy-boot');
    expect(motifForWords(['별빛'], 'kpop', new Rng(1)).word).toBe('별');
    expect(motifForWords(['이별 노래'], 'kpop', new Rng(1)).word).toBeNull();
    expect(motifForWords(['Moonlight Drive'], 'indie', new Rng(1)).word).toBe('moon');
    expect(motifForWords(['Wildfire'], 'metal', new Rng(1)).motif.id).toBe('flame');
    expect(motifForWords(['Start Again'], 'pop', new Rng(1)).word).toBeNull();
    const plain = motifForWords(['Untitled 3'], 'techno', new Rng(1));
    expect(plain.word).toBeNull();
    expect(plain.motif.families).toContain('techno');
  });

  it('is deterministic for a seed', () => {
    const box = { x0: 0, y0: 0, x1: 400, y1: 400 };
    const a = renderMotif('sparkle-cluster', box, { ink: '#fff' }, new Rng(9), (p) => p);
    const b = renderMotif('sparkle-cluster', box, { ink: '#fff' }, new Rng(9), (p) => p);
    expect(a.markup).toBe(b.markup);
  });
});

describe('asset credits', () => {
  it('credits game-icons only where an icon is drawn', async () => {
    const { creditsInMarkup } = await import('./credits.ts');
    const box = { x0: 0, y0: 0, x1: 300, y1: 300 };
    const icon = renderMotif('raven', box, { ink: '#ffffff' }, new Rng(1), (p) => p);
    const drawnOnly = renderMotif('laurel-wreath', box, { ink: '#ffffff' }, new Rng(1), (p) => p);
    expect(creditsInMarkup(icon.markup)).toHaveLength(1);
    expect(creditsInMarkup(drawnOnly.markup)).toEqual([]);
    // An icon drawn by some other helper, without the attribute, is still credited.
    const bare = icon.markup.replace(/ data-credit="[^"]*"/, '');
    expect(creditsInMarkup(bare)).toHaveLength(1);
  });
});

describe('motif finishes', () => {
  it.each(['halftone', 'distress'] as const)(
    '%s keeps the ink inside the box, in the motif ink',
    (finish) => {
      const box = { x0: 100, y0: 100, x1: 500, y1: 500 };
      const out = renderMotif('raven', box, { ink: '#f0e0c0' }, new Rng(2), (p) => `${p}9`, finish);
      expect(out.inks).toEqual(['#f0e0c0']);
      expect(out.defs.length).toBe(1);
      const bounds = inkBounds(out.markup, out.defs);
      expect(bounds).not.toBeNull();
      if (!bounds) return;
      // resvg's bbox ignores the mask; the dot lattice may poke half a dot past the box there.
      expect(bounds.x0).toBeGreaterThanOrEqual(box.x0 - 6);
      expect(bounds.y1).toBeLessThanOrEqual(box.y1 + 6);
    },
  );
});

describe('motif edge cases', () => {
  it('draws nothing into a box too small to print', () => {
    for (const m of MOTIFS) {
      const out = renderMotif(
        m,
        { x0: 5, y0: 5, x1: 5, y1: 300 },
        { ink: '#fff' },
        new Rng(1),
        (p) => p,
      );
      expect(out.markup, m.id).toBe('');
    }
  });
});

describe('chrome gradient', () => {
  it('builds its stops from one ink and white, for #rgb and #rrggbb', async () => {
    const { chromeGradient } = await import('./chrome.ts');
    const box = { x0: 0, y0: 100, x1: 1000, y1: 400 };
    for (const ink of ['#c0392b', '#c33']) {
      const def = chromeGradient('g1', ink, box);
      expect(def).toMatch(/^<linearGradient id="g1"/);
      const stops = [...def.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
      expect(stops.length).toBeGreaterThanOrEqual(5);
      expect(def).not.toMatch(/NaN/);
    }
  });
});
