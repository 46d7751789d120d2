import { describe, expect, it } from 'vitest';
import type { RecordSubmissionDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import { answerAnchor, flagEntries, flagsByQuestion } from './record-flags';

function submission(id: string, templateId: string, flags: RecordSubmissionDto['flags']) {
  return {
    submission_id: id,
    kind: 'mf',
    template_id: templateId,
    version: '1',
    locale: 'en',
    submitted_at: '2026-01-01T10:00:00Z',
    content_sha256: 'x',
    answers: {},
    flags,
    signatures: [],
    signed_by: null,
    previous_submission_id: null,
    addenda: [],
    documents: [],
  } satisfies RecordSubmissionDto;
}

const template: Template = {
  id: 'mfTest',
  version: '1',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    {
      id: 'history',
      questions: [
        {
          id: 'known_g6pd_deficiency',
          type: 'single_choice',
          label: 'questions.g6pd_short.label',
          options: { id: 'g6pd', values: ['yes', 'no'] },
        },
      ],
    },
  ],
};

describe('flagEntries', () => {
  it('lists each flag once with the questions that raised it, linked to their answers', () => {
    const rf = submission('rf-1', 'mfTest', [
      { id: 'g6pd_deficiency', questions: ['known_g6pd_deficiency'] },
    ]);
    const mf = submission('mf-1', 'other', [
      { id: 'g6pd_deficiency', questions: ['medical_history'] },
      { id: 'allergies', questions: ['allergies'] },
    ]);
    const entries = flagEntries([rf, mf], new Map([['mfTest', template]]));
    expect(entries.map((e) => e.id)).toEqual(['g6pd_deficiency', 'allergies']);
    expect(entries[0]!.questions).toEqual([
      {
        submissionId: 'rf-1',
        questionId: 'known_g6pd_deficiency',
        labelKey: 'questions.g6pd_short.label',
        anchor: answerAnchor('rf-1', 'known_g6pd_deficiency'),
      },
      {
        submissionId: 'mf-1',
        questionId: 'medical_history',
        labelKey: 'questions.medical_history.label',
        anchor: 'answer-mf-1-medical_history',
      },
    ]);
  });

  it('is empty without flags', () => {
    expect(flagEntries([submission('a', 'mfTest', [])], new Map())).toEqual([]);
  });
});

describe('flagsByQuestion', () => {
  it('collects every flag a question raised', () => {
    const sub = submission('a', 'mfTest', [
      { id: 'heart_condition', questions: ['medical_history', 'medication_types'] },
      { id: 'kidney_disease', questions: ['medical_history'] },
    ]);
    const map = flagsByQuestion(sub);
    expect(map.get('medical_history')).toEqual(['heart_condition', 'kidney_disease']);
    expect(map.get('medication_types')).toEqual(['heart_condition']);
    expect(map.has('allergies')).toBe(false);
  });
});
