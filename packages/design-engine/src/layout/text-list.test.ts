import { describe, expect, it } from 'vitest';
import { withTextScope } from '../text/scope.ts';
import { upperCase } from '../text/scripts.ts';
import { fitBlock, textLine } from './text-line.ts';

const TRACKS = ['Mưa Sài Gòn', 'Cà Phê Sữa Đá', 'Late Ferry', 'Đêm', 'Bamboo Radio'];
const LABELS = TRACKS.map((t, i) => `0${i + 1}  ${upperCase(t)}`);

/** The faces that drew the Latin lines of a list. */
async function facesOf(labels: readonly string[]): Promise<string[][]> {
  const lines = await Promise.all(labels.map((l) => textLine(l, 'specialElite', 0.02)));
  return lines.map((l) => l.shape.faces);
}

describe('a list of lines shares one face', () => {
  it('alone, a title with a letter the face lacks falls back by itself', async () => {
    const faces = await facesOf(LABELS);
    expect(new Set(faces.map((f) => f.join())).size).toBeGreaterThan(1);
  });

  it("in a design, every title moves to the face that has all the list's letters", async () => {
    const faces = await withTextScope({ locale: null, lists: TRACKS }, () => facesOf(LABELS));
    expect(new Set(faces.map((f) => f.join())).size).toBe(1);
    expect(faces[0]?.[0]).toMatch(/^Noto Sans@/);
  });

  it("counts a title's short form as a line of the list", async () => {
    const scope = { locale: null, lists: ['Đêm Trắng (Live Version)', 'Late Ferry'] };
    const line = await withTextScope(scope, () => textLine('02  ĐÊM TRẮNG', 'specialElite'));
    const other = await withTextScope(scope, () => textLine('01  LATE FERRY', 'specialElite'));
    expect(other.shape.faces).toEqual(line.shape.faces);
  });

  it('does not move a name that only contains a short title', async () => {
    const scope = { locale: null, lists: ['Sen', 'Đêm'] };
    const line = await withTextScope(scope, () => textLine('ANDERSEN', 'specialElite'));
    expect(line.shape.faces).toEqual(['Special Elite@400']);
  });

  it('sets the lines of one stacked name in one face', async () => {
    const block = await fitBlock('HẠ LONG TAPES', 'specialElite', {
      maxWidth: 300,
      maxCap: 200,
      maxHeight: 2000,
      maxLines: 3,
    });
    expect(block.lines.length).toBeGreaterThan(1);
    const faces = new Set(block.lines.map((l) => l.shape.faces.join()));
    expect(faces.size).toBe(1);
  });
});
