import { useTranslation } from '../../i18n/runtime/use-translation';
import { NotFoundPage } from '../../ui/not-found-page';
import { CatalogueStatus } from '../../ui/catalogue-status';
import formStyles from '../../ui/form.module.css';
import { useFormRoute } from '../../ui/form-route-handle';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useCatalogueEntry } from '../../ui/use-catalogue-entry';
import { CannotFill } from '../../ui/cannot-fill';
import { staffVisitFor } from '../../ui/staff-visit';
import { TemplateForm } from './template-form';
import { useFormRight } from './use-form-right';
import { useKnownDetails } from './use-known-details';

/**
 * The page of `/mf|/new/{store}/{version}`: it asks the server which variant the store uses now
 * (admins can change or retire it) and renders that variant's template. The staff kinds
 * (`/detail`, `/medical`) are the visit's record screens (features/clinical).
 */
export function FormIndexPage() {
  const { t } = useTranslation();
  const route = useFormRoute();
  const state = useCatalogueEntry(route.storeCode, route.version);
  const visitId = staffVisitFor(route.storeCode)?.appointment_id;
  const right = useFormRight(visitId);
  const known = useKnownDetails(visitId);
  if (state.status === 'missing') return <NotFoundPage />;
  const title = t(`pages.${route.kind}.title`);
  const variant = state.status === 'ready' ? (state.entry[route.kind] ?? '') : '';
  return (
    <section data-page="form-index" data-kind={route.kind} data-variant={variant || undefined}>
      <PageHeading title={title}>{title}</PageHeading>
      <CatalogueStatus state={state} />
      {state.status === 'ready' && (
        <>
          <p className={styles.meta}>
            {t('form.storeLine', { store: state.entry.store_name, version: state.entry.version })}
          </p>
          {right && !right.can_fill ? (
            <CannotFill form="mf" reason={right.reason} />
          ) : variant && visitId && known === undefined ? (
            // Staff open a client's form: it opens with what the clinic knows, not blank first.
            <p role="status">{t('loading.label')}</p>
          ) : variant ? (
            // A client's form shows at once (the server draws it); what the clinic knows about a
            // signed-in client fills it in when the answer comes (a new form, same template).
            <TemplateForm
              key={known && Object.keys(known).length > 0 ? 'known' : 'blank'}
              templateId={variant}
              storeCode={route.storeCode}
              purpose="mf"
              {...(known && Object.keys(known).length > 0
                ? {
                    initialAnswers: { ...known },
                    intro: () => (
                      <p className={formStyles.notice} data-testid="prefilled">
                        {t('questionnaire.prefilled')}
                      </p>
                    ),
                  }
                : {})}
            />
          ) : (
            // The catalogue entry exists but names no form of this kind (an admin retired it).
            <p className={formStyles.notice} data-testid="no-form">
              {t('questionnaire.noForm')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
