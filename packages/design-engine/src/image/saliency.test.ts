import { describe, expect, it } from 'vitest';
import { findFace, findSubject, saliencyMap, skinLikelihood } from './saliency.ts';

const hex = (h: string): [number, number, number] => [
  parseInt(h.slice(1, 3), 16),
  parseInt(h.slice(3, 5), 16),
  parseInt(h.slice(5, 7), 16),
];

/** A w × h RGB raster: `paint(x, y)` gives each pixel's colour. */
function raster(w: number, h: number, paint: (x: number, y: number) => string): Uint8Array {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) data.set(hex(paint(x, y)), (y * w + x) * 3);
  }
  return data;
}

describe('subject finding', () => {
  it('tells skin from the colours that fooled the old chroma box', () => {
    for (const tone of ['#e0ac8b', '#c68863', '#8d5524', '#5c3a21', '#f1c27d']) {
      expect(skinLikelihood(...hex(tone)), tone).toBeGreaterThan(0.5);
    }
    for (const other of ['#d8d2c8', '#ff6a13', '#b04fd0', '#3a6ea5', '#808080']) {
      expect(skinLikelihood(...hex(other)), other).toBeLessThan(0.2);
    }
  });

  it('finds a face-sized skin patch and crops head and shoulders around it', () => {
    const w = 96;
    const h = 64;
    const data = raster(w, h, (x, y) => (Math.hypot(x - 70, y - 22) < 9 ? '#d9a07a' : '#3a4a60'));
    const map = saliencyMap(data, w, h, 3);
    expect(findFace(map.skin, w, h)).not.toBeNull();
    const box = findSubject(map);
    expect(box.x).toBeLessThanOrEqual(61);
    expect(box.x + box.size).toBeGreaterThanOrEqual(79);
    expect(box.x + box.size).toBeLessThanOrEqual(w);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.size).toBeLessThan(h);
  });

  it('keeps every member of a band in the crop, the edge ones included', () => {
    // Three faces in a row on a dark ground, the outer two near the sides (Vargrhymn, The Safety
    // Pins): the crop was a head-and-shoulders square round the middle one.
    const w = 96;
    const faces = [16, 48, 80];
    const data = raster(w, w, (x, y) =>
      faces.some((fx) => Math.hypot(x - fx, (y - 50) * 0.8) < 8) ? '#d9a07a' : '#2a2a34',
    );
    const box = findSubject(saliencyMap(data, w, w, 3));
    expect(box.x).toBeLessThanOrEqual(16 - 8);
    expect(box.x + box.size).toBeGreaterThanOrEqual(80 + 8);
  });

  it('keeps a wide crop when there is no face', () => {
    const w = 96;
    const data = raster(w, w, (x, y) => ((x + y) % 16 < 8 ? '#1c1c40' : '#d8d2c8'));
    const box = findSubject(saliencyMap(data, w, w, 3));
    expect(box.size).toBeGreaterThanOrEqual(w * 0.85 - 1);
  });
});
