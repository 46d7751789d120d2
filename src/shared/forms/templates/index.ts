import type { Template } from '../model';
import { detailOld } from './detail-old';
import { medicalDripdash } from './medical-dripdash';
import { medicalUk } from './medical-uk';
import { medicalUs } from './medical-us';
import { mfDetailEd } from './mf-detail-ed';
import { mfDetailEm } from './mf-detail-em';
import { mfDetailUk } from './mf-detail-uk';
import { mfDetailUs } from './mf-detail-us';
import { mfDripdashDetail } from './mf-dripdash-detail';
import { mfDripdash } from './mf-dripdash';
import { mfEd } from './mf-ed';
import { mfEm } from './mf-em';
import { mfOld } from './mf-old';
import { mfUk } from './mf-uk';
import { mfUk20240926 } from './mf-uk-20240926';
import { mfUkDetail20240926 } from './mf-uk-detail-20240926';
import { mfUs } from './mf-us';
import { simpleMf } from './simple-mf';

/**
 * Every template, by id. The ids are the variant names of the store catalogue
 * (src/shared/stores.ts), so `/mf/{store}/{version}` renders the template its entry names; the
 * "new" page names the same template as the mf page. Staff templates (`detail`: the practitioner,
 * `medical`: the nurse) follow the client templates.
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
  mfDetailUk,
  mf_uk_detail_20240926: mfUkDetail20240926,
  mfDetailEm,
  mfDetailEd,
  mfDetailUs,
  mf_dripdash_detail: mfDripdashDetail,
  detailOld,
  medicalUk,
  medicalUs,
  medicalDripdash,
} as const satisfies Record<string, Template>;
