/**
 * The credits the asset licences ask for, for the store to show (ASSETS.md has the detail).
 * Icon motifs mark their markup with data-credit, so a design's credits can be read off its art.
 */

export interface AssetCredit {
  id: 'game-icons';
  /** The line to show, as the licence asks for it. */
  line: string;
  licence: string;
  url: string;
}

export const ASSET_CREDITS: readonly AssetCredit[] = [
  {
    id: 'game-icons',
    line: 'Icons by Game-icons.net (Lorc, Delapouite & contributors), CC BY 3.0',
    licence: 'CC-BY-3.0',
    url: 'https://game-icons.net',
  },
];

/** The attribute icon motifs carry (a no-op for renderers). */
export const CREDIT_ATTRIBUTE = 'data-credit';

/** The credit lines a design's markup needs (empty when it uses only our own drawings). */
export function creditsInMarkup(markup: string): string[] {
  return ASSET_CREDITS.filter((c) => markup.includes(`${CREDIT_ATTRIBUTE}="${c.id}"`)).map(
    (c) => c.line,
  );
}
