import { INGREDIENT_IDS, INGREDIENT_TERMS, type IngredientId } from './ingredients';

/**
 * Finds the menu's ingredients named in what a client wrote about their allergies. Free text
 * in seven languages, so the comparison folds what people vary without meaning to: case,
 * accents and vowel marks, full-width letters, Arabic letter variants, ß, punctuation and
 * spacing. A Latin or Arabic term must stand as a word of its own ("nad" never matches
 * "nadir"; an Arabic term may carry a joined article or preposition); a Chinese or Japanese
 * term may sit anywhere, those scripts having no spaces. What it cannot do (decision 027):
 * read "not allergic to…", spelling mistakes, brand names or other languages. It adds a
 * warning; the practitioner still reads the answer.
 */

/** Letters and digits of scripts that separate words with spaces. */
const WORD_CHAR = /[\p{Script=Latin}\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;
const ARABIC = /\p{Script=Arabic}/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Letters Arabic writes joined to the next word: and, so, with, to, like. */
const ARABIC_CLITICS = new Set(['و', 'ف', 'ب', 'ل', 'ك']);

/** The comparable form of a text: folded, and with every run of non-letters one space. */
export function foldText(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ٱ/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ـ/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    // "B-12" and "B 12" are B12, not "vitamin B" and a number.
    .replace(/(?<=(?:^| )b) (?=\d)/g, '')
    .trim()} `;
}

const compact = (folded: string) => folded.replace(/ /g, '');

/** Where an Arabic word starts if a joined article (ال) or preposition comes before `index`. */
function arabicWordStart(text: string, index: number): number {
  let start = index;
  if (text.slice(start - 2, start) === 'ال') start -= 2;
  if (ARABIC_CLITICS.has(text[start - 1] ?? '')) start -= 1;
  return start;
}

function standsAlone(text: string, index: number, term: string): boolean {
  const start = ARABIC.test(term[0] ?? '') ? arabicWordStart(text, index) : index;
  const before = text[start - 1] ?? ' ';
  const after = text[index + term.length] ?? ' ';
  const edgeIsWord = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
  return (
    !(edgeIsWord(term[0]) && WORD_CHAR.test(before)) &&
    !(edgeIsWord(term.at(-1)) && WORD_CHAR.test(after))
  );
}

function occursIn(text: string, term: string): boolean {
  for (let i = text.indexOf(term); i >= 0; i = text.indexOf(term, i + 1)) {
    if (standsAlone(text, i, term)) return true;
  }
  return false;
}

interface FoldedTerm {
  ingredient: IngredientId;
  term: string;
  unspaced: boolean;
}

let folded: FoldedTerm[] | undefined;

function foldedTerms(): FoldedTerm[] {
  folded ??= INGREDIENT_IDS.flatMap((ingredient) =>
    INGREDIENT_TERMS[ingredient].map((raw) => {
      const term = foldText(raw).trim();
      const unspaced = UNSPACED.test(term);
      return { ingredient, term: unspaced ? compact(term) : term, unspaced };
    }),
  );
  return folded;
}

/** The ingredients the text names, in the table's order, each once. */
export function ingredientsNamedIn(text: string): IngredientId[] {
  const spaced = foldText(text);
  const joined = compact(spaced);
  const found = new Set<IngredientId>();
  for (const { ingredient, term, unspaced } of foldedTerms()) {
    if (found.has(ingredient) || term === '') continue;
    if (occursIn(unspaced ? joined : spaced, term)) found.add(ingredient);
  }
  return INGREDIENT_IDS.filter((id) => found.has(id));
}
