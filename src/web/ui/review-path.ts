import { detailTemplateFor, medicalTemplateFor } from '../../shared/staff-templates';
import { STORE_CATALOGUE, type StoreFormEntry } from '../../shared/stores';

/** The old form's review has its own route (spec §2), outside the store catalogue. */
const OLD_QUESTIONNAIRE = 'mfOld';

function newestWith(
  storeCode: string,
  kind: 'detail' | 'medical',
  template?: string,
): StoreFormEntry | undefined {
  return STORE_CATALOGUE.filter(
    (e) =>
      e.store_code === storeCode && e[kind] && (template === undefined || e[kind] === template),
  )
    .sort((a, b) => a.version.localeCompare(b.version))
    .at(-1);
}

const withAppointment = (path: string, appointmentId: string) =>
  `${path}?appointment=${encodeURIComponent(appointmentId)}`;

/**
 * The practitioner's review of an appointment (and the signed forms read-only for any staff):
 * `/detail/{store}/{version}?appointment=`. The version is the store's entry whose detail
 * template reviews the questionnaire the client signed (staff-templates.ts), else the store's
 * newest entry with a review; the page itself renders what the visit's record names, so any
 * valid review route of the store shows the right forms. Null for a store without one.
 */
export function reviewPath(
  storeCode: string,
  appointmentId: string,
  questionnaireTemplateId?: string,
): string | null {
  if (questionnaireTemplateId === OLD_QUESTIONNAIRE) {
    return withAppointment('/detail-old', appointmentId);
  }
  const wanted = questionnaireTemplateId
    ? detailTemplateFor(questionnaireTemplateId, storeCode)
    : undefined;
  const entry =
    (wanted ? newestWith(storeCode, 'detail', wanted) : undefined) ??
    newestWith(storeCode, 'detail');
  return entry
    ? withAppointment(`/detail/${entry.store_code}/${entry.version}`, appointmentId)
    : null;
}

/** The nurse's treatment record of an appointment: `/medical/{store}/{version}?appointment=`. */
export function treatmentPath(storeCode: string, appointmentId: string): string | null {
  const entry =
    newestWith(storeCode, 'medical', medicalTemplateFor(storeCode)) ??
    newestWith(storeCode, 'medical');
  return entry
    ? withAppointment(`/medical/${entry.store_code}/${entry.version}`, appointmentId)
    : null;
}
