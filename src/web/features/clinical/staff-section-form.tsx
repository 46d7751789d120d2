import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { Envelope, FieldError } from '../../../shared/api/envelope';
import type { StaffSectionResult } from '../../../shared/api/visits';
import { validateWith } from '../../../shared/forms/answer-schema';
import type { Answers, StaffRole, Template } from '../../../shared/forms/model';
import { buildRoleAnswerSchema, sectionsForRole } from '../../../shared/forms/roles';
import { computedValues, visibleSections } from '../../../shared/forms/visibility';
import { toLanguage } from '../../../shared/languages';
import { awaitConfirmation } from '../../ui/confirmation';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import formStyles from '../../ui/form.module.css';
import { errorMap, withDefaults, type ErrorMap } from '../../ui/question-fields/answers';
import { withAnswerValue, withSignatureMeta } from '../../ui/question-fields/answer-updates';
import { liveErrors, useLiveChecks } from '../../ui/question-fields/live-checks';
import { ErrorSummary } from '../../ui/question-fields/error-summary';
import { ProductLineNotes } from '../../ui/question-fields/product-line-notes';
import { SectionList } from '../../ui/question-fields/section-list';
import type { SignatureResult } from '../../ui/signature-pad';
import type { StaffSectionPayload } from './visit-api';
import styles from './clinical.module.css';
import { useSafety, type SafetySetup } from './use-safety';
import {
  mapServerErrors,
  signatureInput,
  signatureQuestionOf,
  withoutSignature,
  type SignatureMeta,
} from './staff-signature';

interface StaffSectionFormProps {
  template: Template;
  role: StaffRole;
  initialAnswers: Answers;
  /** The signed-in member of staff: the drawn signature's signer. */
  signerName: string;
  submitLabel: string;
  /** Every change, for a draft kept on the server (the nurse's record). */
  onAnswers?: (answers: Answers) => void;
  send: (payload: StaffSectionPayload) => Promise<Envelope<StaffSectionResult>>;
  /** After the server kept the signed section. */
  onSigned: (result: StaffSectionResult) => Promise<void>;
  /** Shown above the submit button (e.g. the draft's save status). */
  footer?: ReactNode;
  /** The safety checks of this section: warnings where they apply, a reason each to sign. */
  safety?: SafetySetup;
}

/** Failures worth retrying as they are (the same key makes a retry safe). */
const RETRYABLE: ReadonlySet<number> = new Set([
  ERROR_CODES.network,
  ERROR_CODES.unavailable,
  ERROR_CODES.internal,
  ERROR_CODES.rateLimited,
]);

/**
 * A staff role's part of a staff template, drawn with the questionnaire's own field components
 * and validated with the same engine as on the server (only that role's sections), then signed
 * and sent with one idempotency key per attempt series.
 */
export function StaffSectionForm(props: StaffSectionFormProps) {
  const { t, i18n } = useTranslation();
  const { template, role } = props;
  const part = useMemo(
    () => ({ ...template, sections: sectionsForRole(template, role) }),
    [template, role],
  );
  const signatureQuestion = useMemo(() => signatureQuestionOf(part.sections), [part]);
  const [answers, setAnswers] = useState<Answers>(() => withDefaults(part, props.initialAnswers));
  const [signatures, setSignatures] = useState<Record<string, SignatureMeta>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const key = useRef<string | null>(null);
  const typed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { onAnswers } = props;

  const schema = useMemo(() => buildRoleAnswerSchema(template, role), [template, role]);
  // A retired question is shown only on old signed records, never asked again.
  const sections = useMemo(
    () =>
      visibleSections(part, answers).map((s) => ({
        ...s,
        questions: s.questions.filter((q) => !q.retired),
      })),
    [part, answers],
  );
  const computed = useMemo(() => computedValues(part, answers), [part, answers]);
  const validation = useMemo(() => validateWith(schema, answers), [schema, answers]);
  const shownIds = new Set(sections.flatMap((s) => s.questions.map((q) => q.id)));
  const errors: ErrorMap = attempted
    ? errorMap(
        [...(validation.ok ? [] : validation.errors), ...serverErrors].filter((e) =>
          shownIds.has(e.path.split('.')[0] ?? ''),
        ),
      )
    : {};
  const safety = useSafety(props.safety, template, answers, attempted);

  // Vitals and dates are checked as they are typed; the summary waits for signing.
  const { left, onBlur } = useLiveChecks();
  const fieldErrors: ErrorMap = attempted
    ? errors
    : liveErrors(
        validation.ok ? [] : validation.errors,
        sections.flatMap((s) => s.questions),
        left,
      );

  const setAnswer = useCallback((id: string, value: unknown) => {
    setServerErrors((list) => list.filter((e) => e.path.split('.')[0] !== id));
    setAnswers((current) => withAnswerValue(current, id, value));
  }, []);

  // What the member of staff entered goes to the draft; what the page filled in by itself
  // (today's date, the time now) does not, so opening the record does not start a treatment.
  const markTyped = () => {
    typed.current = true;
  };
  useEffect(() => {
    if (typed.current) onAnswers?.(withoutSignature(answers, signatureQuestion));
  }, [answers, onAnswers, signatureQuestion]);

  const setSignature = useCallback((id: string, result: SignatureResult | undefined) => {
    setServerErrors((list) => list.filter((e) => e.path !== id));
    setAnswers((current) => withAnswerValue(current, id, result?.png));
    setSignatures((current) => withSignatureMeta(current, id, result));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validateWith(schema, answers);
    const png = signatureQuestion ? result.ok && result.answers[signatureQuestion.id] : undefined;
    if (!result.ok || !signatureQuestion || typeof png !== 'string' || !safety.ready) {
      setAttempted(true);
      setServerErrors([]);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    setFailure('');
    key.current ??= crypto.randomUUID();
    const envelope = await props.send({
      template_id: template.id,
      version: template.version,
      locale: toLanguage(i18n.language),
      answers: withoutSignature(result.answers, signatureQuestion),
      signature: signatureInput(
        png,
        signatureQuestion.slot,
        signatures[signatureQuestion.id],
        props.signerName,
      ),
      ...(safety.acknowledgements.length > 0 ? { acknowledgements: safety.acknowledgements } : {}),
      idempotency_key: key.current,
    });
    setSending(false);
    if (envelope.code === 0) {
      awaitConfirmation();
      await props.onSigned(envelope.data);
      return;
    }
    // Only a failure that may not have reached the database keeps the key for the retry.
    if (!RETRYABLE.has(envelope.code)) key.current = null;
    const fields = (envelope.data as { fields?: FieldError[] } | null)?.fields ?? [];
    if (envelope.code === ERROR_CODES.validation && fields.length > 0) {
      const { rest, mismatch } = safety.takeServerErrors(fields);
      if (mismatch) setFailure(mismatch);
      setServerErrors(mapServerErrors(rest, signatureQuestion.id));
      setAttempted(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    setFailure(envelope.message);
  };

  return (
    <form
      ref={formRef}
      className={styles.page}
      noValidate
      onSubmit={submit}
      onInput={markTyped}
      onClick={markTyped}
      onBlur={onBlur}
    >
      <p className={formStyles.hint}>{t('questionnaire.requiredLegend')}</p>
      <ErrorSummary
        errors={errors}
        answers={answers}
        questions={sections.flatMap((s) => s.questions)}
        brand={template.brand}
        more={safety.summary}
      />
      {safety.announcer}
      <ProductLineNotes.Provider value={safety.lineNote}>
        <SectionList
          sections={sections}
          answers={answers}
          errors={fieldErrors}
          computed={computed}
          brand={template.brand}
          region={template.locale}
          signerName={props.signerName}
          onChange={setAnswer}
          onSignature={setSignature}
          headingLevel={3}
          sectionClassName={styles.panel}
          titleClassName={styles.subTitle}
          afterQuestion={safety.afterQuestion}
        />
      </ProductLineNotes.Provider>
      {failure ? (
        <div className={formStyles.alert} role="alert" data-testid="submit-failed">
          <p>{failure}</p>
        </div>
      ) : null}
      {props.footer}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={sending}>
          {sending
            ? t('questionnaire.sending')
            : failure
              ? t('questionnaire.retry')
              : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
