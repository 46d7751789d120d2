import type { Template } from './model';

/**
 * A small staff template for the engine's unit tests (not used by the product): one section per
 * role, a cross-field rule, a time, product lines, and a follow-up that is required only
 * when shown. The real staff templates are checked by templates.test.ts.
 */
export const STAFF_FIXTURE: Template = {
  id: 'staffFixture',
  version: '1',
  kind: 'medical',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    {
      id: 'practitioner_part',
      role: 'practitioner',
      questions: [
        {
          id: 'decision',
          type: 'single_choice',
          options: { id: 'decision', values: ['cleared', 'not_cleared'] },
          required: true,
        },
        {
          id: 'reason',
          type: 'long_text',
          required: true,
          when: { q: 'decision', eq: 'not_cleared' },
        },
      ],
    },
    {
      id: 'nurse_part',
      role: 'nurse',
      questions: [
        { id: 'note', type: 'display', paragraphs: ['texts.note'] },
        { id: 'systolic', type: 'number', min: 60, max: 260, integer: true, unit: 'mmHg' },
        {
          id: 'diastolic',
          type: 'number',
          min: 30,
          max: 160,
          integer: true,
          unit: 'mmHg',
          lessThan: { q: 'systolic', message: 'validation.diastolicNotBelowSystolic' },
        },
        { id: 'setup_time', type: 'time', required: true, defaultNow: true },
        {
          id: 'lines',
          type: 'product_lines',
          required: true,
          maxLines: 3,
          products: {
            id: 'shop',
            items: [
              { id: 'vit_c', unit: 'mg', route: 'iv_infusion', defaultDose: 2500, maxDose: 25000 },
              { id: 'b12', unit: 'mcg', route: 'im_injection', defaultDose: 1000, maxDose: 5000 },
            ],
          },
        },
      ],
    },
  ],
};
