import { detailFor } from '../sections/practitioner';
import { mfUk20240926 } from './mf-uk-20240926';

/** mf_uk_detail_20240926, version 20240926: the practitioner's view of mf_uk_20240926. */
export const mfUkDetail20240926 = detailFor('mf_uk_detail_20240926', mfUk20240926);
