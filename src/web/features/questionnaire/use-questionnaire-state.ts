import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { FieldError } from '../../../shared/api/envelope';
import type { FormPurpose } from '../../../shared/api/forms';
import type { SignatureResult } from '../../ui/signature-pad';
import { errorMap, withDefaults, type ErrorMap } from '../../ui/question-fields/answers';
import { liveErrors, useLiveChecks } from '../../ui/question-fields/live-checks';
import { staffVisitFor } from '../../ui/staff-visit';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { useServerDraft } from './draft-sync';
import {
  buildAnswerSchema,
  computedValues,
  gateOpen,
  progress,
  validateWith,
  visibleSections,
  type Answers,
  type Template,
} from './engine';
import { draftStorageKey, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';
import { withGateAnswersOf } from './gate-answers';
import { initialDraft, withAnswer, withSignature } from './questionnaire-draft';
import { withoutSignatures } from './submit-questionnaire';
import { useSubmission } from './use-submission';

export interface QuestionnaireInput {
  template: Template;
  storeCode: string;
  purpose: FormPurpose;
  formPath: string;
  initialAnswers?: Answers | undefined;
  appointmentId?: string | undefined;
  clientId?: string | undefined;
}

const LOCAL_SAVE_DELAY_MS = 250;

/**
 * Everything the questionnaire page knows apart from its layout: the draft (kept on this device
 * and on the server), the sections on show, errors once the client has tried to go on, the terms
 * gate, and the submission.
 */
export function useQuestionnaireState(input: QuestionnaireInput) {
  const { template, storeCode, purpose, initialAnswers } = input;
  const { i18n } = useTranslation();
  // A re-consent keeps its own device copy: it must not resume as the full form, nor the reverse.
  const storageKey = draftStorageKey(
    template.id,
    template.version,
    `${storeCode || '-'}${purpose === 'rf' ? ':rf' : ''}`,
  );
  const [draft, setDraft] = useState<LocalDraft>(() =>
    initialDraft(readLocalDraft(storageKey), template, initialAnswers),
  );
  // Opened by staff from a client's appointment: the submission is that client's.
  const [visit] = useState(() => staffVisitFor(storeCode));
  const [attempted, setAttempted] = useState(false);
  const [extraErrors, setExtraErrors] = useState<FieldError[]>([]);
  const [localFailed, setLocalFailed] = useState(false);
  const [hadLocalDraft] = useState(() => readLocalDraft(storageKey) !== null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  const schema = useMemo(() => buildAnswerSchema(template), [template]);
  const { answers } = draft;
  const sections = useMemo(() => visibleSections(template, answers), [template, answers]);
  const computed = useMemo(() => computedValues(template, answers), [template, answers]);
  const validation = useMemo(() => validateWith(schema, answers), [schema, answers]);
  const deferred = useDeferredValue(answers);
  const done = useMemo(() => progress(template, deferred), [template, deferred]);

  const inGate = !draft.gatePassed;
  const shown = sections.filter((s) => Boolean(s.section.gate) === inGate);
  const shownIds = new Set(shown.flatMap((s) => s.questions.map((q) => q.id)));
  const errors: ErrorMap = attempted
    ? errorMap(
        [...(validation.ok ? [] : validation.errors), ...extraErrors].filter((e) =>
          shownIds.has(e.path.split('.')[0] ?? ''),
        ),
      )
    : {};
  // Numbers and dates are checked as they are typed; the summary waits for a send.
  const { left, onBlur } = useLiveChecks();
  const fieldErrors: ErrorMap = attempted
    ? errors
    : liveErrors(
        validation.ok ? [] : validation.errors,
        shown.flatMap((s) => s.questions),
        left,
      );

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
  const saveStatus = useServerDraft({
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
    setDraft((d) => withAnswer(d, id, value, new Date()));
  }, []);
  const setSignature = useCallback((id: string, result: SignatureResult | undefined) => {
    setDraft((d) => withSignature(d, id, result, new Date()));
  }, []);
  const restoreOpening = () =>
    setDraft((d) => ({
      ...d,
      // The terms agreed at the gate stay agreed: only the answers after it are put back.
      answers: withGateAnswersOf(template, withDefaults(template, initialAnswers ?? {}), d.answers),
      updatedAt: new Date().toISOString(),
    }));

  const onInvalid = useCallback((serverFields: FieldError[]) => {
    setExtraErrors(serverFields);
    setAttempted(true);
    focusFirstInvalid(formRef.current);
  }, []);
  const { submit, send } = useSubmission({
    ...input,
    appointmentId: input.appointmentId,
    clientId: input.clientId,
    schema,
    draft,
    setDraft,
    storageKey,
    visit,
    submitted,
    onInvalid,
  });

  const continueFromGate = () => {
    if (!gateOpen(template, answers)) {
      setAttempted(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    setAttempted(false);
    setDraft((d) => ({ ...d, gatePassed: true }));
    requestAnimationFrame(() => {
      window.scrollTo(0, 0);
      formRef.current?.querySelector<HTMLElement>('h2')?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inGate) continueFromGate();
    else void send();
  };

  return {
    formRef,
    answers,
    inGate,
    shown,
    errors,
    fieldErrors,
    onBlur,
    computed,
    done,
    saveStatus,
    localFailed,
    visit,
    submit,
    setAnswer,
    setSignature,
    restoreOpening,
    onSubmit,
  };
}
