import { detailFor } from '../sections/practitioner';
import { mfEm } from './mf-em';

/** mfDetailEm, version 20240902 (store N7tvv): the practitioner's view of mfEm. */
export const mfDetailEm = detailFor('mfDetailEm', mfEm);
