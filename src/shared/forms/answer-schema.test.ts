import { describe, expect, it } from 'vitest';
import { buildAnswerSchema, validateAnswers } from './answer-schema';
import type { Answers } from './model';
import { getTemplate } from './registry';
import { PNG, validAnswers } from './test-support';

const mfUk = getTemplate('mfUk')!;
const TODAY = { today: '2025-06-01' };
const valid = validAnswers(mfUk);

/** Errors for the full valid set with some answers changed. */
function errorsWith(changes: Answers) {
  const result = validateAnswers(mfUk, { ...valid, ...changes }, TODAY);
  return result.ok ? [] : result.errors;
}

describe('answer schema', () => {
  it('accepts a complete answer set and returns it clean', () => {
    const result = validateAnswers(mfUk, { ...valid, unknown_key: 'x', bmi: 20 }, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.answers.unknown_key).toBeUndefined();
    expect(result.answers.first_name).toBe(valid.first_name);
  });

  it('reports each missing required field with its question id', () => {
    expect(errorsWith({ first_name: '  ', height: undefined })).toEqual([
      { path: 'first_name', message: 'validation.required' },
      { path: 'height', message: 'validation.required' },
    ]);
  });

  it('reports invalid formats', () => {
    expect(errorsWith({ first_name: 'R2-D2', emergency_contact_phone: 'call me' })).toEqual([
      { path: 'first_name', message: 'validation.invalidFormat' },
      { path: 'emergency_contact_phone', message: 'validation.invalidFormat' },
    ]);
    expect(errorsWith({ date_of_birth: '1990-02-30' })).toEqual([
      { path: 'date_of_birth', message: 'validation.invalidDate' },
    ]);
    expect(errorsWith({ title: 'sir', height: '180' })).toEqual([
      { path: 'title', message: 'validation.invalidFormat' },
      { path: 'height', message: 'validation.invalidFormat' },
    ]);
  });

  it('checks ranges and dates in the future (one day of tolerance)', () => {
    expect(errorsWith({ height: 400 })).toEqual([
      { path: 'height', message: 'validation.outOfRangeBetween' },
    ]);
    expect(errorsWith({ date_of_birth: '2025-06-02' })).toEqual([]);
    expect(errorsWith({ date_of_birth: '2025-06-03' })).toEqual([
      { path: 'date_of_birth', message: 'validation.dateInFuture' },
    ]);
  });

  it('requires detail for a yes answer', () => {
    expect(errorsWith({ allergies: { answer: 'yes' } })).toEqual([
      { path: 'allergies.detail', message: 'validation.yesRequiresDetail' },
    ]);
    expect(errorsWith({ allergies: { answer: 'yes', detail: ' ' } })).toHaveLength(1);
    expect(errorsWith({ allergies: { answer: 'yes', detail: 'Penicillin: rash' } })).toEqual([]);
    expect(errorsWith({ allergies: { answer: 'maybe' } })).toEqual([
      { path: 'allergies.answer', message: 'validation.invalidFormat' },
    ]);
  });

  it('asks to fill the empty box of an "other" option', () => {
    expect(errorsWith({ diet: 'other' })).toEqual([
      { path: 'diet_other', message: 'validation.fillEmptyBox' },
    ]);
    expect(errorsWith({ diet: 'other', diet_other: 'Paleo' })).toEqual([]);
  });

  it('keeps "none of the above" exclusive', () => {
    expect(errorsWith({ medical_history: ['none_of_the_above', 'diabetes'] })).toEqual([
      { path: 'medical_history', message: 'validation.exclusiveOption' },
    ]);
    expect(errorsWith({ medical_history: ['diabetes', 'anemia'] })).toEqual([]);
    expect(errorsWith({ medical_history: ['diabetes', 'diabetes'] })).toEqual([
      { path: 'medical_history', message: 'validation.invalidFormat' },
    ]);
    expect(errorsWith({ medical_history: [] })).toEqual([
      { path: 'medical_history', message: 'validation.required' },
    ]);
  });

  it('asks a member of staff to sign in words of their own, not by slot number', () => {
    const detail = getTemplate('mfDetailUk')!;
    const result = validateAnswers(
      detail,
      { ...validAnswers(detail), signature_1: undefined },
      TODAY,
    );
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'signature_1', message: 'validation.staffSignatureRequired' },
    ]);
  });

  it('requires each signature with its own message, and agreements ticked', () => {
    const missing = { signature_1: undefined, signature_2: '', signature_3: null };
    expect(errorsWith(missing)).toEqual([
      { path: 'signature_1', message: 'validation.signatureRequired1' },
      { path: 'signature_2', message: 'validation.signatureRequired2' },
      { path: 'signature_3', message: 'validation.signatureRequired3' },
    ]);
    expect(errorsWith({ signature_1: 'data:image/jpeg;base64,AAAA' })).toEqual([
      { path: 'signature_1', message: 'validation.invalidFormat' },
    ]);
    expect(errorsWith({ consent_treatment: false, agree_terms: 'yes' })).toEqual([
      { path: 'agree_terms', message: 'validation.mustAgree' },
      { path: 'consent_treatment', message: 'validation.mustAgree' },
    ]);
    expect(errorsWith({ signature_2: PNG })).toEqual([]);
  });

  it('ignores and drops answers to hidden questions', () => {
    const answers = { ...valid, gender: 'male', pregnant: 'not-even-valid' };
    const result = validateAnswers(mfUk, answers, TODAY);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.answers).not.toHaveProperty('pregnant');
  });

  it('validates only what is answered in optional fields', () => {
    expect(errorsWith({ address_line_2: '' })).toEqual([]);
    expect(errorsWith({ address_line_2: 'x'.repeat(201) })).toEqual([
      { path: 'address_line_2', message: 'validation.tooLong' },
    ]);
  });

  it('rejects what is not an answer object', () => {
    for (const input of [null, 'answers', [1, 2]]) {
      const result = validateAnswers(mfUk, input, TODAY);
      expect(result.ok).toBe(false);
    }
  });

  it('builds once and validates many times', () => {
    const schema = buildAnswerSchema(mfUk, TODAY);
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
  });
});
