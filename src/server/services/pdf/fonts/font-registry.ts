import { hasBoldFace, type FontFamily, type FontWeight } from './font-files';
import { loadFont, type LoadedFont } from './loaded-font';

/** A face to draw with; `fakeBold` asks the writer to stroke the outlines (no bold face). */
export interface FontChoice {
  font: LoadedFont;
  fakeBold: boolean;
}

const loaded = new Map<string, LoadedFont>();
const choices = {
  regular: new Map<FontFamily, FontChoice>(),
  bold: new Map<FontFamily, FontChoice>(),
};

/** Faces are loaded on first use and kept for the life of the process. */
export function fontOf(family: FontFamily, weight: FontWeight): FontChoice {
  let choice = choices[weight].get(family);
  if (!choice) {
    const face: FontWeight = weight === 'bold' && hasBoldFace(family) ? 'bold' : 'regular';
    const key = `${family}-${face}`;
    let font = loaded.get(key);
    if (!font) {
      font = loadFont(family, face);
      loaded.set(key, font);
    }
    choice = { font, fakeBold: weight === 'bold' && face === 'regular' };
    choices[weight].set(family, choice);
  }
  return choice;
}

/** Loads every face now (a server can call this at start so the first PDF is not slow). */
export function preloadFonts(): void {
  for (const family of ['latin', 'arabic', 'sc', 'jp'] as const) {
    fontOf(family, 'regular');
    fontOf(family, 'bold');
  }
}
