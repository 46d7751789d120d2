import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page.module.css';
import { PageHeading } from './page-heading';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-page="not-found">
      <PageHeading title={t('notFound.title')}>{t('notFound.title')}</PageHeading>
      <p className={styles.lead}>{t('notFound.body')}</p>
      <Link className={styles.button} to="/login">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
