/**
 * Genre motifs: game-icons silhouettes and our own drawn ornaments, chosen per genre family and
 * by words in track names, drawn into an ArtBuilder in the artist's inks.
 */
export type { Motif, MotifContext, MotifPaint, MotifRender } from './types.ts';
export {
  MOTIFS,
  MOTIF_IDS,
  drawMotif,
  motif,
  motifForWords,
  motifsFor,
  nameMotif,
  NAME_SHARE,
  CREATURE_NAME_SHARE,
  nameShare,
  renderMotif,
  wordsOf,
  type MotifChoice,
} from './registry.ts';
export { hasIcon, iconMarkup, iconShape, fitTransform } from './game-icons.ts';
export {
  laurel,
  sprig,
  ropeAlong,
  ropeCircle,
  ropeFrame,
  sunburst,
  decoFan,
  flourish,
  starRow,
  bandAlong,
} from './classic.ts';
export { sparkle, sparkleCluster, heart, rainbowBands, stickerOutline } from './pop.ts';
export {
  tornRect,
  tornEllipse,
  tapeStrip,
  stencilMask,
  xeroxMask,
  barbedWire,
  thornVine,
} from './grit.ts';
export {
  perspectiveGrid,
  modularGrid,
  dotFade,
  concentricRings,
  waveform,
  registrationMark,
  plusField,
} from './tech.ts';
export { hatchPattern, hatchPolygon, woodcutMountains, waveLines } from './woodcut.ts';
export { chromeGradient, chromeInks } from './chrome.ts';
export { gothicWindow } from './gothic.ts';
export { decoFrame } from './deco.ts';
export { fitAspect, leaf, ellipse } from './geometry.ts';
export { ASSET_CREDITS, creditsInMarkup, CREDIT_ATTRIBUTE, type AssetCredit } from './credits.ts';
export { finishMotif, type MotifFinish } from './finish.ts';
