import type { Template } from '../model';
import { DRIPDASH_PRODUCTS } from '../options/products';
import { nurseSections } from '../sections/nurse';

/**
 * medicalDripdash, version 20250528, brand dripdash: the mobile service's treatment record.
 * The nurse travels, so the location (the client's address or where they were treated) is
 * required, and the menu is DripDash's own.
 */
export const medicalDripdash: Template = {
  id: 'medicalDripdash',
  version: '20250528',
  kind: 'medical',
  brand: 'dripdash',
  locale: 'uk',
  sections: nurseSections({ locale: 'uk', products: DRIPDASH_PRODUCTS, mobile: true }),
};
