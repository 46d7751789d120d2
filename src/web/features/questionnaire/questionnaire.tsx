import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { FieldError } from '../../../shared/api/envelope';
import type { FormPurpose, SignatureInput, SubmitResult } from '../../../shared/api/forms';
import {
  buildAnswerSchema,
  computedValues,
  gateOpen,
  labelKey,
  progress,
  sectionTitleKey,
  validateWith,
  visibleSections,
  type Answers,
  type Question,
  type Template,
} from './engine';
import { apiRequest } from '../../api/client';
import formStyles from '../../ui/form.module.css';
import type { SignatureResult } from '../../ui/signature-pad';
import {
  controlId,
  errorMap,
  messageKey,
  questionError,
  withDefaults,
  type ErrorMap,
} from '../../ui/question-fields/answers';
import { useServerDraft, type SaveStatus } from './draft-sync';
import {
  draftStorageKey,
  newIdempotencyKey,
  readLocalDraft,
  rememberFormPath,
  removeLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './local-draft';
import { rememberOutcome } from './outcome';
import { QuestionView } from '../../ui/question-fields/question-field';
import styles from '../../ui/question-fields/questionnaire.module.css';
import { forgetStaffVisit, staffVisitFor } from '../../ui/staff-visit';

interface QuestionnaireProps {
  template: Template;
  /** The store of the link ('' on the standalone pages). */
  storeCode: string;
  purpose: FormPurpose;
  /** This page's path, for the outcome pages' way back. */
  formPath: string;
  /** Answers the form opens with when this device holds no draft (a re-consent's last ones). */
  initialAnswers?: Answers;
  /** The appointment the submission is for, when the page knows it. */
  appointmentId?: string;
  /** Staff at the desk, without an appointment: whose record this is. */
  clientId?: string;
  /** Shown above the questions: given the answers and a way to put back the opening ones. */
  intro?: (answers: Answers, restore: () => void) => ReactNode;
}

type SubmitState =
  | { status: 'idle' }
  | { status: 'sending' }
  /** A network or server failure: everything is kept, retry by hand or when back online. */
  | { status: 'failed'; message: string; code: number };

/** Failures worth retrying as they are; anything else needs the client or the clinic. */
const RETRYABLE: ReadonlySet<number> = new Set([
  ERROR_CODES.network,
  ERROR_CODES.unavailable,
  ERROR_CODES.internal,
  ERROR_CODES.rateLimited,
]);

const LOCAL_SAVE_DELAY_MS = 250;
/** A 503 means the clinic's database is briefly out of reach: the page tries again by itself. */
const UNAVAILABLE_RETRY_MS = 5_000;
const UNAVAILABLE_AUTO_RETRIES = 3;

function initialDraft(key: string, template: Template, opening?: Answers): LocalDraft {
  const local = readLocalDraft(key);
  const answers = withDefaults(template, local?.answers ?? opening ?? {});
  return {
    answers,
    signatures: local?.signatures ?? {},
    // Terms agreed on the last record open straight onto the questions.
    gatePassed: local?.gatePassed ?? (opening ? gateOpen(template, answers) : false),
    ...(local?.draftToken ? { draftToken: local.draftToken } : {}),
    ...(local?.idempotencyKey ? { idempotencyKey: local.idempotencyKey } : {}),
    updatedAt: local?.updatedAt ?? new Date().toISOString(),
  };
}

/** Question ids whose answer is a signature (sent as `signatures[]`, never in drafts). */
function signatureQuestions(template: Template) {
  return template.sections.flatMap((s) =>
    s.questions.filter(
      (q): q is Extract<Question, { type: 'signature' }> => q.type === 'signature',
    ),
  );
}

function withoutSignatures(template: Template, answers: Answers): Answers {
  const out = { ...answers };
  for (const q of signatureQuestions(template)) delete out[q.id];
  return out;
}

/** Maps server paths (`signatures.0.png_base64`) onto the questions the client sees. */
function serverErrors(fields: readonly FieldError[], slots: number[]): FieldError[] {
  return fields.map((field) => {
    const match = /^signatures\.(\d+)/.exec(field.path);
    if (match) return { ...field, path: `signature_${slots[Number(match[1])] ?? 1}` };
    return { ...field, path: field.path.replace(/^answers\./, '') };
  });
}

/** Scrolls to and focuses the first control marked invalid (after React has rendered). */
function focusFirstError(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}

/**
 * The questionnaire renderer (issue 5): the whole page comes from the template. Terms first,
 * then every visible section; validation is the engine's, exactly as on the server.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const { template, storeCode, purpose, formPath, initialAnswers, appointmentId, clientId } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // A re-consent keeps its own device copy: it must not resume as the full form, nor the reverse.
  const storageKey = draftStorageKey(
    template.id,
    template.version,
    `${storeCode || '-'}${purpose === 'rf' ? ':rf' : ''}`,
  );
  const [draft, setDraft] = useState<LocalDraft>(() =>
    initialDraft(storageKey, template, initialAnswers),
  );
  // Opened by staff from a client's appointment: the submission is that client's.
  const [visit] = useState(() => staffVisitFor(storeCode));
  const [attempted, setAttempted] = useState(false);
  const [extraErrors, setExtraErrors] = useState<FieldError[]>([]);
  const [submit, setSubmit] = useState<SubmitState>({ status: 'idle' });
  const [localFailed, setLocalFailed] = useState(false);
  const [hadLocalDraft] = useState(() => readLocalDraft(storageKey) !== null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const submitted = useRef(false);

  const schema = useMemo(() => buildAnswerSchema(template), [template]);
  const { answers } = draft;
  const sections = useMemo(() => visibleSections(template, answers), [template, answers]);
  const computed = useMemo(() => computedValues(template, answers), [template, answers]);
  const validation = useMemo(() => validateWith(schema, answers), [schema, answers]);
  const deferred = useDeferredValue(answers);
  const done = useMemo(() => progress(template, deferred), [template, deferred]);

  const inGate = !draft.gatePassed;
  const shown = inGate
    ? sections.filter((s) => s.section.gate)
    : sections.filter((s) => !s.section.gate);
  const shownIds = new Set(shown.flatMap((s) => s.questions.map((q) => q.id)));
  const errors: ErrorMap = attempted
    ? errorMap(
        [...(validation.ok ? [] : validation.errors), ...extraErrors].filter((e) =>
          shownIds.has(e.path.split('.')[0] ?? ''),
        ),
      )
    : {};

  // Every change is kept on this device at once (debounced a little while typing) ...
  useEffect(() => {
    // After a successful submit the device copy is gone for good.
    const timer = setTimeout(() => {
      if (!submitted.current) setLocalFailed(!writeLocalDraft(storageKey, draft));
    }, LOCAL_SAVE_DELAY_MS);
    const flush = () => !submitted.current && writeLocalDraft(storageKey, draft);
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [storageKey, draft]);

  // ... and on the server about a second after typing stops.
  const draftAnswers = useMemo(() => withoutSignatures(template, answers), [template, answers]);
  const onToken = useCallback((token: string) => {
    setDraft((d) => ({ ...d, draftToken: token }));
  }, []);
  const onRemote = useCallback(
    (remote: Answers) => {
      setDraft((d) => ({ ...d, answers: withDefaults(template, { ...remote, ...d.answers }) }));
    },
    [template],
  );
  const saveStatus: SaveStatus = useServerDraft({
    template,
    storeCode,
    purpose,
    language: i18n.language,
    answers: draftAnswers,
    draftToken: draft.draftToken,
    hadLocalDraft,
    onToken,
    onRemote,
  });

  const setAnswer = useCallback((id: string, value: unknown) => {
    setDraft((d) => {
      const next = { ...d.answers };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return { ...d, answers: next, updatedAt: new Date().toISOString() };
    });
  }, []);

  const setSignature = useCallback((id: string, result: SignatureResult | undefined) => {
    setDraft((d) => {
      const next = { ...d.answers };
      const signatures = { ...d.signatures };
      if (result) {
        next[id] = result.png;
        signatures[id] = {
          method: result.method,
          strokes: result.strokes,
          ...(result.typedName ? { typedName: result.typedName } : {}),
        };
      } else {
        delete next[id];
        delete signatures[id];
      }
      return { ...d, answers: next, signatures, updatedAt: new Date().toISOString() };
    });
  }, []);

  const continueFromGate = () => {
    if (!gateOpen(template, answers)) {
      setAttempted(true);
      focusFirstError(formRef.current);
      return;
    }
    setAttempted(false);
    setDraft((d) => ({ ...d, gatePassed: true }));
    requestAnimationFrame(() => {
      window.scrollTo(0, 0);
      formRef.current?.querySelector<HTMLElement>('h2')?.focus();
    });
  };

  const send = useCallback(async () => {
    if (sending.current) return; // a double click sends once
    const result = validateWith(schema, draft.answers);
    if (!result.ok) {
      setAttempted(true);
      setExtraErrors([]);
      focusFirstError(formRef.current);
      return;
    }
    sending.current = true;
    const idempotencyKey = draft.idempotencyKey ?? newIdempotencyKey();
    const keyed = { ...draft, idempotencyKey };
    writeLocalDraft(storageKey, keyed);
    setDraft(keyed);
    setSubmit({ status: 'sending' });

    const first = typeof draft.answers.first_name === 'string' ? draft.answers.first_name : '';
    const last = typeof draft.answers.last_name === 'string' ? draft.answers.last_name : '';
    const fullName = `${first} ${last}`.trim();
    const slots: number[] = [];
    const signatures: SignatureInput[] = [];
    for (const q of signatureQuestions(template)) {
      const png = result.answers[q.id];
      if (typeof png !== 'string') continue;
      const meta = draft.signatures[q.id];
      slots.push(q.slot);
      signatures.push({
        slot: q.slot,
        png_base64: png,
        method: meta?.method ?? 'drawn',
        signer_name: meta?.typedName ?? (fullName || '-'),
        ...(meta?.strokes.length ? { strokes: meta.strokes } : {}),
      });
    }
    const envelope = await apiRequest<SubmitResult>('/api/forms/submissions', {
      method: 'POST',
      quiet: true,
      body: {
        template_id: template.id,
        version: template.version,
        ...(storeCode ? { store_code: storeCode } : {}),
        locale: i18n.language,
        purpose,
        answers: withoutSignatures(template, result.answers),
        signatures,
        idempotency_key: idempotencyKey,
        ...(draft.draftToken ? { draft_token: draft.draftToken } : {}),
        ...(visit
          ? { appointment_id: visit.appointment_id }
          : appointmentId
            ? { appointment_id: appointmentId }
            : clientId
              ? { client_id: clientId }
              : {}),
      },
    });
    sending.current = false;
    if (envelope.code === 0) {
      submitted.current = true;
      removeLocalDraft(storageKey);
      forgetStaffVisit();
      rememberOutcome({ submissionId: envelope.data.submission_id, formPath });
      void navigate('/medicalSuccess');
      return;
    }
    if (RETRYABLE.has(envelope.code)) {
      setSubmit({ status: 'failed', message: envelope.message, code: envelope.code });
      return;
    }
    // Nothing was stored: the next attempt is a new one.
    setDraft((d) => {
      const { idempotencyKey: _used, ...rest } = d;
      return rest;
    });
    setSubmit({ status: 'idle' });
    const fields = (envelope.data as { fields?: FieldError[] } | null)?.fields ?? [];
    if (envelope.code === ERROR_CODES.validation && fields.length > 0) {
      setExtraErrors(serverErrors(fields, slots));
      setAttempted(true);
      focusFirstError(formRef.current);
      return;
    }
    rememberFormPath(formPath);
    void navigate('/medicalError', { state: { message: envelope.message } });
  }, [
    draft,
    schema,
    storageKey,
    template,
    storeCode,
    purpose,
    i18n.language,
    formPath,
    navigate,
    visit,
    appointmentId,
    clientId,
  ]);

  const autoRetries = useRef(0);
  useEffect(() => {
    if (submit.status !== 'failed' || submit.code !== ERROR_CODES.unavailable) return;
    if (autoRetries.current >= UNAVAILABLE_AUTO_RETRIES) return;
    const timer = setTimeout(() => {
      autoRetries.current += 1;
      void send();
    }, UNAVAILABLE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [submit, send]);

  // Back online after a failed submit: try again by itself.
  useEffect(() => {
    if (submit.status !== 'failed') return;
    const retry = () => void send();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [submit.status, send]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inGate) continueFromGate();
    else void send();
  };

  const brand = template.brand;
  const signerName = [answers.first_name, answers.last_name]
    .filter((v): v is string => typeof v === 'string')
    .join(' ')
    .trim();
  const summary = Object.entries(errors);
  const percent = Math.round(done.ratio * 100);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('questionnaire.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('questionnaire.progressText', { done: done.done, total: done.total })}
      >
        <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className={styles.status} role="status" data-testid="save-status">
        {localFailed ? t('questionnaire.notSavedLocally') : t(`questionnaire.save.${saveStatus}`)}
      </p>
      {visit ? (
        <p className={formStyles.notice} data-testid="staff-visit">
          {t('questionnaire.forVisit', { name: visit.client_name, number: visit.number })}
        </p>
      ) : null}
      {props.intro && !inGate
        ? props.intro(answers, () =>
            setDraft((d) => ({
              ...d,
              answers: withDefaults(template, initialAnswers ?? {}),
              updatedAt: new Date().toISOString(),
            })),
          )
        : null}
      <p className={formStyles.hint}>{t('questionnaire.requiredLegend')}</p>

      {summary.length > 0 ? (
        <div className={formStyles.alert} role="alert" data-testid="error-summary">
          <p className={styles.summaryTitle}>{t('questionnaire.errorSummary')}</p>
          <ul className={styles.summaryList}>
            {summary.map(([path, message]) => {
              const id = path.split('.')[0] ?? path;
              const question = shown.flatMap((s) => s.questions).find((q) => q.id === id);
              const target = path.endsWith('.detail') ? `${controlId(id)}-detail` : controlId(id);
              return (
                <li key={path}>
                  <a
                    href={`#${target}`}
                    onClick={(event) => {
                      event.preventDefault();
                      const element = document.getElementById(target);
                      element?.scrollIntoView({ block: 'center' });
                      element?.focus({ preventScroll: true });
                    }}
                  >
                    {question
                      ? `${t(`forms:${labelKey(question)}`, { brand: t(`forms:brands.${brand}`) })}: `
                      : ''}
                    {t(messageKey(message))}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {shown.map(({ section, questions }) => (
        <section key={section.id} className={styles.section} aria-labelledby={`s-${section.id}`}>
          <h2 id={`s-${section.id}`} className={styles.sectionTitle} tabIndex={-1}>
            {t(`forms:${sectionTitleKey(section)}`, { brand: t(`forms:brands.${brand}`) })}
          </h2>
          {questions.map((q) => (
            <QuestionView
              key={q.id}
              question={q}
              value={answers[q.id]}
              error={questionError(errors, q)}
              detailError={errors[`${q.id}.detail`]}
              computed={computed[q.id]}
              brand={brand}
              signerName={signerName}
              onChange={setAnswer}
              onSignature={setSignature}
            />
          ))}
        </section>
      ))}

      {submit.status === 'failed' ? (
        <div className={formStyles.alert} role="alert" data-testid="submit-failed">
          <p className={styles.summaryTitle}>{t('questionnaire.submitFailed')}</p>
          <p>{submit.message}</p>
          <p>{t('questionnaire.retryOnline')}</p>
        </div>
      ) : null}

      <div className={formStyles.actions}>
        {inGate ? (
          <button type="submit" className={formStyles.primary}>
            {t('questionnaire.continue')}
          </button>
        ) : (
          <button
            type="submit"
            className={formStyles.primary}
            disabled={submit.status === 'sending'}
          >
            {submit.status === 'sending'
              ? t('questionnaire.sending')
              : submit.status === 'failed'
                ? t('questionnaire.retry')
                : t('questionnaire.submit')}
          </button>
        )}
      </div>
    </form>
  );
}
