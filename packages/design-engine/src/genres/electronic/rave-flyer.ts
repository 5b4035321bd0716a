/**
 * Electronic, rave flyer: a 90s warehouse-party flyer. The name in a chunky extended face,
 * shadowed by a hairline outline of itself knocked a step down and across (the flyers' cheap
 * 3D), a wireframe landscape swelling into hills in the accent (over the name or under it), then
 * the artist's tracks billed the way a flyer bills its acts — the first big, the rest smaller
 * with diamonds between — under a "tracklist" tab (they are the artist's set, not a line-up of
 * other acts; one track alone needs no heading); the country at the foot in mono. Seeded: face, order, shadow side, landscape,
 * and the render: the 'hills' grid or a 'globe' — a wireframe planet with a ring orbiting it.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { lineUp, lineUpTitles } from './line-up.ts';
import { warpedGrid } from './warped-grid.ts';
import { wireGlobe } from './wire-globe.ts';
import { pickArrangement } from '../shared/arrangement.ts';

export const RAVE_ARRANGEMENTS = ['hills', 'globe'] as const;

export const electronicRaveFlyer: Template = {
  id: 'electronic-rave-flyer',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    // Extended and heavy: the flyers' wide techno type, not the family's everyday sans.
    const face: FaceId = rng.pick(['unbounded', 'orbitronBold'] as const);
    const name = await nameBlock(ctx, face, {
      maxWidth: 1000 * s,
      maxCap: 190 * s,
      maxHeight: 360 * s,
      maxLines: 3,
      leading: 0.22,
      inkGap: 0.25,
    });
    // Some flyers lead with the 3D render and bill the name under it; most lead with the name.
    const meshFirst = rng.chance(0.4);
    const globe = pickArrangement(ctx, RAVE_ARRANGEMENTS) === 'globe';
    const landHeight = globe ? 440 : 400;
    const top = meshFirst ? 60 + landHeight + 50 : 70;
    const placed = probeNameLines(b, name, top);
    const letters = placed.map((p) => p.markup).join('');

    // The shadow: each line again as a hairline outline, stepped down and across, stopping a
    // line of shirt short of the solid letters.
    const dx = (rng.chance(0.5) ? 1 : -1) * Math.max(8, name.cap * 0.09);
    const dy = Math.max(8, name.cap * 0.09);
    const cut = cutAwayMask(
      b,
      'shadow',
      swollen(letters, Math.max(10, name.cap * 0.05) / name.scale),
    );
    const outlines = name.lines
      .map(
        (line, i) =>
          b.textMarkup(
            line,
            { x: CENTER_X + dx, baseline: top + dy + (name.baselines[i] ?? 0), scale: name.scale },
            { stroke: inks.accent, strokeWidth: Math.max(3.5, name.cap * 0.025) },
          ).markup,
      )
      .join('');
    b.add(`<g mask="url(#${cut})">${outlines}</g>`, [inks.accent]);
    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });

    // The landscape, clipped to a wide band over or under the name.
    const landTop = meshFirst ? 60 : nameBox.y1 + dy + 40;
    const land = { x0: 100, y0: landTop, x1: 1100, y1: landTop + landHeight };
    if (globe) {
      const { globe: lines, orbit } = wireGlobe(
        rng.fork('globe'),
        CENTER_X,
        (land.y0 + land.y1) / 2,
        landHeight * 0.42,
      );
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="3.2" d="${lines}"/><g fill="${inks.support}" fill-rule="evenodd">${orbit}</g>`,
        [inks.accent, inks.support],
      );
    } else {
      const grid = warpedGrid(rng.fork('land'), land);
      const clip = b.uid('land');
      b.def(
        `<clipPath id="${clip}"><rect x="${land.x0}" y="${r(land.y0)}" width="${land.x1 - land.x0}" height="${r(land.y1 - land.y0)}"/></clipPath>`,
      );
      b.add(
        `<g clip-path="url(#${clip})"><path fill="none" stroke="${inks.accent}" stroke-width="3.2" stroke-linejoin="round" d="${grid.d}"/></g>`,
        [inks.accent],
      );
    }
    // The tracklist tab: a small label set between two rules, then the titles. A single title
    // needs no heading.
    let y = (meshFirst ? nameBox.y1 + dy : land.y1) + 60;
    const billing = {
      face,
      caps: [62, 38] as [number, number],
      maxWidth: 960,
      tracking: 0.04,
      inks: [inks.primary, inks.support] as [string, string],
      markInk: inks.accent,
      max: 4,
    };
    const titles = await lineUpTitles(trackList(ctx, 5), billing);
    if (titles.length > 1) {
      const tab = await smallLine(b, ctx, 'Tracklist', {
        baseline: y + 34,
        cap: 34,
        maxWidth: 400,
        ink: inks.accent,
        role: 'detail',
        tracking: 0.5,
        face: 'spaceMono',
      });
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="M${r(CENTER_X - 330)} ${r(y + 15)}H${r(tab.x0 - 30)}M${r(tab.x1 + 30)} ${r(y + 15)}H${r(CENTER_X + 330)}"/>`,
        [inks.accent],
      );
      y = tab.y1 + 40;
    }
    const acts = await lineUp(b, titles, { ...billing, top: y });
    y = (acts?.y1 ?? y) + 70;
    const country = countryOf(ctx);
    if (country) {
      await smallLine(b, ctx, country, {
        baseline: y + 34,
        cap: 34,
        maxWidth: 700,
        ink: inks.support,
        role: 'detail',
        tracking: 0.6,
        face: 'spaceMono',
      });
    }
  },
};
