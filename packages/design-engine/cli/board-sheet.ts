/**
 * Draws the review board: one row per artist — a header, then each design on its garment colour
 * beside its tee (or poster) mockup, with its template, inks and checks under it — and the whole
 * board as the rows stacked. Captions are set with Pango (through sharp) on the Noto fonts the
 * engine ships, so names in any script read as names, not boxes.
 */
import { createRequire } from 'node:module';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { toSfnt } from '../src/fonts/woff.ts';

const require = createRequire(import.meta.url);

export interface BoardDesign {
  index: number;
  template: string;
  product: string;
  garmentColor: string;
  inks: readonly string[];
  checks: { passed: boolean; failures: readonly string[] };
  png: Buffer;
  /** The tee mockup (the poster mockup for a poster design); null when it failed. */
  mockup: Buffer | null;
}

export interface BoardRow {
  title: string;
  subtitle: string;
  designs: readonly BoardDesign[];
  /** The artist could not be drawn at all. */
  error?: string;
}

const DESIGN_W = 300;
const DESIGN_H = 360;
const MOCKUP = 360;
const PAIR_GAP = 8;
const GAP = 24;
const HEADER_H = 64;
const CAPTION_H = 58;
const ROW_PAD = 16;
const BACKGROUND = '#d6d5d0';
const INK = '#222222';
const MUTED = '#5d5b57';
const BAD = '#b3261e';
const GOOD = '#2e6b3a';

const PAIR_W = DESIGN_W + PAIR_GAP + MOCKUP;
const ROW_H = HEADER_H + MOCKUP + CAPTION_H + ROW_PAD;

export const rowWidth = (columns: number) => GAP + columns * (PAIR_W + GAP);

const FONT_FILES = [
  'noto-sans/400Regular/NotoSans_400Regular.ttf',
  'noto-sans/700Bold/NotoSans_700Bold.ttf',
  'noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  'noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  'noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  'noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  'noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
];

/** Scripts the expo packages above do not carry, from @fontsource (WOFF, which FreeType reads). */
const FONTSOURCE_SCRIPTS: readonly [string, string][] = [
  ['noto-sans-hebrew', 'hebrew'],
  ['noto-sans-tamil', 'tamil'],
  ['noto-sans-bengali', 'bengali'],
  ['noto-sans-gurmukhi', 'gurmukhi'],
  ['noto-sans-gujarati', 'gujarati'],
  ['noto-sans-telugu', 'telugu'],
  ['noto-sans-kannada', 'kannada'],
  ['noto-sans-malayalam', 'malayalam'],
  ['noto-sans-sinhala', 'sinhala'],
  ['noto-sans-georgian', 'georgian'],
  ['noto-sans-armenian', 'armenian'],
  ['noto-sans-khmer', 'khmer'],
  ['noto-sans-myanmar', 'myanmar'],
  ['noto-sans-ethiopic', 'ethiopic'],
];

function fontFiles(): string[] {
  const files: string[] = [];
  for (const file of FONT_FILES) {
    try {
      files.push(require.resolve(`@expo-google-fonts/${file}`));
    } catch {
      // a font package that is not installed: its script falls back
    }
  }
  return files;
}

/**
 * The @fontsource scripts as TrueType files in the temp directory: fontconfig (through sharp)
 * does not read WOFF, and the engine's own decoder turns them back into the font they wrap.
 */
async function fontsourceFiles(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'board-fonts-'));
  const files: string[] = [];
  for (const [pkg, subset] of FONTSOURCE_SCRIPTS) {
    let woff: string;
    try {
      woff = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff`);
    } catch {
      continue; // not installed: that script's captions fall back
    }
    const ttf = join(dir, `${pkg}.ttf`);
    await writeFile(ttf, toSfnt(await readFile(woff)));
    files.push(ttf);
  }
  return files;
}

let fontsReady: Promise<void> | null = null;

/** Registers the Noto fonts with fontconfig once (sharp keeps a font file it was given). */
function registerFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const path of [...fontFiles(), ...(await fontsourceFiles())]) {
      await sharp({ text: { text: '.', fontfile: path, font: 'Noto Sans' } })
        .png()
        .toBuffer();
    }
  })();
  return fontsReady;
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A line of Pango markup, at most `width` px wide (a longer line is cut at the edge). */
async function caption(markup: string, size: number, width: number): Promise<Buffer> {
  await registerFonts();
  const line = await sharp({
    text: { text: markup, font: `Noto Sans ${size}`, rgba: true, dpi: 72, width, wrap: 'none' },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  // Pango does not wrap or clip with wrap 'none': a long artist name would overflow the row.
  if (line.info.width <= width) return line.data;
  return sharp(line.data)
    .extract({ left: 0, top: 0, width, height: line.info.height })
    .png()
    .toBuffer();
}

async function swatch(color: string, size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect x="0.5" y="0.5" width="${size - 1}" height="${size - 1}" rx="3" fill="${color}" stroke="#00000055"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function fit(png: Buffer, width: number, height: number, background: string) {
  return sharp(png)
    .resize(width, height, { fit: 'contain', background })
    .flatten({ background })
    .png()
    .toBuffer();
}

async function designLayers(design: BoardDesign, left: number, top: number) {
  const layers: OverlayOptions[] = [];
  layers.push({
    input: await fit(design.png, DESIGN_W, DESIGN_H, design.garmentColor),
    left,
    top: top + (MOCKUP - DESIGN_H) / 2,
  });
  const mockupLeft = left + DESIGN_W + PAIR_GAP;
  layers.push(
    design.mockup
      ? { input: await fit(design.mockup, MOCKUP, MOCKUP, '#ffffff'), left: mockupLeft, top }
      : {
          input: await caption(`<span foreground="${BAD}">no mockup</span>`, 16, MOCKUP),
          left: mockupLeft + 12,
          top: top + MOCKUP / 2,
        },
  );
  const captionTop = top + MOCKUP + 8;
  const label = `<span foreground="${INK}" font_weight="bold">${design.index + 1} · ${escapeMarkup(
    design.template,
  )}</span><span foreground="${MUTED}">${design.product === 'poster' ? ' · poster' : ''} · on ${design.garmentColor}</span>`;
  layers.push({ input: await caption(label, 15, PAIR_W), left, top: captionTop });
  // The garment, then each ink, as swatches; the checks beside them.
  const chips = [design.garmentColor, ...design.inks];
  for (const [i, color] of chips.entries()) {
    layers.push({
      input: await swatch(color, 18),
      left: left + i * 22 + (i > 0 ? 8 : 0),
      top: captionTop + 26,
    });
  }
  const checks = design.checks.passed
    ? `<span foreground="${GOOD}">✓ checks pass</span>`
    : // The kinds only (text-size, contrast…): the full messages are in index.json, and a long
      // one would run into the next design's caption.
      `<span foreground="${BAD}">✗ ${escapeMarkup(
        [...new Set(design.checks.failures.map((f) => f.split(':')[0] ?? f))].join(', '),
      )}</span>`;
  const chipsW = chips.length * 22 + 16;
  layers.push({
    input: await caption(checks, 14, PAIR_W - chipsW),
    left: left + chipsW,
    top: captionTop + 26,
  });
  return layers;
}

/** One artist's row: its header, then `columns` design + mockup pairs. */
export async function renderBoardRow(row: BoardRow, columns: number): Promise<Buffer> {
  const width = rowWidth(columns);
  const layers: OverlayOptions[] = [];
  const failing = row.designs.filter((d) => !d.checks.passed).length;
  const status =
    row.error !== undefined
      ? `<span foreground="${BAD}" font_weight="bold">  failed: ${escapeMarkup(row.error)}</span>`
      : failing > 0
        ? `<span foreground="${BAD}">  ${failing} of ${row.designs.length} fail checks</span>`
        : '';
  // LRM: a right-to-left name stays first, with the left-to-right details after it.
  const header = `\u200e<span foreground="${INK}" font_weight="bold" size="x-large">${escapeMarkup(
    row.title,
  )}</span><span foreground="${MUTED}">   ${escapeMarkup(row.subtitle)}</span>${status}`;
  layers.push({ input: await caption(header, 20, width - 2 * GAP), left: GAP, top: 18 });
  for (const [i, design] of row.designs.entries()) {
    layers.push(...(await designLayers(design, GAP + i * (PAIR_W + GAP), HEADER_H)));
  }
  return sharp({ create: { width, height: ROW_H, channels: 3, background: BACKGROUND } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** The rows stacked under a title line, as one sheet. */
export async function renderBoard(
  title: string,
  rows: readonly Buffer[],
  columns: number,
): Promise<Buffer> {
  const width = rowWidth(columns);
  const titleH = 56;
  const heights = await Promise.all(
    rows.map(async (png) => (await sharp(png).metadata()).height ?? ROW_H),
  );
  const height = titleH + heights.reduce((sum, h) => sum + h, 0);
  const layers: OverlayOptions[] = [
    {
      input: await caption(
        `<span foreground="${INK}" font_weight="bold">${escapeMarkup(title)}</span>`,
        24,
        width - 2 * GAP,
      ),
      left: GAP,
      top: 16,
    },
  ];
  let top = titleH;
  for (const [i, png] of rows.entries()) {
    layers.push({ input: png, left: 0, top });
    top += heights[i] ?? ROW_H;
  }
  return sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
    .composite(layers)
    .png({ compressionLevel: 6 })
    .toBuffer();
}
