import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import styles from './page.module.css';
import { PageHeading } from './page-heading';

/** A page whose title and lead sentence are `pages.{name}.title` / `.body`, then its content. */
export function TitledPage({ name, children }: { name: string; children: ReactNode }) {
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
