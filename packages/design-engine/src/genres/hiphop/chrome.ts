/**
 * Hip hop, chrome italic: the name in a heavy condensed face, leaning forward, filled like polished
 * chrome in two inks (a solid top half, a horizon gap, a lower half of thinning lines over the
 * accent), with a hard drop shadow kept apart from the letters, a crown (or diamond, mic…) above
 * and glints on the corners; the track in a thin lozenge below. Seeded: motif, lean, glints,
 * and one of three arrangements so two rappers rarely get the same chrome: the motif crowning
 * the name; a nameplate (the lozenge under the name flanked by a facing pair of the motif); or
 * the lozenge as a header over the name with the motif hung under it like a chain's pendant.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { block, fitLineWithin } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { altNameLine, icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { glint } from '../shared/sparkle.ts';

export const HIPHOP_MOTIFS: readonly MotifRule[] = [
  [/king|queen|crown|royal|throne|kingdom/, ['crown', 'jewel-crown', 'queen-crown']],
  [/diamond|ice|gem|shine|jewel|glass/, ['cut-diamond', 'gems', 'big-diamond-ring']],
  [/mic|word|verse|speak|voice|pencil|blueprint|writ/, ['old-microphone', 'microphone']],
  [/money|cash|gold|rich|paper|bag/, ['money-stack', 'cash']],
  [/fire|flame|heat|burn/, ['fire', 'flame']],
  [/angel|halo|heaven|pray/, ['angel-wings', 'spiked-halo']],
  [/ghost|spirit|phantom/, ['ghost']],
  [/moon|night|star|sky|purple/, ['moon', 'falling-star']],
];
export const HIPHOP_DEFAULTS = ['crown', 'jewel-crown', 'cut-diamond', 'old-microphone', 'crown'];

export const hiphopChrome: Template = {
  id: 'hiphop-chrome',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.6,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const lean = -rng.range(9, 14);
    const motif = pickMotif(ctx, HIPHOP_MOTIFS, HIPHOP_DEFAULTS);
    const arrangement = rng.pick(['crown', 'plate', 'pendant'] as const);

    // The track in a thin lozenge, measured first: the pendant arrangement sets it on top.
    const { line: track, scale } = await fitLineWithin(ctx.track, faces.support, 0.16, 980, 40);
    const tw = lineWidth(track) * scale;
    const th = capHeight(track) * scale;
    const h = th + 44;
    const w = tw + 90;
    const lozenge = (ty: number) => {
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="M${r(CENTER_X - w / 2 + h / 2)} ${r(ty)}H${r(CENTER_X + w / 2 - h / 2)}L${r(CENTER_X + w / 2)} ${r(ty + h / 2)}L${r(CENTER_X + w / 2 - h / 2)} ${r(ty + h)}H${r(CENTER_X - w / 2 + h / 2)}L${r(CENTER_X - w / 2)} ${r(ty + h / 2)}Z"/>`,
        [inks.accent],
      );
      b.text(
        track,
        { x: CENTER_X, baseline: ty + h / 2 + th / 2, scale },
        { fill: inks.primary },
        'track',
      );
    };

    let nameTop = 40 + h + 70;
    if (arrangement === 'crown') {
      const iconBox = { x0: CENTER_X - 150, y0: 40, x1: CENTER_X + 150, y1: 250 };
      nameTop = icon(b, motif, iconBox, inks.accent, { anchor: 'bottom' }).y1 + 40;
    } else if (arrangement === 'pendant') lozenge(40);

    const name = await block(ctx.name, faces.display, {
      maxWidth: 1020 * s,
      maxCap: 300 * s,
      maxHeight: 460 * s,
      maxLines: 3,
      leading: 0.08,
      // The drop shadow hangs under each line: an accent below must clear it ("LA NIÑA / ÉLÉ").
      inkGap: 0.25,
      tracking: 0.01,
      // A stacked two-line logo reads bigger on a chest than one long line.
      breakGain: 1.0,
    });
    const top = nameTop;
    const shadow = Math.max(8, name.cap * 0.06);
    const lines = probeNameLines(b, name, top, { skewX: lean });
    const letters = lines.map((l) => l.markup).join('');

    // The shadow, kept a hair away from the letters so the two inks never touch.
    // Mitred joins (not swollen's round ones): the shadow keeps the letters' sharp corners.
    const gap = cutAwayMask(
      b,
      'gap',
      `<g stroke="#000" stroke-width="${r((shadow * 0.7) / name.scale)}" fill="#000">${letters.replace(/stroke-width="[^"]*"/g, '')}</g>`,
    );
    b.add(
      `<g mask="url(#${gap})"><g transform="translate(${r(shadow)} ${r(shadow)})">${letters.replace(/fill="#000"/g, `fill="${inks.accent}"`)}</g></g>`,
      [inks.accent],
    );

    const x0 = Math.min(...lines.map((l) => l.box.x0));
    const x1 = Math.max(...lines.map((l) => l.box.x1));
    const y1 = Math.max(...lines.map((l) => l.box.y1));
    // Chrome: the letters as a clip; a solid top, a gap at the horizon, thinning lines below.
    const clip = b.uid('chrome');
    b.def(`<clipPath id="${clip}">${letters}</clipPath>`);
    const metallic = inks.metallic;
    if (metallic) {
      // A metallic plan prints the name in one sheen ink: per line, a light sky down to the
      // horizon, a hard dark line, a bright glint under it and the deeper tone at the foot.
      const [highlight = inks.primary, body = inks.primary, deep = inks.primary, glow = highlight] =
        metallic.stops;
      const fills = name.lines.map((_, i) => {
        const capTop = top + (name.baselines[i] ?? 0) - name.cap;
        const h = rng.range(0.48, 0.56);
        const id = b.uid('sheen');
        const stops: [number, string][] = [
          [0, glow],
          [h * 0.6, highlight],
          [h - 0.01, body],
          [h, deep],
          [h + 0.02, glow],
          [Math.min(0.95, h + 0.25), body],
          [1, deep],
        ];
        b.def(
          `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${r(capTop)}" x2="0" y2="${r(capTop + name.cap * 1.05)}">${stops.map(([o, c]) => `<stop offset="${o.toFixed(3)}" stop-color="${c}"/>`).join('')}</linearGradient>`,
        );
        // From the line's real ink top: an accent above the capitals (É, Ñ) takes the sky.
        const inkTop = (lines[i]?.box.y0 ?? capTop) - 6;
        const yTop = Math.min(i === 0 ? top - name.cap * 0.3 : capTop - name.cap * 0.04, inkTop);
        const yBot = capTop + name.cap * 1.3;
        return `<path fill="url(#${id})" d="M${r(x0 - 40)} ${r(yTop)}H${r(x1 + 40)}V${r(yBot)}H${r(x0 - 40)}Z"/>`;
      });
      b.add(`<g clip-path="url(#${clip})">${fills.join('')}</g>`, [inks.primary]);
    } else {
      // Two inks: the lower half's lines sit over the other ink (never the name's own, or the
      // chrome prints as one flat colour).
      const under = inks.support !== inks.primary ? inks.support : inks.accent;
      const bands: string[] = [];
      name.lines.forEach((_, i) => {
        const capTop = top + (name.baselines[i] ?? 0) - name.cap;
        const horizon = capTop + name.cap * rng.range(0.48, 0.56);
        const base = capTop + name.cap * 1.1;
        // The solid top from the line's real ink top: an accent above the capitals (É, Ñ) printed
        // in the other ink, torn off its letter.
        const skyTop = Math.min(capTop - name.cap * 0.2, (lines[i]?.box.y0 ?? capTop) - 6);
        bands.push(`M${r(x0)} ${r(skyTop)}H${r(x1)}V${r(horizon - name.cap * 0.03)}H${r(x0)}Z`);
        // Small type keeps a few broad bands: hairlines would fill in on the shirt.
        const count = name.cap < 100 ? 3 : 7;
        for (let k = 0; k < count; k += 1) {
          const y0 = horizon + name.cap * 0.05 + ((base - horizon) * k) / count;
          const h = ((base - horizon) / count) * (1 - k / count) * 0.8;
          if (h > 1.5) bands.push(`M${r(x0)} ${r(y0)}H${r(x1)}V${r(y0 + h)}H${r(x0)}Z`);
        }
      });
      b.add(
        `<g clip-path="url(#${clip})"><path fill="${under}" d="M${r(x0)} ${r(top - name.cap * 0.3)}H${r(x1)}V${r(y1)}H${r(x0)}Z"/><path fill="${inks.primary}" d="${bands.join('')}"/></g>`,
        [under, inks.primary],
      );
    }
    name.lines.forEach((line, i) => {
      const box = lines[i]?.box;
      if (box) b.record(line, box, inks.primary, name.scale, 'name');
    });

    const nameBox = { x0, x1, y0: top, y1: y1 + shadow };
    // Glints on the corners of the name.
    const g = name.cap * 0.22;
    const glints = [glint(nameBox.x0 + g * 1.2, nameBox.y1 - g * 0.4, g * 0.6)];
    // The top corner's glints sit on the capitals' corner; an accent standing over the first
    // line (NENÉ) takes that corner, and a glint on it reads as a smudge.
    const firstCapTop = top + (name.baselines[0] ?? 0) - name.cap;
    const accented = (lines[0]?.box.y0 ?? firstCapTop) < firstCapTop - name.cap * 0.08;
    const wantsSide = rng.chance(0.5);
    if (!accented) {
      glints.push(glint(nameBox.x1 - g * 0.6, nameBox.y0 + g * 0.2, g));
      if (wantsSide) glints.push(glint(nameBox.x1 + g * 0.1, nameBox.y0 + g * 1.3, g * 0.45));
    }
    b.add(`<path fill="${inks.primary}" d="${glints.join('')}"/>`, [inks.primary]);

    const altBottom = await altNameLine(b, ctx, {
      top: nameBox.y1 + 30,
      cap: Math.max(30, name.cap * 0.22),
      maxWidth: 900,
      ink: inks.primary,
    });
    const ty = Math.max(nameBox.y1, altBottom) + 50;
    // A pendant under the name: the motif hangs where the lozenge would be.
    const under = { x0: CENTER_X - 130, y0: ty, x1: CENTER_X + 130, y1: ty + 190 };
    if (arrangement === 'pendant') {
      // Hung on a chain of beads drooping from under the name, so it reads as a piece, not a
      // stray icon.
      const span = Math.min(300, (x1 - x0) / 2);
      const hung = icon(
        b,
        motif,
        { x0: CENTER_X - 170, y0: ty + 60, x1: CENTER_X + 170, y1: ty + 300 },
        inks.accent,
      );
      const beads: string[] = [];
      for (let k = 0; k <= 24; k += 1) {
        const t = k / 24;
        beads.push(circle(CENTER_X - span + 2 * span * t, ty - 10 + 140 * t * (1 - t), 7));
      }
      // The bail: a short drop of beads from the chain's low point down to the piece.
      for (let y = ty + 25 + 16; y < hung.y0 - 6; y += 16) beads.push(circle(CENTER_X, y, 6));
      b.add(`<path fill="${inks.accent}" d="${beads.join('')}"/>`, [inks.accent]);
      return;
    }
    lozenge(ty);
    if (arrangement === 'crown') return;
    // The nameplate's pair faces inward; a lozenge too wide to leave room hangs one below.
    const room = 540 - w / 2 - 24;
    const side = Math.min(h * 2, room);
    if (side < 70) {
      icon(b, motif, { ...under, y0: ty + h + 40, y1: ty + h + 230 }, inks.accent);
      return;
    }
    const cy = ty + h / 2;
    const box = (x0: number) => ({ x0, y0: cy - side / 2, x1: x0 + side, y1: cy + side / 2 });
    icon(b, motif, box(CENTER_X - w / 2 - 24 - side), inks.accent);
    icon(b, motif, box(CENTER_X + w / 2 + 24), inks.accent, { flip: true });
  },
};
