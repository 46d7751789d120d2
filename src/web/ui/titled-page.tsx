import { useTranslation } from 'react-i18next';
import styles from './page.module.css';
import { PageHeading } from './page-heading';

/**
 * A route whose screen a later issue builds: its title and a sentence saying what it is for,
 * so the router, guard and links are real today.
 */
export function PlannedPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const title = t(`pages.${name}.title`);
  return (
    <section data-page={name}>
      <PageHeading title={title}>{title}</PageHeading>
      <p className={styles.lead}>{t(`pages.${name}.body`)}</p>
    </section>
  );
}
