import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/**
 * A first-strong isolate (FSI … PDI, UAX #9), the same as messages use: the text takes its own
 * direction from its first strong character and is laid out as one unit inside the line around
 * it. A phone number or a Latin sentence keeps its order in an Arabic line ("07400 555666", not
 * "555666 07400"), Arabic keeps its order in a left-to-right one. The controls steer the layout
 * and are never drawn or extracted.
 */
export { isolate } from '../../../../shared/bidi-isolate';

/**
 * Unicode bidi embedding levels (UAX #9) of one paragraph, one per UTF-16 code unit: even is
 * left to right, odd right to left. Numbers and Latin names inside Arabic get their own levels.
 */
export function embeddingLevels(text: string, direction: 'ltr' | 'rtl'): Uint8Array {
  // Most paragraphs of a left-to-right document hold nothing right to left: all level 0.
  if (direction === 'ltr' && !RIGHT_TO_LEFT.test(text)) return new Uint8Array(text.length);
  return bidi.getEmbeddingLevels(text, direction).levels;
}

/** Hebrew, Arabic, Syriac, Thaana, NKo… and the right-to-left controls. */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067]|\ud802[\udc00-\udfff]|\ud83a/;

/**
 * Rule L2 on runs: from the highest level down to the lowest odd one, reverse every sequence of
 * runs at that level or above. Returns the runs' indices in visual (left to right) order.
 */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  if (levels.length === 0) return order;
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
