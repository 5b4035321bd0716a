/**
 * The credits the asset licences ask for, for the store to show (ASSETS.md has the detail),
 * read off a design's art: GeneratedDesign.credits.
 */
import { ASSET_CREDITS } from './asset-credits.ts';
import { CREDIT_ATTRIBUTE, isIconPathData } from './game-icons.ts';

export { CREDIT_ATTRIBUTE };
export { ASSET_CREDITS, type AssetCredit } from './asset-credits.ts';

/**
 * The credit lines a design's markup needs (empty when it uses only our own drawings): icons
 * drawn through the motif library carry the attribute; any other game-icons path is recognised
 * by its path data.
 */
export function creditsInMarkup(markup: string): string[] {
  const usesIcon =
    markup.includes(`${CREDIT_ATTRIBUTE}="game-icons"`) ||
    [...markup.matchAll(/\bd="([^"]{32})/g)].some((m) => isIconPathData(m[1] ?? ''));
  return ASSET_CREDITS.filter((c) => c.id !== 'game-icons' || usesIcon).map((c) => c.line);
}
