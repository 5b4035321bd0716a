import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoArtists, findDemoArtist } from '../artists/index.ts';
import { renderArtistImage } from './render-artist-image.ts';

function artist(id: string) {
  const found = findDemoArtist(id);
  if (!found) throw new Error(`no artist ${id}`);
  return found;
}

const IRON_CATHEDRAL = 'tGPBEAGZ6ZKGxQ9dhj80vI';
const RUBY_CALLOWAY = 'YDcr7a5r7hdvwM5ZU4kEuI';

describe('renderArtistImage', () => {
  it('renders a 640×640 JPEG', async () => {
    const image = await renderArtistImage(artist(IRON_CATHEDRAL));
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 640, channels: 3 });
  });

  it('is the same bytes every time for the same artist', async () => {
    const a = await renderArtistImage(artist(RUBY_CALLOWAY));
    const b = await renderArtistImage(artist(RUBY_CALLOWAY));
    expect(a.equals(b)).toBe(true);
  });

  it('gives different artists different dominant colours', async () => {
    const metal = await sharp(await renderArtistImage(artist(IRON_CATHEDRAL))).stats();
    const pop = await sharp(await renderArtistImage(artist(RUBY_CALLOWAY))).stats();
    expect(metal.dominant).not.toEqual(pop.dominant);
    // Iron Cathedral is dark red and black, Ruby Calloway pink and violet.
    expect(pop.channels[2]?.mean ?? 0).toBeGreaterThan((metal.channels[2]?.mean ?? 0) + 30);
  });

  it('draws real, varied pictures for every artist', { timeout: 30_000 }, async () => {
    const seen = new Set<string>();
    for (const each of demoArtists) {
      const stats = await sharp(await renderArtistImage(each)).stats();
      const spread = Math.max(...stats.channels.map((channel) => channel.stdev));
      expect(spread, each.name).toBeGreaterThan(20);
      expect(stats.entropy, each.name).toBeGreaterThan(4);
      seen.add(JSON.stringify(stats.dominant));
    }
    // sharp's dominant colour is coarse (16 levels a channel) and the darker genres share
    // near-black backgrounds, so not every artist has its own, but the palettes clearly vary.
    expect(seen.size).toBeGreaterThanOrEqual(20);
  });
});
