import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { techno } from './index.ts';
import { technoScan } from './scan.ts';

const ARTIST = {
  name: 'Nadia Volkov',
  track: 'Spree Fog',
  tracks: ['Spree Fog', 'Tresor 4AM', 'Glass Corridor'],
  genres: ['melodic techno'],
};

describe('the techno scan in a disc', () => {
  it('rings the picture with strobe ticks, never a crosshair with marks at four points', async () => {
    let discs = 0;
    for (let seed = 0; seed < 16; seed += 1) {
      const art = await drawLayout(technoScan, techno, ARTIST, `scan${seed}`);
      // The disc is the only arrangement whose picture is clipped to a shape.
      if (!art.defs.some((d) => d.startsWith('<clipPath id="pa'))) continue;
      discs += 1;
      const body = art.body.join('');
      const strobe = /stroke-width="6" d="([^"]+)"/.exec(body)?.[1] ?? '';
      expect(strobe.match(/L/g)?.length).toBe(60);
      // Registration marks (a ring crossed by bars, in the accent): none around a person.
      expect(body).not.toContain('fill="#d9893b" fill-rule="evenodd"');
    }
    expect(discs).toBeGreaterThan(1);
  });
});
