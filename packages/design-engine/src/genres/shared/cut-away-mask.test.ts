import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import { cutAwayMask, swollen } from './cut-away-mask.ts';
import { roundRectPath } from './round-rect.ts';

describe('cut-away masks', () => {
  it('keeps the whole sheet white and cuts the swollen shape in black, under a fresh id', () => {
    const b = new ArtBuilder();
    const first = cutAwayMask(b, 'gap', swollen('<path d="M0 0H10V10Z"/>', 12.3456));
    const second = cutAwayMask(b, 'gap', '<path fill="#000" d="M0 0H1V1Z"/>');
    expect(first).not.toBe(second);
    const defs = b.finish().defs.join('');
    expect(defs).toContain(`<mask id="${first}"`);
    expect(defs).toContain('fill="#fff"');
    // Round joins, so the cut follows each letter's corners at an even distance.
    expect(defs).toMatch(/stroke="#000" stroke-width="12\.3\d*" stroke-linejoin="round"/);
  });

  it('draws a rounded rectangle as one closed path of lines and four arcs', () => {
    const d = roundRectPath(0, 0, 100, 50, 10);
    expect(d.startsWith('M10 0H90A10 10 0 0 1 100 10V40')).toBe(true);
    expect(d.match(/A/g)).toHaveLength(4);
    expect(d.endsWith('Z')).toBe(true);
  });
});
