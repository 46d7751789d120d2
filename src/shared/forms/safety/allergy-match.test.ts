import { describe, expect, it } from 'vitest';
import { foldText, ingredientsNamedIn } from './allergy-match';
import { INGREDIENT_IDS, INGREDIENT_TERMS } from './ingredients';

describe('ingredients named in a declared allergy', () => {
  it.each([
    ['Vitamin C (ascorbic acid) – hives', ['ascorbic_acid']],
    ['VITAMIN-C', ['ascorbic_acid']],
    ['allergique à la vitamine C et au magnésium', ['ascorbic_acid', 'magnesium']],
    ['Ascorbinsäure', ['ascorbic_acid']],
    ['ASCORBINSAEURE', []],
    ['ácido ascórbico', ['ascorbic_acid']],
    ['acido ascorbico', ['ascorbic_acid']],
    ['对维生素C过敏', ['ascorbic_acid']],
    ['维生素 Ｃ 过敏', ['ascorbic_acid']],
    ['ビタミンＣにアレルギー', ['ascorbic_acid']],
    ['حساسية من فيتامين سي', ['ascorbic_acid']],
    ['حساسية بالمغنيسيوم', ['magnesium']],
    ['cobalt (jewellery)', ['cobalamin']],
    ['Vitamin B-12', ['cobalamin']],
    ['NAD+', ['nad']],
  ])('%s → %o', (text, expected) => {
    expect(ingredientsNamedIn(text)).toEqual(expected);
  });

  it('needs a whole word in scripts with spaces', () => {
    expect(ingredientsNamedIn('nadir of my pain, penicillin')).toEqual([]);
    expect(ingredientsNamedIn('zincography')).toEqual([]);
    // "Vitamin B" is every B vitamin, but B12 is only B12.
    expect(ingredientsNamedIn('vitamin b12')).toEqual(['cobalamin']);
    expect(ingredientsNamedIn('维生素B12')).toEqual(['cobalamin']);
    expect(ingredientsNamedIn('B vitamins')).toEqual([
      'thiamine',
      'riboflavin',
      'niacinamide',
      'dexpanthenol',
      'pyridoxine',
    ]);
  });

  it('names nothing in an allergy the menu does not contain', () => {
    expect(ingredientsNamedIn('Penicillin, peanuts, latex')).toEqual([]);
    expect(ingredientsNamedIn('')).toEqual([]);
  });

  it('finds every term of the table in a sentence of its own', () => {
    for (const id of INGREDIENT_IDS) {
      for (const term of INGREDIENT_TERMS[id]) {
        expect(ingredientsNamedIn(`(${term}).`), `${id}: ${term}`).toContain(id);
      }
    }
  });

  it('folds case, accents, width and Arabic letter forms the same way', () => {
    expect(foldText('Méthionine')).toBe(foldText('METHIONINE'));
    expect(foldText('ＮＡＤ')).toBe(' nad ');
    expect(foldText('أسكوربيك')).toBe(foldText('اسكوربيك'));
    expect(foldText('فيتامين  ـسي')).toBe(' فيتامين سي ');
  });
});
