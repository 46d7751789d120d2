import type { Template } from '../model';
import { IVCLINIC_PRODUCTS } from '../options/products';
import { nurseSections } from '../sections/nurse';

/** medicalUk, version 20231027: the nurse's treatment record of the clinics (most stores). */
export const medicalUk: Template = {
  id: 'medicalUk',
  version: '20231027',
  kind: 'medical',
  brand: 'ivclinic',
  locale: 'uk',
  sections: nurseSections({ locale: 'uk', products: IVCLINIC_PRODUCTS }),
};
