import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link, useSearchParams } from '../../app/navigation';
import type { ReconsentStartDto } from '../../../shared/api/reconsent';
import formStyles from '../../ui/form.module.css';
import { useSessionInfo } from '../../app/use-session-info';
import { CannotFill } from '../../ui/cannot-fill';
import { medicalFormPath } from '../../ui/medical-form-path';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { currentStaffVisit } from '../../ui/staff-visit';
import { TemplateForm } from './template-form';
import { ReviewIntro } from './reconsent-intro';
import { useReconsentStart } from './use-reconsent-start';
import { valueSentence } from '../../ui/value-text';

/** `/rf`: the re-consent form of a visit. */
export function RfPage() {
  return <ReconsentScreen page="rf" />;
}

/** `/reconsent`: a change in medical history, between visits or at the desk. */
export function ReconsentPage() {
  return <ReconsentScreen page="reconsent" />;
}

/**
 * Both pages open the client's last signed answers on the store's current questionnaire for
 * review, and store a new signed record in the client's chain. Whose record: a fill link's or
 * signed-in client's own; staff name the client and appointment (query or the visit they
 * opened from the client table).
 */
function ReconsentScreen({ page }: { page: 'rf' | 'reconsent' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const visit = currentStaffVisit();
  const appointment = params.get('appointment') ?? visit?.appointment_id ?? undefined;
  const client = params.get('client') ?? visit?.client_id ?? undefined;
  const { state, retry } = useReconsentStart({ appointment, client });
  const title = t(`pages.${page}.title`);
  return (
    <section data-page={page}>
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t(`pages.${page}.body`)}</p>
      {state.status === 'loading' ? <p role="status">{t('loading.label')}</p> : null}
      {state.status === 'signedOut' ? <CannotFill form="rf" reason="sign_in_required" /> : null}
      {state.status === 'failed' ? (
        <div className={formStyles.alert} role="alert">
          <p>{state.message}</p>
          <button type="button" className={formStyles.secondary} onClick={retry}>
            {t('chunk.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? <Ready start={state.start} /> : null}
    </section>
  );
}

function Ready({ start }: { start: ReconsentStartDto }) {
  const { t } = useTranslation();
  const staff = useSessionInfo()?.user?.kind === 'staff';
  const store = start.form?.store_code || start.appointment?.store_code || '';
  // Staff opened the page without naming anyone: the client is chosen on the search screen.
  if (staff && !start.client) {
    return (
      <div className={formStyles.notice} data-testid="choose-client">
        <p>{t('reconsent.chooseClient')}</p>
        <Link className={pageStyles.button} to="/search">
          {t('reconsent.openSearch')}
        </Link>
      </div>
    );
  }
  if (!start.right.can_fill) {
    return <CannotFill form="rf" reason={start.right.reason} mfPath={medicalFormPath(store)} />;
  }
  if (!start.form || !start.client) {
    return (
      <p className={formStyles.notice} data-testid="no-form">
        {t('questionnaire.noForm')}
      </p>
    );
  }
  const { form, previous, appointment, client } = start;
  return (
    <>
      <p className={pageStyles.meta} data-testid="reconsent-for">
        {appointment
          ? valueSentence((v) => t('reconsent.forVisit', v), {
              name: client.name,
              number: appointment.number,
            })
          : valueSentence((v) => t('reconsent.forClient', v), { name: client.name })}
      </p>
      {start.terms_changed ? (
        <p className={formStyles.notice} data-testid="terms-changed">
          {t('legal.termsChanged')}
        </p>
      ) : null}
      <TemplateForm
        templateId={form.template_id}
        storeCode={form.store_code}
        purpose="rf"
        initialAnswers={form.answers}
        {...(appointment ? { appointmentId: appointment.id } : { clientId: client.id })}
        intro={(template, answers, restore) =>
          previous ? (
            <ReviewIntro
              template={template}
              opening={form.answers}
              answers={answers}
              restore={restore}
              previousAt={previous.submitted_at}
              due={start.due}
            />
          ) : null
        }
      />
    </>
  );
}
