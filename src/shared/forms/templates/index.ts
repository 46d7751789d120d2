import type { Template } from '../model';
import { mfDripdash } from './mf-dripdash';
import { mfEd } from './mf-ed';
import { mfEm } from './mf-em';
import { mfOld } from './mf-old';
import { mfUk } from './mf-uk';
import { mfUk20240926 } from './mf-uk-20240926';
import { mfUs } from './mf-us';
import { simpleMf } from './simple-mf';

/**
 * Every template, by id. The ids are the variant names of the store catalogue
 * (src/shared/stores.ts), so `/mf/{store}/{version}` renders the template its entry names; the
 * "new" page names the same template as the mf page.
 */
export const TEMPLATES = {
  mfUk,
  mf_uk_20240926: mfUk20240926,
  mfEm,
  mfEd,
  mfUs,
  mf_dripdash: mfDripdash,
  simpleMf,
  mfOld,
} as const satisfies Record<string, Template>;
