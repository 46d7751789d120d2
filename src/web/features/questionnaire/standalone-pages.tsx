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

/** /mf-old: the previous questionnaire (template mfOld). */
export function MfOldPage() {
  return (
    <TitledPage name="mfOld">
      <TemplateForm templateId="mfOld" storeCode="" purpose="mf" />
    </TitledPage>
  );
}
