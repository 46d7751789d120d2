import { detailFor } from '../sections/practitioner';
import { mfUs } from './mf-us';

/**
 * mfDetailUs, version 20231107 (store xwP5X): the practitioner's view of mfUs; the sharing
 * question names the client's primary care physician instead of a GP.
 */
export const mfDetailUs = detailFor('mfDetailUs', mfUs);
