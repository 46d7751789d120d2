import { Navigate, useLocation } from '../../app/navigation';
import { medicalFormPath } from '../../ui/medical-form-path';
import { currentStaffVisit } from '../../ui/staff-visit';
import { TitledPage } from '../../ui/titled-page';
import { TemplateForm } from './template-form';

/** /simpleMf: the brief questionnaire (template simpleMf). */
export function SimpleMfPage() {
  return (
    <TitledPage name="simpleMf">
      <TemplateForm templateId="simpleMf" storeCode="" purpose="mf" />
    </TitledPage>
  );
}

/** The UK group form that replaced the old questionnaire (same brand and wording of consent). */
const OLD_FORM_SUCCESSOR_STORE = 'london';

/**
 * /mf-old: an old link lands on the current medical form (with its query, so a fill link or the
 * visit it names still applies). The old questionnaire had no privacy authorization, so a
 * client who signed it could not be cleared; its template stays only to show old records.
 */
export function MfOldPage() {
  const { search } = useLocation();
  const store = currentStaffVisit()?.store_code;
  const path = (store && medicalFormPath(store)) || medicalFormPath(OLD_FORM_SUCCESSOR_STORE);
  return path ? <Navigate replace to={`${path}${search}`} /> : null;
}
