import { useTranslation } from 'react-i18next';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { TemplateForm } from './template-form';

function StandaloneForm({ name, templateId }: { name: string; templateId: string }) {
  const { t } = useTranslation();
  const title = t(`pages.${name}.title`);
  return (
    <section data-page={name}>
      <PageHeading title={title}>{title}</PageHeading>
      <p className={styles.lead}>{t(`pages.${name}.body`)}</p>
      <TemplateForm templateId={templateId} storeCode="" purpose="mf" />
    </section>
  );
}

/** /simpleMf: the brief questionnaire (template simpleMf). */
export function SimpleMfPage() {
  return <StandaloneForm name="simpleMf" templateId="simpleMf" />;
}

/** /mf-old: the previous questionnaire (template mfOld). */
export function MfOldPage() {
  return <StandaloneForm name="mfOld" templateId="mfOld" />;
}
