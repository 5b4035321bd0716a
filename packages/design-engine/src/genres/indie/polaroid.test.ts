import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { indie } from './index.ts';
import { indiePolaroid } from './polaroid.ts';

describe('the polaroid', () => {
  it('types the song under both photos, clear of the one slipping out behind', async () => {
    for (let seed = 0; seed < 12; seed += 1) {
      const art = await drawLayout(
        indiePolaroid,
        indie,
        { name: 'ดาวเหนือ', track: 'รถไฟสายสุดท้าย', tracks: ['รถไฟสายสุดท้าย'] },
        `p${seed}`,
      );
      // The photo behind: its outline in the small lines' ink (#b8b0a0), 7 units wide.
      const behind = /stroke="#b8b0a0" stroke-width="7"[^>]* d="([^"]+)"/.exec(art.body.join(''));
      const ys = [...(behind?.[1] ?? '').matchAll(/[ML]([-\d.]+)[ ,]([-\d.]+)/g)].map((m) =>
        Number(m[2]),
      );
      expect(ys.length, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      const song = art.texts.find((t) => t.role === 'track');
      expect(song?.box.y0, `seed ${seed}`).toBeGreaterThan(Math.max(...ys) + 3.5);
    }
  });
});
