import { detailFor } from '../sections/practitioner';
import { mfOld } from './mf-old';

/** detailOld (/detail-old): the practitioner's view of the old form mfOld, for old records. */
export const detailOld = detailFor('detailOld', mfOld);
