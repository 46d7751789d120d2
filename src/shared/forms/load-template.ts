import type { Template } from './model';
import type { TemplateId } from './registry';

/**
 * Lazy loaders for the browser: a phone downloads only the template it renders (plus the shared
 * sections, one chunk). The server and tests use `getTemplate` from registry.ts instead.
 */
const LOADERS: Record<TemplateId, () => Promise<Template>> = {
  mfUk: () => import('./templates/mf-uk').then((m) => m.mfUk),
  mf_uk_20240926: () => import('./templates/mf-uk-20240926').then((m) => m.mfUk20240926),
  mfEm: () => import('./templates/mf-em').then((m) => m.mfEm),
  mfEd: () => import('./templates/mf-ed').then((m) => m.mfEd),
  mfUs: () => import('./templates/mf-us').then((m) => m.mfUs),
  mf_dripdash: () => import('./templates/mf-dripdash').then((m) => m.mfDripdash),
  simpleMf: () => import('./templates/simple-mf').then((m) => m.simpleMf),
  mfOld: () => import('./templates/mf-old').then((m) => m.mfOld),
  mfDetailUk: () => import('./templates/mf-detail-uk').then((m) => m.mfDetailUk),
  mf_uk_detail_20240926: () =>
    import('./templates/mf-uk-detail-20240926').then((m) => m.mfUkDetail20240926),
  mfDetailEm: () => import('./templates/mf-detail-em').then((m) => m.mfDetailEm),
  mfDetailEd: () => import('./templates/mf-detail-ed').then((m) => m.mfDetailEd),
  mfDetailUs: () => import('./templates/mf-detail-us').then((m) => m.mfDetailUs),
  mf_dripdash_detail: () =>
    import('./templates/mf-dripdash-detail').then((m) => m.mfDripdashDetail),
  detailOld: () => import('./templates/detail-old').then((m) => m.detailOld),
  medicalUk: () => import('./templates/medical-uk').then((m) => m.medicalUk),
  medicalUs: () => import('./templates/medical-us').then((m) => m.medicalUs),
  medicalDripdash: () => import('./templates/medical-dripdash').then((m) => m.medicalDripdash),
};

export async function loadTemplate(id: string): Promise<Template | undefined> {
  return Object.hasOwn(LOADERS, id) ? LOADERS[id as TemplateId]() : undefined;
}
