/**
 * How a face's files are named in the two font package families the engine reads: full TTFs per
 * weight from @expo-google-fonts, WOFF per Unicode subset from @fontsource.
 */

export type FontWeight = 400 | 500 | 600 | 700 | 800 | 900;

export interface FontFace {
  family: string;
  weight: FontWeight;
  /** Module specifiers resolvable from this package. */
  files: readonly string[];
  license: 'OFL-1.1' | 'Apache-2.0';
}

const WEIGHT_DIR: Record<FontWeight, string> = {
  400: '400Regular',
  500: '500Medium',
  600: '600SemiBold',
  700: '700Bold',
  800: '800ExtraBold',
  900: '900Black',
};

/** A face from an @expo-google-fonts package (one full TTF per weight). */
export function expo(
  family: string,
  weight: FontWeight,
  license: FontFace['license'] = 'OFL-1.1',
): FontFace {
  const slug = family.toLowerCase().replaceAll(' ', '-');
  const camel = family.replaceAll(' ', '');
  const dir = WEIGHT_DIR[weight];
  return {
    family,
    weight,
    files: [`@expo-google-fonts/${slug}/${dir}/${camel}_${dir}.ttf`],
    license,
  };
}

/**
 * A face from an @fontsource package (WOFF files split by subset; each subset file is a complete
 * font for its characters, with its own shaping tables). CJK packages also ship one whole-script
 * subset ('korean', 'chinese-simplified') beside their numbered slices: that one is used, so a
 * name is set from one file.
 */
export function fontsource(
  family: string,
  slug: string,
  subsets: readonly string[],
  weight: FontWeight = 400,
): FontFace {
  return {
    family,
    weight,
    files: subsets.map(
      (subset) => `@fontsource/${slug}/files/${slug}-${subset}-${weight}-normal.woff`,
    ),
    license: 'OFL-1.1',
  };
}
