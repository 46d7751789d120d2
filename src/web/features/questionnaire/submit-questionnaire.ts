import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { FieldError } from '../../../shared/api/envelope';
import type { SignatureInput } from '../../../shared/api/forms';
import type { Answers, Question, Template } from './engine';
import type { SignatureMeta } from './local-draft';

/** Failures worth retrying as they are; anything else needs the client or the clinic. */
export const RETRYABLE: ReadonlySet<number> = new Set([
  ERROR_CODES.network,
  ERROR_CODES.unavailable,
  ERROR_CODES.internal,
  ERROR_CODES.rateLimited,
]);

type SignatureQuestion = Extract<Question, { type: 'signature' }>;

/** Question ids whose answer is a signature (sent as `signatures[]`, never in drafts). */
export function signatureQuestions(template: Template): SignatureQuestion[] {
  return template.sections.flatMap((s) =>
    s.questions.filter((q): q is SignatureQuestion => q.type === 'signature'),
  );
}

/** The answers without their signature PNGs: what drafts and `answers` carry. */
export function withoutSignatures(template: Template, answers: Answers): Answers {
  const out = { ...answers };
  for (const q of signatureQuestions(template)) delete out[q.id];
  return out;
}

/** Maps server paths (`signatures.0.png_base64`) onto the questions the client sees. */
export function serverErrors(
  fields: readonly FieldError[],
  slots: readonly number[],
): FieldError[] {
  return fields.map((field) => {
    const match = /^signatures\.(\d+)/.exec(field.path);
    if (match) return { ...field, path: `signature_${slots[Number(match[1])] ?? 1}` };
    return { ...field, path: field.path.replace(/^answers\./, '') };
  });
}

/** "First Last" from the form's name answers, as far as they are filled in. */
export function signerNameOf(answers: Answers): string {
  return [answers.first_name, answers.last_name]
    .filter((v): v is string => typeof v === 'string')
    .join(' ')
    .trim();
}

/**
 * The signatures to send, in the template's order, with the slot of each (server errors name
 * them by position). A drawn signature's signer is `signerName`, the client named on the form.
 */
export function signatureInputs(
  template: Template,
  answers: Answers,
  metas: Readonly<Record<string, SignatureMeta>>,
  signerName: string,
): { slots: number[]; signatures: SignatureInput[] } {
  const slots: number[] = [];
  const signatures: SignatureInput[] = [];
  for (const q of signatureQuestions(template)) {
    const png = answers[q.id];
    if (typeof png !== 'string') continue;
    const meta = metas[q.id];
    slots.push(q.slot);
    signatures.push({
      slot: q.slot,
      png_base64: png,
      method: meta?.method ?? 'drawn',
      signer_name: meta?.typedName ?? (signerName || '-'),
      ...(meta?.strokes.length ? { strokes: meta.strokes } : {}),
    });
  }
  return { slots, signatures };
}

/**
 * Whose submission this is: the appointment staff opened the form from, else the page's
 * appointment, else the client staff named at the desk; nothing for a client's own link.
 */
export function submissionSubject(
  visitAppointmentId: string | undefined,
  appointmentId: string | undefined,
  clientId: string | undefined,
): { appointment_id: string } | { client_id: string } | Record<string, never> {
  if (visitAppointmentId) return { appointment_id: visitAppointmentId };
  if (appointmentId) return { appointment_id: appointmentId };
  if (clientId) return { client_id: clientId };
  return {};
}
