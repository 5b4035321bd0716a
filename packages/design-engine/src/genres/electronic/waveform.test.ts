import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { electronic } from './index.ts';
import { electronicWaveform } from './waveform.ts';

const ZANETA = {
  name: 'Żaneta Wiśniewska',
  track: 'Światła Miasta',
  tracks: ['Światła Miasta', 'Zimna Fala'],
  details: ['Poland'],
};

describe('the waveform ring', () => {
  it('stops its bars at a clear plate round the whole name, not only round each letter', async () => {
    let rings = 0;
    for (let i = 0; i < 8; i += 1) {
      const art = await drawLayout(electronicWaveform, electronic, ZANETA, `plate-${i}`);
      // The ring's hairline: the band arrangement draws none.
      if (!art.body.join('').includes('r="230"')) continue;
      rings += 1;
      const names = art.texts.filter((t) => t.role === 'name').map((t) => t.box);
      const plates = [
        ...art.defs
          .join('')
          .matchAll(
            /<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" rx="[\d.]+" fill="#000"\/>/g,
          ),
      ].map((m) => ({
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[1]) + Number(m[3]),
        y1: Number(m[2]) + Number(m[4]),
      }));
      expect(plates.length).toBe(1);
      const [plate] = plates;
      for (const box of names) {
        expect(plate?.x0).toBeLessThan(box.x0);
        expect(plate?.x1).toBeGreaterThan(box.x1);
        expect(plate?.y0).toBeLessThan(box.y0);
        expect(plate?.y1).toBeGreaterThan(box.y1);
      }
    }
    expect(rings).toBeGreaterThan(0);
  });
});
