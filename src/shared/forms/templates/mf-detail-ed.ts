import { detailFor } from '../sections/practitioner';
import { mfEd } from './mf-ed';

/** mfDetailEd, version 20240402 (stores yvgaJ, zYx43): the practitioner's view of mfEd. */
export const mfDetailEd = detailFor('mfDetailEd', mfEd);
