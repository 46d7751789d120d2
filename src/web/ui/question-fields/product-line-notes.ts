import { createContext, type ReactNode } from 'react';

/**
 * What a screen shows inside a product line, under its fields: the record screens put the
 * line's safety warnings there (decision 027). Given the line's index and product.
 */
export type ProductLineNote = (index: number, product: string | undefined) => ReactNode;

export const ProductLineNotes = createContext<ProductLineNote | null>(null);
