import * as z from 'zod/mini';
import { FORM_VERSIONS } from '../stores';

/** Path parameters of `GET /api/stores/{store_code}/forms/{version}`. */
export const catalogueParams = z.object({
  store_code: z.string().check(z.minLength(1), z.maxLength(32), z.regex(/^[A-Za-z0-9_-]+$/)),
  version: z.union([z.enum(FORM_VERSIONS), z.literal('latest')]),
});
export type CatalogueParams = z.infer<typeof catalogueParams>;

export interface CatalogueEntryDto {
  store_code: string;
  store_name: string;
  brand: string;
  version: string;
  mf: string | null;
  detail: string | null;
  medical: string | null;
  verification: string | null;
  new: string | null;
}

/**
 * `GET /api/stores`: the active stores, by name (the admin's store checkboxes; where the web app
 * reads a store's country and clock for the dates it shows).
 */
export type { StorePlaceDto as StoreDto } from './stores';
