import { detailFor } from '../sections/practitioner';
import { mfDripdash } from './mf-dripdash';

/** mf_dripdash_detail, version 20250528, brand dripdash: the practitioner's view of mf_dripdash. */
export const mfDripdashDetail = detailFor('mf_dripdash_detail', mfDripdash);
