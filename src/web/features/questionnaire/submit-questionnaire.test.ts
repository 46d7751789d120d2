import { describe, expect, it } from 'vitest';
import type { Template } from './engine';
import {
  serverErrors,
  signatureInputs,
  signerNameOf,
  submissionSubject,
  withoutSignatures,
} from './submit-questionnaire';

const template = {
  id: 'mf_test',
  version: '1',
  brand: 'drip',
  sections: [
    {
      id: 'about',
      questions: [
        { id: 'first_name', type: 'text', required: true },
        { id: 'signature_1', type: 'signature', slot: 1, required: true },
      ],
    },
    {
      id: 'consent',
      questions: [{ id: 'signature_3', type: 'signature', slot: 3, required: false }],
    },
  ],
} as unknown as Template;

describe('withoutSignatures', () => {
  it('drops every signature answer and leaves the rest', () => {
    const answers = { first_name: 'Ann', signature_1: 'data:a', signature_3: 'data:b' };
    expect(withoutSignatures(template, answers)).toEqual({ first_name: 'Ann' });
    expect(answers.signature_1).toBe('data:a');
  });
});

describe('serverErrors', () => {
  it("names a signature error by the signature's slot and strips `answers.`", () => {
    const fields = [
      { path: 'signatures.1.png_base64', message: 'validation.signatureRequired3' },
      { path: 'answers.first_name', message: 'validation.required' },
      { path: 'signatures.5', message: 'validation.invalid' },
      { path: 'first_name', message: 'validation.required' },
    ];
    expect(serverErrors(fields, [1, 3]).map((f) => f.path)).toEqual([
      'signature_3',
      'first_name',
      'signature_1',
      'first_name',
    ]);
  });
});

describe('signerNameOf', () => {
  it('joins the name answers that are text', () => {
    expect(signerNameOf({ first_name: 'Ann', last_name: 'Lee' })).toBe('Ann Lee');
    expect(signerNameOf({ last_name: 'Lee' })).toBe('Lee');
    expect(signerNameOf({ first_name: ' Ann ', last_name: 3 })).toBe('Ann');
    expect(signerNameOf({})).toBe('');
  });
});

describe('signatureInputs', () => {
  it('sends the signed ones in template order with their slots', () => {
    const answers = { signature_1: 'data:one', signature_3: 'data:three' };
    const metas = {
      signature_1: { method: 'drawn' as const, strokes: [{ x: 1, y: 2 }] },
      signature_3: { method: 'typed' as const, strokes: [], typedName: 'A. Lee' },
    };
    expect(signatureInputs(template, answers, metas, 'Ann Lee')).toEqual({
      slots: [1, 3],
      signatures: [
        {
          slot: 1,
          png_base64: 'data:one',
          method: 'drawn',
          signer_name: 'Ann Lee',
          strokes: [{ x: 1, y: 2 }],
        },
        { slot: 3, png_base64: 'data:three', method: 'typed', signer_name: 'A. Lee' },
      ],
    });
  });

  it('skips unsigned ones and signs as "-" when the form names nobody', () => {
    const result = signatureInputs(template, { signature_3: 'data:three' }, {}, '');
    expect(result.slots).toEqual([3]);
    expect(result.signatures).toEqual([
      { slot: 3, png_base64: 'data:three', method: 'drawn', signer_name: '-' },
    ]);
  });
});

describe('submissionSubject', () => {
  it("prefers staff's visit, then the page's appointment, then the client", () => {
    expect(submissionSubject('ap-visit', 'ap-page', 'cl')).toEqual({ appointment_id: 'ap-visit' });
    expect(submissionSubject(undefined, 'ap-page', 'cl')).toEqual({ appointment_id: 'ap-page' });
    expect(submissionSubject(undefined, undefined, 'cl')).toEqual({ client_id: 'cl' });
    expect(submissionSubject(undefined, undefined, undefined)).toEqual({});
  });
});
