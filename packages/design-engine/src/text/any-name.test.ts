/**
 * Property tests: random names (1–80 characters of any script, symbols, emoji, odd whitespace)
 * from a seeded generator must never throw, never lose a glyph and never be cut with '…'.
 */
import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../design/generate.ts';
import type { FaceId } from '../fonts/catalog.ts';
import { fitBlock } from '../layout/text-line.ts';
import { Rng } from '../random/prng.ts';
import { casingFor } from '../style/styles.ts';
import { splitName } from './names.ts';

const POOLS: readonly string[] = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'ąćęłńóśźżÅåÄäÖöÑñÉéÈèÜüßØøÆæĐđặịỳỷễŠšŽž',
  'абвгдежзийклмнопрстуфхцчшщыэюяЖЩЯ',
  'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΩΣ',
  'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
  'אבגדהוזחטיכלמנסעפצקרשת',
  'कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह्ािीुूेैोौं',
  'กขคงจฉชซญดตถทธนบปผพฟภมยรลวศษสหอฮะาิีึืุูเแโใไ่้๊๋์',
  '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年',
  'あいうえおかきくけこさしすせそアイウエオカキクケコ',
  '가나다라마바사아자차카타파하별빛방탄소년단',
  '0123456789',
  '!?.,:;-–—&/()+*#@"\'',
  '★♪♫♥☆✦→',
];
const EMOJI = ['🔥', '👩‍🎤', '❤️', '🎸', '🌙', '🇸🇪'];
const SPACES = [' ', ' ', '  ', '\t', '\u00a0'];

function randomName(rng: Rng): string {
  const length = rng.int(1, 80);
  const scripts = [rng.pick(POOLS), rng.pick(POOLS), rng.pick(POOLS)];
  let name = '';
  while ([...name].length < length) {
    const roll = rng.float();
    if (roll < 0.12) name += rng.pick(SPACES);
    else if (roll < 0.16) name += rng.pick(EMOJI);
    else name += rng.pick([...rng.pick(scripts)]);
  }
  return name.trim().length > 0 ? name : `${name}A`;
}

const FACES: readonly FaceId[] = ['anton', 'playfair', 'unifraktur', 'greatVibes', 'spaceMono'];

describe('any name', () => {
  it('sets random names of any script and length whole, with every glyph', async () => {
    const rng = new Rng('any-name');
    for (let i = 0; i < 120; i += 1) {
      const raw = randomName(rng);
      const { primary } = splitName(raw);
      const face = rng.pick(FACES);
      const text = casingFor(face, primary);
      const block = await fitBlock(text, face, {
        maxWidth: 1000,
        maxCap: 220,
        maxHeight: 600,
        maxLines: rng.int(1, 3),
      });
      const printed = block.lines.map((l) => l.text).join(' ');
      expect(printed).not.toContain('…');
      // Every non-space character of the name is printed, in order.
      expect(printed.replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
      for (const line of block.lines) {
        expect(line.shape.missing, JSON.stringify(raw)).toEqual([]);
        expect(Number.isFinite(block.scale) && block.scale > 0).toBe(true);
      }
    }
  }, 60_000);

  it('generates designs for random names without throwing or cutting text', async () => {
    const rng = new Rng('any-name-designs');
    for (let i = 0; i < 3; i += 1) {
      const name = randomName(rng);
      const designs = await generateDesigns({
        artist: { id: `random-${i}`, name, genres: [rng.pick(['pop', 'metal', 'techno', 'folk'])] },
        tracks: [{ name: randomName(rng) }, { name: randomName(rng) }],
        image: null,
        seed: i,
        count: 2,
      });
      expect(designs).toHaveLength(2);
      for (const d of designs) {
        expect(d.hook).not.toContain('…');
        expect(d.png.length).toBeGreaterThan(1000);
        expect(d.checks.failures.filter((f) => f.startsWith('glyphs'))).toEqual([]);
      }
    }
  }, 60_000);

  it('gives an Arabic-only artist four designs, right to left and joined', async () => {
    const designs = await generateDesigns({
      artist: { id: 'amr', name: 'عمرو دياب', genres: ['arabic pop'], country: 'EG' },
      tracks: [{ name: 'تملي معاك' }, { name: 'نور العين' }],
      image: null,
      seed: 1,
      count: 4,
    });
    expect(designs).toHaveLength(4);
    for (const d of designs) {
      expect(d.scripts).toContain('Arabic');
      // Set in a face made for Arabic: the genre face's Arabic companion, or Noto Sans Arabic.
      const arabic = /Arabic|Lalezar|Amiri|Reem Kufi|Aref Ruqaa|Baloo Bhaijaan/;
      expect(d.fonts.some((f) => arabic.test(f))).toBe(true);
      expect(d.checks.failures.filter((f) => f.startsWith('glyphs'))).toEqual([]);
      expect(d.template).not.toBe('collage');
    }
  }, 60_000);

  it('prints one-character, symbols-only and emoji-only names', async () => {
    for (const name of ['Ø', '!!!', '🔥🔥']) {
      const designs = await generateDesigns({
        artist: { id: `short-${name}`, name, genres: ['electronic'] },
        tracks: [{ name: 'Intro' }],
        image: null,
        seed: 3,
        count: 1,
      });
      expect(designs[0]?.checks.failures.filter((f) => /glyphs|layout/.test(f))).toEqual([]);
    }
  }, 60_000);
});
