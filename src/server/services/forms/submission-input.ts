import type { SignatureInput, SubmitBody } from '../../../shared/api/forms';
import {
  screeningFlags,
  validateWith,
  type AnswerSchema,
  type ScreeningFlag,
  type Template,
} from '../../../shared/forms';
import type { SafetyAcknowledgement } from '../../../shared/forms/safety';
import { AppError } from '../../http/app-error';
import { contentSha256 } from './content-hash';
import { checkSignatures, type CheckedSignature } from './signature-png';
import {
  answerSchemaFor,
  assertKnownIds,
  consentTextKeys,
  refuseStaffForm,
  requireTemplate,
  signatureQuestions,
  submissionKind,
} from './templates';

export interface PreparedSubmission {
  templateId: string;
  version: string;
  kind: ReturnType<typeof submissionKind>;
  answers: Record<string, unknown>;
  flags: ScreeningFlag[];
  signatures: CheckedSignature[];
  contentSha256: string;
  /** A staff section: the safety warnings its signer acknowledged (stored and hashed with it). */
  acknowledgements: SafetyAcknowledgement[];
}

/** The screening flags as stored with the submission and returned to the caller. */
export function flagRecords(prepared: PreparedSubmission): { id: string; questions: string[] }[] {
  return prepared.flags.map((f) => ({ id: f.id, questions: [...f.questions] }));
}

/**
 * Everything a submission is checked for before the transaction: the exact template, known ids,
 * decodable signature PNGs, then the same engine the browser ran (signatures fill the
 * template's signature questions by slot). Failures are 400s naming each field. Staff sections
 * are not written here (403): they go through the visits API, which checks the writer's role.
 */
export function prepareSubmission(body: SubmitBody, today?: string): PreparedSubmission {
  const template = requireTemplate(body.template_id, body.version);
  const kind = submissionKind(template, body.purpose);
  refuseStaffForm(kind);
  assertKnownIds(template, body.answers);
  return prepareSigned(template, answerSchemaFor(template, today), kind, {
    locale: body.locale,
    answers: body.answers,
    signatures: body.signatures,
    consentTextSha256: body.consent_text_sha256 ?? null,
    documents: body.documents,
  });
}

export interface SignedInput {
  locale: string;
  answers: Record<string, unknown>;
  signatures: readonly SignatureInput[];
  consentTextSha256: string | null;
  /** The terms and privacy policy the form showed when the client agreed. */
  documents?: readonly { kind: string; version: number; sha256: string }[] | undefined;
  /** Prepended to the answer schema's error paths (the visits API names `answers.<id>`). */
  answerPathPrefix?: string;
  /**
   * A staff section: the safety warnings the validated answers raise, acknowledged from what
   * the signer gave (it throws when a reason is missing). Called after validation.
   */
  acknowledge?: (answers: Record<string, unknown>) => SafetyAcknowledgement[];
}

/**
 * Signatures checked and placed in the template's signature questions, the answers validated
 * with `schema`, flags and the content hash: what a client's questionnaire and a staff section
 * share. `template` holds only the sections the writer fills (a staff role's part).
 */
export function prepareSigned(
  template: Template,
  schema: AnswerSchema,
  kind: PreparedSubmission['kind'],
  input: SignedInput,
): PreparedSubmission {
  const checked = checkSignatures(input.signatures);
  if (!checked.ok) throw new AppError('validation', checked.errors);
  const slots = signatureQuestions(template);
  const withSignatures: Record<string, unknown> = { ...input.answers };
  for (const id of slots.values()) delete withSignatures[id];
  checked.signatures.forEach((signature, index) => {
    const questionId = slots.get(signature.slot);
    if (!questionId) {
      throw new AppError('validation', [
        { path: `signatures.${index}.slot`, message: 'forms.signatureSlotUnknown' },
      ]);
    }
    withSignatures[questionId] = `data:image/png;base64,${signature.base64}`;
  });
  const result = validateWith(schema, withSignatures);
  if (!result.ok) {
    const prefix = input.answerPathPrefix ?? '';
    throw new AppError(
      'validation',
      prefix ? result.errors.map((e) => ({ ...e, path: prefix + e.path })) : result.errors,
    );
  }

  // The PNG bytes live in `signatures`; the stored answers keep only which slot was signed.
  const answers: Record<string, unknown> = { ...result.answers };
  for (const [slot, id] of slots) if (id in answers) answers[id] = { signature_slot: slot };
  const flags = screeningFlags(template, result.answers);
  const acknowledgements = input.acknowledge?.(result.answers) ?? [];
  const signatures = checked.signatures.filter((s) => slots.has(s.slot));
  return {
    templateId: template.id,
    version: template.version,
    kind,
    answers,
    flags,
    signatures,
    acknowledgements,
    contentSha256: contentSha256({
      templateId: template.id,
      version: template.version,
      locale: input.locale,
      consent: { keys: consentTextKeys(template), textSha256: input.consentTextSha256 },
      answers,
      signatures: signatures.map((s) => ({ slot: s.slot, sha256: s.sha256 })),
      acknowledgements,
      documents: input.documents,
    }),
  };
}
