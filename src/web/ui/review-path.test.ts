import { describe, expect, it } from 'vitest';
import { reviewPath, treatmentPath } from './review-path';

describe('reviewPath', () => {
  it('opens the review whose detail template follows the signed questionnaire', () => {
    expect(reviewPath('london', 'a-1', 'mfUk')).toBe('/detail/london/20231027?appointment=a-1');
    expect(reviewPath('london', 'a-1', 'mf_uk_20240926')).toBe(
      '/detail/london/20240926?appointment=a-1',
    );
    expect(reviewPath('dripdash', 'a-1', 'mf_dripdash')).toBe(
      '/detail/dripdash/20250528?appointment=a-1',
    );
  });

  it("falls back to the store's newest review when the questionnaire is unknown or absent", () => {
    expect(reviewPath('london', 'a-1')).toBe('/detail/london/20240926?appointment=a-1');
    expect(reviewPath('london', 'a-1', 'mfUs')).toBe('/detail/london/20240926?appointment=a-1');
    expect(reviewPath('xwP5X', 'a-1')).toBe('/detail/xwP5X/20231107?appointment=a-1');
  });

  it('sends the old form to /detail-old and encodes the appointment', () => {
    expect(reviewPath('london', 'a-1', 'mfOld')).toBe('/detail-old?appointment=a-1');
    expect(reviewPath('london', 'a b&c')).toBe('/detail/london/20240926?appointment=a%20b%26c');
  });

  it('is null for a store without a review', () => {
    expect(reviewPath('nope', 'a-1')).toBeNull();
  });
});

describe('treatmentPath', () => {
  it("opens the store's treatment record route", () => {
    expect(treatmentPath('london', 'a-1')).toBe('/medical/london/20231027?appointment=a-1');
    expect(treatmentPath('dripdash', 'a-1')).toBe('/medical/dripdash/20250528?appointment=a-1');
    expect(treatmentPath('xwP5X', 'a-1')).toBe('/medical/xwP5X/20231107?appointment=a-1');
    expect(treatmentPath('nope', 'a-1')).toBeNull();
  });
});
