import { createContext, useContext } from 'react';

/**
 * Whose terms and privacy policy the questionnaire on screen links to (the store's brand, see
 * `documentBrand`). Provided by the questionnaire; fields outside one link to nothing.
 */
export const LegalBrandContext = createContext<string | null>(null);

export function useLegalBrand(): string | null {
  return useContext(LegalBrandContext);
}
