import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { hiphopBootleg, outlineReads } from './bootleg.ts';
import { hiphop } from './index.ts';

const KOFI = { name: 'Kofi Mensah', track: 'Jollof Wars', tracks: ['Jollof Wars', 'Sika'] };

/** Whether the bootleg drew its name outline (a stroke round the letters, cut by a mask). */
async function outlined(ink: { primary: string; accent: string; support: string }) {
  const art = await drawLayout(hiphopBootleg, hiphop, KOFI, 'kofi', ink);
  return art.body.some((markup) => markup.includes('<mask id="outline'));
}

describe('the bootleg name outline', () => {
  it('outlines the letters in an accent that stands apart from them', async () => {
    expect(await outlined({ primary: '#f4c430', accent: '#e63946', support: '#e8e8e0' })).toBe(
      true,
    );
  });

  it('leaves it out when it is close in tone to the letters (a holed sticker)', async () => {
    expect(outlineReads('#f4c430', '#e8e8e0')).toBe(false);
    expect(await outlined({ primary: '#f4c430', accent: '#e8e8e0', support: '#e8e8e0' })).toBe(
      false,
    );
  });
});
