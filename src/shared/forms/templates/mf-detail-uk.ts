import { detailFor } from '../sections/practitioner';
import { mfUk } from './mf-uk';

/** mfDetailUk, version 20231027: the practitioner's view of mfUk (most stores). */
export const mfDetailUk = detailFor('mfDetailUk', mfUk);
