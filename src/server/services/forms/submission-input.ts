import type { SubmitBody } from '../../../shared/api/forms';
import { screeningFlags, validateWith, type ScreeningFlag } from '../../../shared/forms';
import { AppError } from '../../http/app-error';
import { contentSha256 } from './content-hash';
import { checkSignatures, type CheckedSignature } from './signature-png';
import {
  answerSchemaFor,
  assertKnownIds,
  consentTextKeys,
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
}

/** The screening flags as stored with the submission and returned to the caller. */
export function flagRecords(prepared: PreparedSubmission): { id: string; questions: string[] }[] {
  return prepared.flags.map((f) => ({ id: f.id, questions: [...f.questions] }));
}

/**
 * Everything a submission is checked for before the transaction: the exact template, known ids,
 * decodable signature PNGs, then the same engine the browser ran (signatures fill the
 * template's signature questions by slot). Failures are 400s naming each field.
 */
export function prepareSubmission(body: SubmitBody, today?: string): PreparedSubmission {
  const template = requireTemplate(body.template_id, body.version);
  assertKnownIds(template, body.answers);
  const checked = checkSignatures(body.signatures);
  if (!checked.ok) throw new AppError('validation', checked.errors);
  const slots = signatureQuestions(template);
  const withSignatures: Record<string, unknown> = { ...body.answers };
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
  const result = validateWith(answerSchemaFor(template, today), withSignatures);
  if (!result.ok) throw new AppError('validation', result.errors);

  // The PNG bytes live in `signatures`; the stored answers keep only which slot was signed.
  const answers: Record<string, unknown> = { ...result.answers };
  for (const [slot, id] of slots) if (id in answers) answers[id] = { signature_slot: slot };
  const flags = screeningFlags(template, result.answers);
  const signatures = checked.signatures.filter((s) => slots.has(s.slot));
  return {
    templateId: template.id,
    version: template.version,
    kind: submissionKind(template, body.purpose),
    answers,
    flags,
    signatures,
    contentSha256: contentSha256({
      templateId: template.id,
      version: template.version,
      locale: body.locale,
      consent: { keys: consentTextKeys(template), textSha256: body.consent_text_sha256 ?? null },
      answers,
      signatures: signatures.map((s) => ({ slot: s.slot, sha256: s.sha256 })),
    }),
  };
}
