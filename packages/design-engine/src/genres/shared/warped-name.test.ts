import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import { fitBlock } from '../../layout/text-line.ts';
import { Rng } from '../../random/prng.ts';
import { drawWarpedName, NAME_WARPS, warpName } from './warped-name.ts';

const NAMES = ['Gece Yarısı Kuşları', 'بنات الليل', '달빛 여행단', 'आकाश गंगा', '夜更かし団'];

const fit = (name: string) =>
  fitBlock(name, 'lilita', {
    maxWidth: 900,
    maxCap: 180,
    maxHeight: 420,
    maxLines: 3,
    leading: 0.4,
  });

const subpaths = (d: string): number => (d.match(/M/g) ?? []).length;

describe('warped names', () => {
  it.each(NAMES)('bend %s in every warp, every contour kept', async (text) => {
    const block = await fit(text);
    const straight = warpName(block, 300, 'balloon', new Rng('x'));
    for (const kind of NAME_WARPS) {
      const bent = warpName(block, 300, kind, new Rng(`warp-${kind}`));
      bent.paths.forEach((d, i) => {
        expect(subpaths(d), `${kind} ${text}`).toBe(subpaths(block.lines[i]?.shape.d ?? ''));
      });
      // Width is kept: only heights bend, so the name never grows past its fitted width.
      expect(bent.box.x1 - bent.box.x0).toBeCloseTo(straight.box.x1 - straight.box.x0, -1);
    }
  });

  it('melts downward only: the tops stay where they were set', async () => {
    const block = await fit('Gece Yarısı Kuşları');
    const b = new ArtBuilder();
    const melted = warpName(block, 300, 'melt', new Rng('melt'));
    const top = Math.min(
      ...block.lines.map((l, i) => 300 + (block.baselines[i] ?? 0) + l.shape.bbox.y0 * block.scale),
    );
    expect(melted.box.y0).toBeGreaterThanOrEqual(top - 1);
    drawWarpedName(b, melted, { paint: { fill: '#f2a65a' } });
    const art = b.finish();
    expect(art.texts.map((t) => t.role)).toEqual(block.lines.map(() => 'name'));
    expect(art.texts.every((t) => t.missing.length === 0)).toBe(true);
  });

  it('vary by seed, so two psych artists do not share one bend', async () => {
    const block = await fit('The Mellow Suns');
    for (const kind of NAME_WARPS) {
      const a = warpName(block, 300, kind, new Rng('a')).paths.join('');
      const again = warpName(block, 300, kind, new Rng('a')).paths.join('');
      const c = warpName(block, 300, kind, new Rng('c')).paths.join('');
      expect(again).toBe(a);
      expect(c).not.toBe(a);
    }
  });
});
