import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { Box } from '../../svg/box.ts';
import { trackColumns, type TrackColumnsOptions } from './track-columns.ts';

const options: TrackColumnsOptions = {
  face: 'spaceMono',
  center: 600,
  width: 380,
  gutter: 60,
  top: 900,
  step: 60,
  cap: 34,
  tracking: 0.02,
  numberInk: '#ffffff',
  titleInk: '#f07a1a',
};

/** Each line's number and title boxes, in the order drawn. */
async function lines(titles: string[]) {
  const b = new ArtBuilder();
  await trackColumns(b, titles, options);
  const boxes = b.finish().texts.map((t) => t.box);
  const rows = [];
  for (let i = 0; i + 1 < boxes.length; i += 2) rows.push({ num: boxes[i], title: boxes[i + 1] });
  expect(rows).toHaveLength(titles.length);
  return rows as { num: Box; title: Box }[];
}

describe('the back-cover tracklist in columns', () => {
  it('reads left to right for Latin titles: first column on the left, numbers before titles', async () => {
    const rows = await lines(['Sunday Vinyl', 'Liner Notes', 'Accra', 'Dust']);
    for (const { num, title } of rows) expect(num.x1).toBeLessThanOrEqual(title.x0);
    expect(rows[0]?.num.x0).toBeLessThan(rows[2]?.num.x0 ?? 0);
  });

  it('reads right to left for Arabic titles: first column on the right, numbers at the right end', async () => {
    const rows = await lines(['ليل القاهرة', 'نار', 'شارع الهرم', 'ذهب']);
    for (const { num, title } of rows) expect(num.x0).toBeGreaterThanOrEqual(title.x1);
    expect(rows[0]?.num.x0).toBeGreaterThan(rows[2]?.num.x0 ?? 0);
  });
});
