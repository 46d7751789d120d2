import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';
import { PageHeading } from './page-heading';

/**
 * A page whose title and lead sentence are `pages.{name}.title` / `.body`, then its content.
 * Without content it stands for a route whose screen a later issue builds, so the router, guard
 * and links are real today.
 */
export function TitledPage({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${name}.title`);
  return (
    <section data-page={name}>
      <PageHeading title={title}>{title}</PageHeading>
      <p className={styles.lead}>{t(`pages.${name}.body`)}</p>
      {children}
    </section>
  );
}
