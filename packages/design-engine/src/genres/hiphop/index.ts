/**
 * hiphop: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import { AFRO, hiphopAfro } from './afro.ts';
import { hiphopBoomBap } from './boom-bap.ts';
import { hiphopBootleg } from './bootleg.ts';
import { hiphopChrome } from './chrome.ts';
import { hiphopCloud } from './cloud.ts';
import { hiphopCrate } from './crate.ts';
import { hiphopDrill } from './drill.ts';
import { hiphopMixtape } from './mixtape.ts';
import { hiphopScene } from './scene.ts';
import { hiphopSticker } from './sticker.ts';
import { hiphopTag } from './tag.ts';
import { BOOM_BAP, CLOUD_EMO, CONSCIOUS, DRILL, REGIONAL } from './sub-genres.ts';
import type { GenreArt } from '../types.ts';

const NO_BLING = new RegExp(`${DRILL.source}|${CONSCIOUS.source}`);

export const hiphop: GenreArt = {
  style: {
    family: 'hiphop',
    display: ['anton', 'bebas', 'leagueGothic', 'archivoBlack'],
    // Drill's stark block capitals: the wide heavy faces, never the tall thin condensed ones.
    displayByGenre: [[DRILL, ['archivoBlack', 'anton']]],
    support: ['barlowCondensed', 'spaceMono'],
    script: ['permanentMarker'],
    garments: [w('black', 7), w('charcoal', 1), w('white', 1.5), w('sand', 1)],
    distress: 0.35,
    word: 'Hip Hop',
  },
  layouts: [
    // Chrome, crowns and ice are trap's bling: drill's cold shirts and the crate-digging
    // scenes' warm ones never wear them.
    { template: hiphopChrome, weight: 5, notFor: NO_BLING },
    // A graffiti wall is US rap's street; afrobeats has its own (the afro layout).
    { template: hiphopTag, weight: 5, notFor: AFRO },
    { template: hiphopSticker, weight: 4 },
    { template: hiphopBootleg, weight: 4 },
    { template: hiphopMixtape, weight: 5 },
    // Heavy, so an afrobeats artist's set leads with their own scene.
    { template: hiphopAfro, weight: 14, onlyFor: AFRO },
    // Sub-genre layouts: about four times the family's own weights together (23 for most
    // artists), so each opens its artists' sets about four times in five and is nearly always
    // among their first three.
    { template: hiphopDrill, weight: 100, onlyFor: DRILL },
    { template: hiphopBoomBap, weight: 100, onlyFor: BOOM_BAP },
    { template: hiphopCloud, weight: 100, onlyFor: CLOUD_EMO },
    { template: hiphopCrate, weight: 100, onlyFor: CONSCIOUS },
    // A national scene's pride sits beside its style: lighter, so a German drill rapper's set
    // still opens with drill, yet the scene shows in most first looks.
    // Not for afrobeats: its own layout already spells the country out large.
    { template: hiphopScene, weight: 40, onlyFor: REGIONAL, notFor: AFRO },
  ],
};
