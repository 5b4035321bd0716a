/**
 * K-pop y2k window: the artist's picture in a tilted early-2000s desktop window — a title bar
 * with the name as a file name and the three window buttons — stuck over with die-cut stickers
 * (a round badge with a butterfly, winged heart or cherries cut out of it, a heart, a twinkle, a
 * pointer clicking into the picture), the name large under it and the song typed into a search
 * bar: the concept-photo, y2k look of idol merch.
 * Stickers sit on top with a clear ring of shirt around them. Seeded: tilt, treatment, stickers,
 * and what the window is: a photo viewer (the song typed into a search bar under the name) or a
 * media player (the picture over a seek bar, the song playing and the player's buttons, inside
 * the window; the country small under the name).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { iconMarkup, iconShape } from '../../motifs/game-icons.ts';
import { casingFor } from '../../style/styles.ts';
import { isRtlScript, scriptsOf } from '../../text/scripts.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { fitLineWithin } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { heart, sparkle } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { nameUnderFrame } from './name-under-frame.ts';
import { PLAYER_HEIGHT, playButton, playerControls } from './player-controls.ts';
import { portraitPane } from './portrait-pane.ts';

export const kpopY2kWindow: Template = {
  id: 'kpop-y2k-window',
  needsImage: true,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const w = 700 * k;
    const barH = 64 * k;
    const badgeIcon = rng.pick(['butterfly', 'heart-wings', 'cherry'] as const);
    const player = rng.chance(0.5);
    const controls = player ? PLAYER_HEIGHT * k : 0;
    const h = w * 0.92 + barH + controls;
    const x0 = cx - w / 2;
    const x1 = cx + w / 2;
    const y0 = 110;
    const y1 = y0 + h;
    const tilt = rng.pick([-4, -3, 3, 4]);
    const wcy = (y0 + y1) / 2;
    const flip = tilt > 0 ? -1 : 1;

    // The stickers' places: a round badge over one top corner, a twinkle over the other, a heart
    // over the lower edge on the badge's side (all in unrotated sheet coordinates).
    const badgeR = 96 * k;
    const badge = { x: flip > 0 ? x0 + 10 : x1 - 10, y: y0 + 6 };
    const twinkle = { x: flip > 0 ? x1 + 6 : x0 - 6, y: y0 + barH + 40 * k, r: 70 * k };
    // A player's heart sits on its side edge, clear of the buttons along its foot.
    const heartAt = player
      ? { x: flip > 0 ? x1 + 10 : x0 - 10, y: y0 + h * 0.52, s: 150 * k }
      : { x: flip > 0 ? x1 - 90 * k : x0 + 90 * k, y: y1 + 8, s: 150 * k };
    const heartPath = heart(heartAt.x, heartAt.y, heartAt.s);
    const twinklePath = sparkle(twinkle.x, twinkle.y, twinkle.r, 0.14);
    // A pointer over the lower corner opposite the heart, clicking into the picture.
    const cs = 110 * k;
    // On a player, the pointer clicks its play button instead.
    const play = playButton(x1, y1 - 20 * k - controls, k);
    const cursorBox = player
      ? { x0: play.x, y0: play.y, x1: play.x + cs * 0.8, y1: play.y + cs }
      : {
          x0: (flip > 0 ? x0 : x1 - cs * 0.2) - cs * 0.3,
          y0: y1 - cs * 0.55,
          x1: (flip > 0 ? x0 : x1 - cs * 0.2) + cs * 0.5,
          y1: y1 + cs * 0.45,
        };
    const cursor = iconMarkup('arrow-cursor', cursorBox, inks.primary);
    const shape = iconShape('arrow-cursor');
    const cursorScale = (cursor.placed.x1 - cursor.placed.x0) / (shape.bounds.x1 - shape.bounds.x0);
    const gap = 18;
    const cursorCut = cursor.markup.replace(
      `fill="${inks.primary}"`,
      `fill="#000" stroke="#000" stroke-linejoin="round" stroke-width="${r((gap * 2) / cursorScale)}"`,
    );
    const cut = `<path fill="#000" d="${circle(badge.x, badge.y, badgeR + gap)}"/>${swollen(`<path d="${heartPath}${twinklePath}"/>`, gap * 2)}${cursorCut}`;
    const mask = cutAwayMask(b, 'y2k', cut);

    // The window, under the stickers: frame, title bar, buttons, picture.
    b.add(`<g mask="url(#${mask})"><g transform="rotate(${tilt} ${r(cx)} ${r(wcy)})">`, []);
    // The picture fills the window's pane edge to edge (drawn a little larger, clipped to it).
    const pane = {
      x0: x0 + 20 * k,
      y0: y0 + barH + 14 * k,
      x1: x1 - 20 * k,
      y1: y1 - 20 * k - controls,
    };
    portraitPane(b, ctx, {
      prefix: 'pane',
      pane,
      radius: 8,
      bleed: 40 * k,
      treatment: rng.pick(['duotone', 'halftone-dots'] as const),
      inks: [inks.primary, inks.support],
    });
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${r(10 * k)}" stroke-linejoin="round" d="${roundRectPath(x0, y0, x1, y1, 18 * k)}"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(4 * k)}" d="M${r(x0)} ${r(y0 + barH)}H${r(x1)}"/>`,
      [inks.primary],
    );
    // Three window buttons at the end of the bar away from the badge: minimise, maximise, close.
    const bs = 34 * k;
    const by = y0 + (barH - bs) / 2;
    const buttons: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const bx =
        flip > 0 ? x1 - 20 * k - (3 - i) * (bs + 10 * k) + 10 * k : x0 + 20 * k + i * (bs + 10 * k);
      buttons.push(roundRectPath(bx, by, bx + bs, by + bs, 6 * k));
      const m = bs * 0.28;
      if (i === 0) buttons.push(`M${r(bx + m)} ${r(by + bs - m - 3)}h${r(bs - 2 * m)}`);
      if (i === 1) buttons.push(roundRectPath(bx + m, by + m, bx + bs - m, by + bs - m, 1));
      if (i === 2)
        buttons.push(
          `M${r(bx + m)} ${r(by + m)}L${r(bx + bs - m)} ${r(by + bs - m)}M${r(bx + bs - m)} ${r(by + m)}L${r(bx + m)} ${r(by + bs - m)}`,
        );
    }
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(4 * k)}" stroke-linecap="round" d="${buttons.join('')}"/>`,
      [inks.accent],
    );
    // The file name centred in the bar between the buttons and the badge; left off when the name
    // is too long to read there.
    const buttonsW = 20 * k + 3 * (bs + 10 * k);
    const span =
      flip > 0
        ? { a: badge.x + badgeR + gap, b: x1 - buttonsW }
        : { a: x0 + buttonsW, b: badge.x - badgeR - gap };
    const file = await textLine(
      // A right-to-left name would reorder round the extension: it stands alone.
      scriptsOf(ctx.altName ?? ctx.name).some(isRtlScript)
        ? casingFor(faces.support, ctx.altName ?? ctx.name)
        : // A file name is the name as written, lower-cased (a capital İ lower-cased twice gains a dot).
          `${(ctx.altName ?? ctx.name).toLowerCase()}.jpg`,
      faces.support,
      0.04,
    );
    const fs = fitScale(file, span.b - span.a - 30 * k, 30 * k);
    if (capHeight(file) * fs >= MIN_TEXT_HEIGHT * 1.12 * 0.999)
      b.text(
        file,
        {
          x: (span.a + span.b) / 2,
          baseline: y0 + barH / 2 + (capHeight(file) * fs) / 2,
          scale: fs,
        },
        { fill: inks.primary },
        'detail',
      );
    if (player) await playerControls(b, ctx, { x0, x1, top: pane.y1 });
    b.add('</g></g>', []);

    // The stickers.
    const badgeMask = cutAwayMask(
      b,
      'badge',
      iconMarkup(
        badgeIcon,
        {
          x0: badge.x - badgeR * 0.62,
          y0: badge.y - badgeR * 0.62,
          x1: badge.x + badgeR * 0.62,
          y1: badge.y + badgeR * 0.62,
        },
        '#000',
      ).markup,
    );
    b.add(
      `<path mask="url(#${badgeMask})" fill="${inks.accent}" d="${circle(badge.x, badge.y, badgeR)}"/>`,
      [inks.accent],
    );
    b.add(`<path fill="${inks.accent}" d="${heartPath}"/>`, [inks.accent]);
    b.add(cursor.markup, [inks.primary]);
    b.add(
      `<path fill="${inks.support}" d="${twinklePath}${sparkle(twinkle.x - flip * 90 * k, twinkle.y + 110 * k, 26 * k)}"/>`,
      [inks.support],
    );

    // The name under the window (clear of the tilted corners and the heart), then the player.
    const nameBox = await nameUnderFrame(b, ctx, {
      frameBottom: y1,
      halfWidth: w / 2,
      tilt,
      clear: Math.max(heartAt.y + heartAt.s * 0.5, cursor.placed.y1),
    });

    if (player) {
      await detailsLine(b, ctx, {
        baseline: nameBox.y1 + 80,
        cap: 28,
        maxWidth: 760,
        ink: inks.support,
        tracking: 0.4,
      });
      return;
    }

    // The song typed into a search bar: a pill, the title with a text caret after it, and a
    // magnifier at the right end, as fans search the song on the day it drops.
    const pw = 780 * k;
    const ph = 80 * k;
    const py = nameBox.y1 + 60;
    const px = cx - pw / 2;
    const my = py + ph / 2;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="${r(4 * k)}" d="${roundRectPath(px, py, px + pw, py + ph, ph / 2)}"/>`,
      [inks.support],
    );
    const lensR = ph * 0.2;
    const lx = px + pw - ph * 0.62;
    const ly = my - lensR * 0.35;
    const [hx, hy] = [lx + lensR * 0.72, ly + lensR * 0.72];
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(6 * k)}" stroke-linecap="round" d="${circle(lx, ly, lensR)}M${r(hx)} ${r(hy)}l${r(lensR * 0.8)} ${r(lensR * 0.8)}"/>`,
      [inks.accent],
    );
    const sx = px + ph * 0.55;
    const { line: song, scale: ss } = await fitLineWithin(
      ctx.track,
      faces.support,
      0.08,
      lx - lensR - 60 * k - sx,
      Math.max(30 * k, MIN_TEXT_HEIGHT * 1.12),
    );
    const songBox = b.text(
      song,
      { x: sx, align: 'left', baseline: my + (capHeight(song) * ss) / 2, scale: ss },
      { fill: inks.primary },
      'track',
    );
    const caret = capHeight(song) * ss * 0.8;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(4 * k)}" d="M${r(songBox.x1 + 14 * k)} ${r(my - caret)}V${r(my + caret)}"/>`,
      [inks.accent],
    );
  },
};
