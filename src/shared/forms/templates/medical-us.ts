import type { Template } from '../model';
import { US_PRODUCTS } from '../options/products';
import { nurseSections } from '../sections/nurse';

/**
 * medicalUs, version 20231107 (store xwP5X): the treatment record in US units (height in
 * inches, weight in pounds; BMI converts) with the US names of the same products.
 */
export const medicalUs: Template = {
  id: 'medicalUs',
  version: '20231107',
  kind: 'medical',
  brand: 'ivclinic',
  locale: 'us',
  sections: nurseSections({ locale: 'us', products: US_PRODUCTS }),
};
