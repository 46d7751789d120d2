import { STORE_CATALOGUE } from './stores';

/**
 * Which staff templates a visit uses (decision 011). The practitioner's section
 * (`detail`) follows the questionnaire the client signed, so a client who filled the 2024 UK
 * form is reviewed with the 2024 detail template whatever the store's default. The treatment
 * record (`medical`) follows the store: the catalogue names one for most stores; a store whose
 * newer versions name none uses its own older entry's, else the group's UK record.
 */
const DETAIL_BY_QUESTIONNAIRE: Record<string, string> = {
  mfUk: 'mfDetailUk',
  mf_uk_20240926: 'mf_uk_detail_20240926',
  mfEm: 'mfDetailEm',
  mfEd: 'mfDetailEd',
  mfUs: 'mfDetailUs',
  mf_dripdash: 'mf_dripdash_detail',
  mfOld: 'detailOld',
  simpleMf: 'mfDetailUk',
};

export const DEFAULT_MEDICAL_TEMPLATE = 'medicalUk';

export function detailTemplateFor(questionnaireTemplateId: string, storeCode: string): string {
  const direct = DETAIL_BY_QUESTIONNAIRE[questionnaireTemplateId];
  if (direct) return direct;
  const entry = newestEntryWith(storeCode, 'detail');
  return entry?.detail ?? 'mfDetailUk';
}

export function medicalTemplateFor(storeCode: string): string {
  return newestEntryWith(storeCode, 'medical')?.medical ?? DEFAULT_MEDICAL_TEMPLATE;
}

function newestEntryWith(storeCode: string, kind: 'detail' | 'medical') {
  return STORE_CATALOGUE.filter((e) => e.store_code === storeCode && e[kind])
    .sort((a, b) => a.version.localeCompare(b.version))
    .at(-1);
}
