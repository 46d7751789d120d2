import { useTranslation } from '../../i18n/runtime/use-translation';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { readContact } from './contact-storage';

/** /hintWarning: the appointment cannot go on by itself; the person asks a member of staff. */
export function HintWarningPage() {
  const { t } = useTranslation();
  const contact = readContact();
  const title = t('pages.hintWarning.title');
  return (
    <section data-page="hintWarning" className={styles.form}>
      <PageHeading title={title}>{title}</PageHeading>
      <p role="alert" className={styles.alert}>
        {t('pages.hintWarning.body')}
      </p>
      <p className={pageStyles.lead}>{t('hintWarning.askStaff')}</p>
      {contact?.appointment ? (
        <p className={pageStyles.meta}>
          {t('hintWarning.number')} <span dir="ltr">{contact.appointment.number}</span>
        </p>
      ) : null}
    </section>
  );
}
