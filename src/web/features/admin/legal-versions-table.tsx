import { useTranslation } from '../../i18n/runtime/use-translation';
import type { LegalVersionDto } from '../../../shared/api/legal-documents';
import { brandName } from '../../../shared/brands';
import { LANGUAGE_NAMES } from '../../../shared/languages';
import { formatDateTime } from '../../ui/format-date';
import styles from './staff.module.css';
import { ValueText } from '../../ui/value-text';

/** One brand's published versions, newest first per document, with each language's title. */
export function LegalVersionsTable({
  brand,
  versions,
}: {
  brand: string;
  versions: LegalVersionDto[];
}) {
  const { t } = useTranslation();
  const newest = new Map<string, number>();
  for (const v of versions) newest.set(v.kind, Math.max(newest.get(v.kind) ?? 0, v.version));
  const titleId = `legal-${brand}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-brand={brand}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {brandName(brand)}
      </h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t('legalAdmin.listLabel', { brand: brandName(brand) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('legalAdmin.kind')}</th>
              <th scope="col">{t('legalAdmin.version')}</th>
              <th scope="col">{t('legalAdmin.publishedAt')}</th>
              <th scope="col">{t('legalAdmin.publishedBy')}</th>
              <th scope="col">{t('legalAdmin.languages')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={`${v.kind}-${v.version}`} data-kind={v.kind} data-version={v.version}>
                <th scope="row">
                  {t(`legal.kind.${v.kind}`)}
                  {newest.get(v.kind) === v.version ? (
                    <span className={styles.current}> {t('legalAdmin.current')}</span>
                  ) : null}
                </th>
                <td>{v.version}</td>
                <td>{formatDateTime(v.published_at)}</td>
                <td>{v.published_by ?? t('legalAdmin.seeded')}</td>
                <td>
                  <ul className={styles.languageTitles}>
                    {v.languages.map((l) => (
                      <li key={l.language} lang={l.language}>
                        <span className={styles.languageName}>{LANGUAGE_NAMES[l.language]}</span>{' '}
                        <ValueText>{l.title}</ValueText>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
