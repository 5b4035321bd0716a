/**
 * node --import tsx packages/design-engine/cli/contact-sheet.ts --out docs/contact-sheet.png
 *      [--seed N] [--artists 12] [--count 4] [--only id,id]
 *
 * Renders the judging sheet: several catalog artists across the genre families (one per family
 * first, then round-robin), each with its first designs in a row, at preview scale.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { offlineArtists } from '../../../apps/server/src/modules/catalog/providers/offline-data/index.ts';
import { generateDesigns, renderContactSheet, type ContactSheetEntry } from '../src/index.ts';
import { resolveCatalogArtist } from './catalog-adapter.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/contact-sheet.png' },
    seed: { type: 'string', default: '1' },
    artists: { type: 'string', default: '12' },
    count: { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});

function spreadAcrossFamilies(limit: number): string[] {
  const byFamily = new Map<string, string[]>();
  for (const a of offlineArtists) byFamily.set(a.family, [...(byFamily.get(a.family) ?? []), a.id]);
  const picked: string[] = [];
  for (let round = 0; picked.length < limit && round < 3; round += 1) {
    for (const ids of byFamily.values()) {
      const id = ids[round];
      if (id && picked.length < limit) picked.push(id);
    }
  }
  return picked;
}

const ids = values.only ? values.only.split(',') : spreadAcrossFamilies(Number(values.artists));
const count = Number(values.count);
const entries: ContactSheetEntry[] = [];
const started = performance.now();
for (const id of ids) {
  const input = await resolveCatalogArtist(id);
  const designs = await generateDesigns({
    ...input,
    seed: values.seed ?? '1',
    count,
    scale: 'preview',
  });
  for (const d of designs) {
    entries.push({
      label: `${input.artist.name} · ${d.template}${d.product === 'poster' ? ' (poster)' : ''}`,
      png: d.png,
      background: d.garmentColor,
    });
    if (!d.checks.passed)
      console.log(`✗ ${input.artist.name} ${d.template}: ${d.checks.failures.join('; ')}`);
  }
}
const sheet = await renderContactSheet(entries, count);
const out = resolve(values.out ?? 'docs/contact-sheet.png');
await writeFile(out, sheet);
console.log(
  `${entries.length} designs from ${ids.length} artists in ${Math.round(performance.now() - started)} ms → ${out} (${(sheet.length / 1024).toFixed(0)} KiB)`,
);
