import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The font files, all from npm packages (nothing is downloaded at run time, nothing is in the
 * repository): Google's static Noto builds as whole TrueType files, which harfbuzz can shape and
 * subset (the @fontsource packages split each font into unicode-range web subsets instead).
 */
export type FontFamily = 'latin' | 'arabic' | 'sc' | 'jp';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontFamily, Record<FontWeight, string | undefined>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
  },
  // CJK bold is drawn from the regular face (fill and stroke): a second 5-10 MB face per family
  // would double the load time and the memory for headings only.
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: undefined,
  },
  jp: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: undefined,
  },
};

const require = createRequire(import.meta.url);

/** Whether this family has its own bold face (otherwise bold is synthesized). */
export function hasBoldFace(family: FontFamily): boolean {
  return FILES[family].bold !== undefined;
}

export function readFontFile(family: FontFamily, weight: FontWeight): Uint8Array {
  const path = FILES[family][weight] ?? FILES[family].regular;
  if (!path) throw new Error(`no font file for ${family}`);
  return readFileSync(require.resolve(path));
}
