import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { SetStateAction } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { useNavigate } from '../../app/navigation';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { FieldError } from '../../../shared/api/envelope';
import type { FormPurpose } from '../../../shared/api/forms';
import { toLanguage } from '../../../shared/languages';
import { documentBrand } from '../../../shared/legal-documents';
import { shownDocuments } from '../../ui/legal/shown-documents';
import { callApi } from '../../api/endpoint';
import { forgetStaffVisit, type StaffVisit } from '../../ui/staff-visit';
import { validateWith, type buildAnswerSchema, type Template } from './engine';
import { withoutIdempotencyKey } from './questionnaire-draft';
import {
  newIdempotencyKey,
  rememberFormPath,
  removeLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './local-draft';
import { rememberOutcome } from './outcome';
import {
  RETRYABLE,
  serverErrors,
  signatureInputs,
  signerNameOf,
  submissionSubject,
  withoutSignatures,
} from './submit-questionnaire';

export type SubmitState =
  | { status: 'idle' }
  | { status: 'sending' }
  /** A network or server failure: everything is kept, retry by hand or when back online. */
  | { status: 'failed'; message: string; code: number };

/** A 503 means the clinic's database is briefly out of reach: the page tries again by itself. */
const UNAVAILABLE_RETRY_MS = 5_000;
const UNAVAILABLE_AUTO_RETRIES = 3;

interface SubmissionArgs {
  template: Template;
  schema: ReturnType<typeof buildAnswerSchema>;
  draft: LocalDraft;
  setDraft: Dispatch<SetStateAction<LocalDraft>>;
  storageKey: string;
  storeCode: string;
  purpose: FormPurpose;
  formPath: string;
  visit: StaffVisit | null;
  appointmentId: string | undefined;
  clientId: string | undefined;
  /** Set once the record is stored: the device copy must not be written again. */
  submitted: RefObject<boolean>;
  /** The answers were refused (here or by the server's checks): show these and the rest. */
  onInvalid: (serverFields: FieldError[]) => void;
}

/**
 * Sends the signed questionnaire once per series of attempts (one idempotency key), goes to the
 * outcome page, and retries by itself after a 503 or when the phone is back online.
 */
export function useSubmission(args: SubmissionArgs) {
  const { template, schema, draft, setDraft, storageKey, storeCode, purpose, formPath } = args;
  const { visit, appointmentId, clientId, submitted, onInvalid } = args;
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [submit, setSubmit] = useState<SubmitState>({ status: 'idle' });
  const sending = useRef(false);

  const send = useCallback(async () => {
    if (sending.current) return; // a double click sends once
    const result = validateWith(schema, draft.answers);
    if (!result.ok) {
      onInvalid([]);
      return;
    }
    sending.current = true;
    const idempotencyKey = draft.idempotencyKey ?? newIdempotencyKey();
    const keyed = { ...draft, idempotencyKey };
    writeLocalDraft(storageKey, keyed);
    setDraft(keyed);
    setSubmit({ status: 'sending' });

    const locale = toLanguage(i18n.language);
    // The terms and privacy policy the client opened, as shown; none: the current ones.
    const documents = shownDocuments(documentBrand(storeCode, template.brand), locale);
    const { slots, signatures } = signatureInputs(
      template,
      result.answers,
      draft.signatures,
      signerNameOf(draft.answers),
    );
    const envelope = await callApi(
      'POST /api/forms/submissions',
      {
        body: {
          template_id: template.id,
          version: template.version,
          ...(storeCode ? { store_code: storeCode } : {}),
          // The contract takes a supported language only; a regional tag would be refused.
          locale,
          ...(documents.length > 0 ? { documents } : {}),
          purpose,
          answers: withoutSignatures(template, result.answers),
          signatures,
          idempotency_key: idempotencyKey,
          ...(draft.draftToken ? { draft_token: draft.draftToken } : {}),
          ...submissionSubject(visit?.appointment_id, appointmentId, clientId),
        },
      },
      { quiet: true },
    );
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
    setDraft(withoutIdempotencyKey);
    setSubmit({ status: 'idle' });
    const fields = (envelope.data as { fields?: FieldError[] } | null)?.fields ?? [];
    if (envelope.code === ERROR_CODES.validation && fields.length > 0) {
      onInvalid(serverErrors(fields, slots));
      return;
    }
    rememberFormPath(formPath);
    void navigate('/medicalError', { state: { message: envelope.message } });
  }, [
    draft,
    setDraft,
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
    submitted,
    onInvalid,
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

  return { submit, send };
}
