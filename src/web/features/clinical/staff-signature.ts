import type { FieldError } from '../../../shared/api/envelope';
import type { SignatureInput } from '../../../shared/api/forms-fields';
import type { Answers, Question, SignatureQuestion, Template } from '../../../shared/forms/model';
import type { SignatureMeta } from '../../ui/question-fields/answer-updates';

export type { SignatureMeta };

/** The signature question of a role's part (staff sign once, slot 1). */
export function signatureQuestionOf(sections: Template['sections']): SignatureQuestion | undefined {
  for (const section of sections) {
    const q = section.questions.find((x): x is SignatureQuestion => x.type === 'signature');
    if (q) return q;
  }
  return undefined;
}

/** The answers without the signature PNG, which travels as `signature` instead. */
export function withoutSignature(answers: Answers, question: Question | undefined): Answers {
  if (!question) return answers;
  const { [question.id]: _png, ...rest } = answers;
  return rest;
}

/** The body's `signature` from the signed answer and how it was made. */
export function signatureInput(
  png: string,
  slot: SignatureQuestion['slot'],
  meta: SignatureMeta | undefined,
  signerName: string,
): SignatureInput {
  return {
    slot,
    png_base64: png,
    method: meta?.method ?? 'drawn',
    signer_name: meta?.typedName ?? (signerName || '-'),
    ...(meta?.strokes.length ? { strokes: meta.strokes } : {}),
  };
}

/**
 * Server field paths onto the questions on screen: `answers.<id>` is the question, any
 * `signature.*` path is the signature question.
 */
export function mapServerErrors(
  fields: readonly FieldError[],
  signatureId: string | undefined,
): FieldError[] {
  return fields.map((field) => {
    if (/^signature(\.|$)/.test(field.path) && signatureId) return { ...field, path: signatureId };
    return { ...field, path: field.path.replace(/^answers\./, '') };
  });
}
