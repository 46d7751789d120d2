import { describe, expect, it } from 'vitest';
import type { Section } from '../../../shared/forms/model';
import {
  mapServerErrors,
  signatureInput,
  signatureQuestionOf,
  withoutSignature,
} from './staff-signature';

const sections: Section[] = [
  { id: 'a', role: 'nurse', questions: [{ id: 'comments', type: 'long_text' }] },
  {
    id: 'b',
    role: 'nurse',
    questions: [{ id: 'nurse_signature', type: 'signature', slot: 1, required: true }],
  },
];

describe('staff signature', () => {
  it("finds the part's signature and keeps it out of the answers", () => {
    const q = signatureQuestionOf(sections);
    expect(q?.id).toBe('nurse_signature');
    expect(withoutSignature({ comments: 'ok', nurse_signature: 'data:x' }, q)).toEqual({
      comments: 'ok',
    });
  });

  it('names the signer: the typed name, else the member of staff', () => {
    expect(signatureInput('png', 1, undefined, 'Nora Nurse')).toEqual({
      slot: 1,
      png_base64: 'png',
      method: 'drawn',
      signer_name: 'Nora Nurse',
    });
    const typed = signatureInput(
      'png',
      1,
      { method: 'typed', strokes: [], typedName: 'N. N.' },
      'x',
    );
    expect(typed).toMatchObject({ method: 'typed', signer_name: 'N. N.' });
    expect(signatureInput('png', 1, { method: 'drawn', strokes: [{ x: 1, y: 2 }] }, '')).toEqual({
      slot: 1,
      png_base64: 'png',
      method: 'drawn',
      signer_name: '-',
      strokes: [{ x: 1, y: 2 }],
    });
  });

  it('puts server errors on the questions shown', () => {
    expect(
      mapServerErrors(
        [
          { path: 'answers.clearance_reason', message: 'validation.required' },
          { path: 'signature.png_base64', message: 'validation.signatureRequired' },
        ],
        'practitioner_signature',
      ),
    ).toEqual([
      { path: 'clearance_reason', message: 'validation.required' },
      { path: 'practitioner_signature', message: 'validation.signatureRequired' },
    ]);
  });
});
