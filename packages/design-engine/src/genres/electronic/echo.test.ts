import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { ECHO_ARRANGEMENTS, echoWay, electronicEcho } from './echo.ts';
import { electronic } from './index.ts';

const NKOSI = { name: 'Nkosi Beats', track: 'Umlilo', tracks: ['Umlilo', 'Ekseni'] };

describe('the echo trail', () => {
  it('steps each repeat over half a cap and hides the farther ones behind its band', async () => {
    for (let i = 0; i < 6; i += 1) {
      const art = await drawLayout(electronicEcho, electronic, NKOSI, `echo-${i}`);
      const body = art.body.join('');
      const cap = art.texts.find((t) => t.role === 'name')?.capHeight ?? 0;
      // The repeats' outlines, farthest first: `<g transform="translate(dx dy)" fill="none"`.
      const steps = [
        ...body.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)" fill="none"/g),
      ]
        .map((m) => Math.hypot(Number(m[1]), Number(m[2])))
        .sort((a, b) => a - b);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect((steps[0] ?? 0) / cap).toBeGreaterThan(0.5);
      // Every echo but the nearest is masked by the bands of the ones in front of it: one
      // rectangle for the solid name and one per nearer echo.
      const masks = art.defs.filter((d) => d.includes('<mask'));
      const rects = masks.map((m) => (m.match(/<rect fill="#000"/g) ?? []).length).sort();
      expect(rects).toEqual(steps.map((_, k) => k + 1).sort());
    }
  });
});

describe('the echo trail’s way', () => {
  it('leaves from the longer outer line of a stacked name', () => {
    // 'DJ' over 'KALUNGA': rising from 'DJ' stacked stubs; the trail falls from 'KALUNGA'.
    expect(echoWay('rise', [180, 760])).toBe('fall');
    expect(echoWay('drift', [180, 760])).toBe('fall');
    expect(echoWay('fall', [760, 180])).toBe('rise');
    // Lines of like width, or one line: the seed's way.
    for (const way of ECHO_ARRANGEMENTS) {
      expect(echoWay(way, [600, 700])).toBe(way);
      expect(echoWay(way, [640])).toBe(way);
    }
  });

  it('draws a stacked name with a short top line falling, whatever the seed', async () => {
    const kalunga = { name: 'DJ Kalunga', track: 'Kota', tracks: ['Kota', 'Mambos'] };
    for (let i = 0; i < 6; i += 1) {
      const body = (await drawLayout(electronicEcho, electronic, kalunga, `kalunga-${i}`)).body;
      const dys = [
        ...body.join('').matchAll(/<g transform="translate\([-\d.]+ ([-\d.]+)\)" fill="none"/g),
      ].map((m) => Number(m[1]));
      expect(dys.length, `seed ${i}`).toBeGreaterThanOrEqual(3);
      // Falling: every repeat steps down from the name (y grows downwards).
      expect(
        dys.every((dy) => dy > 0),
        `seed ${i}`,
      ).toBe(true);
    }
  });
});
