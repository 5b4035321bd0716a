/**
 * Look at the mockups by eye: renders a few fabric colours × designs into /tmp/encore-mockups
 * as PNG (or into the directory given as the first argument). Run from the repo root:
 * npx tsx packages/design-engine/src/mockups/preview-mockups.ts [out-dir]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { GARMENTS } from '../style/garments.ts';
import { renderMockups } from './render-mockups.ts';
import { clearStaticLayerCache } from './static-layer.ts';
import { sampleGarmentDesign, samplePosterDesign } from './testing/sample-designs.ts';

const OUT = process.argv[2] ?? '/tmp/encore-mockups';
// Blanks the store stocks, so the preview shows what is sold.
const FABRICS = {
  black: GARMENTS.black,
  navy: GARMENTS.navy,
  offwhite: GARMENTS.natural,
  maroon: GARMENTS.maroon,
};

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const colour = await sampleGarmentDesign({ ink: 'colour', width: 4500, text: true });
  const white = await sampleGarmentDesign({ ink: 'mono', width: 4500, text: true });
  const dark = await sampleGarmentDesign({
    ink: 'mono',
    monoInk: '#1c1c1c',
    width: 4500,
    text: true,
  });
  for (const [fabricName, hex] of Object.entries(FABRICS)) {
    const mono = fabricName === 'offwhite' ? dark : white;
    for (const [designName, design] of Object.entries({ mono, colour })) {
      const started = performance.now();
      const mockups = await renderMockups({ design, kind: 'garment', garmentColor: hex });
      const ms = Math.round(performance.now() - started);
      console.log(`${fabricName} × ${designName}: ${mockups.length} mockups in ${ms} ms`);
      for (const m of mockups) {
        const png = await sharp(m.webp).png().toBuffer();
        await writeFile(`${OUT}/${fabricName}-${designName}-${m.product}.png`, png);
      }
    }
  }
  clearStaticLayerCache();
  const poster = await renderMockups({
    design: await samplePosterDesign(),
    kind: 'poster',
    garmentColor: '#f2efe8',
  });
  for (const m of poster) {
    await writeFile(`${OUT}/poster-design-${m.product}.png`, await sharp(m.webp).png().toBuffer());
  }
  console.log(`written to ${OUT}`);
}

await main();
