import { describe, expect, it } from 'vitest';
import { localToday } from '../../ui/question-fields/answers';
import type { Template } from './engine';
import type { LocalDraft } from './local-draft';
import {
  initialDraft,
  withAnswer,
  withoutIdempotencyKey,
  withSignature,
} from './questionnaire-draft';

const template: Template = {
  id: 'mf_test',
  version: '1',
  kind: 'mf',
  brand: 'drip',
  locale: 'uk',
  sections: [
    { id: 'terms', gate: true, questions: [{ id: 'terms', type: 'agreement', required: true }] },
    {
      id: 'about',
      questions: [
        { id: 'first_name', type: 'text', required: true },
        { id: 'signed_on', type: 'date', required: true, defaultToday: true },
        { id: 'signature_1', type: 'signature', slot: 1, required: true },
      ],
    },
  ],
};
const now = new Date('2026-11-24T10:00:00.000Z');
const local: LocalDraft = {
  answers: { first_name: 'Local', signed_on: '2026-11-01' },
  signatures: {},
  gatePassed: false,
  draftToken: 'tok',
  idempotencyKey: 'key',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('initialDraft', () => {
  it("opens this device's copy first, whatever the opening answers", () => {
    const draft = initialDraft(local, template, { first_name: 'Opening', terms: true }, now);
    expect(draft).toEqual(local);
  });

  it('opens the opening answers past the terms when they were agreed', () => {
    const draft = initialDraft(null, template, { first_name: 'Opening', terms: true }, now);
    expect(draft).toEqual({
      answers: { first_name: 'Opening', terms: true, signed_on: localToday() },
      signatures: {},
      gatePassed: true,
      updatedAt: now.toISOString(),
    });
  });

  it('keeps the terms first for opening answers without them, and for an empty form', () => {
    expect(initialDraft(null, template, { first_name: 'Opening' }, now).gatePassed).toBe(false);
    const empty = initialDraft(null, template, undefined, now);
    expect(empty.gatePassed).toBe(false);
    expect(empty.answers).toEqual({ signed_on: localToday() });
  });
});

describe('withAnswer', () => {
  it('sets an answer and stamps the change, without touching the old draft', () => {
    const next = withAnswer(local, 'first_name', 'Ann', now);
    expect(next.answers.first_name).toBe('Ann');
    expect(next.updatedAt).toBe(now.toISOString());
    expect(local.answers.first_name).toBe('Local');
  });

  it('removes the answer for undefined', () => {
    expect('first_name' in withAnswer(local, 'first_name', undefined, now).answers).toBe(false);
  });
});

describe('withSignature', () => {
  it('keeps the PNG as the answer and how it was made beside it', () => {
    const next = withSignature(
      local,
      'signature_1',
      { png: 'data:png', method: 'typed', strokes: [], typedName: 'Ann Lee' },
      now,
    );
    expect(next.answers.signature_1).toBe('data:png');
    expect(next.signatures.signature_1).toEqual({
      method: 'typed',
      strokes: [],
      typedName: 'Ann Lee',
    });
  });

  it('drops both when the signature is cleared; a drawn one has no typed name', () => {
    const signed = withSignature(
      local,
      'signature_1',
      { png: 'data:png', method: 'drawn', strokes: [{ x: 1, y: 1 }] },
      now,
    );
    expect(signed.signatures.signature_1).toEqual({ method: 'drawn', strokes: [{ x: 1, y: 1 }] });
    const cleared = withSignature(signed, 'signature_1', undefined, now);
    expect(cleared.answers.signature_1).toBeUndefined();
    expect(cleared.signatures.signature_1).toBeUndefined();
  });
});

describe('withoutIdempotencyKey', () => {
  it('forgets the key and keeps everything else', () => {
    const { idempotencyKey: _key, ...rest } = local;
    expect(withoutIdempotencyKey(local)).toEqual(rest);
  });
});
