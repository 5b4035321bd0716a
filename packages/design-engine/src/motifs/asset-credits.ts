/** The credits the asset licences ask for (ASSETS.md has the detail): plain data, no drawing code. */
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
