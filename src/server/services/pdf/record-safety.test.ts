import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages';
import { renderRecordPdf } from '.';
import { buildRecordDocument } from './record-document';
import type { RecordForPdf } from './record-types';
import { pdfPages } from './test-poppler';
import { fullRecord } from './test-record';

const REASON = 'Normal G6PD result on 2025-02-10, haematologist letter attached';

/** The full record, its treatment signed despite the G6PD warning on the vitamin C line. */
function withAcknowledgement(language: (typeof LANGUAGES)[number]): RecordForPdf {
  const record = fullRecord(language);
  const treatment = record.parts.find((p) => p.kind === 'medical')!;
  treatment.answers = {
    ...treatment.answers,
    product_lines: [{ product: 'vitamin_c', dose: 5000, batch: 'VC-2025/07' }],
  };
  treatment.acknowledgements = [
    {
      rule: 'g6pd_vitamin_c',
      subject: 'vitamin_c',
      severity: 'contraindicated',
      reason: REASON,
      staffName: 'Tom Baker',
      acknowledgedAt: '2025-03-14T11:30:00Z',
    },
  ];
  return record;
}

describe('safety acknowledgements on the signed record', () => {
  it.each(LANGUAGES)('%s: the rule, product, severity, who, when and reason', (language) => {
    const model = buildRecordDocument(withAcknowledgement(language));
    const boxes = model.body.filter((b) => b.type === 'addendum');
    // The questionnaire's correction, then the acknowledgement after the treatment record.
    expect(boxes).toHaveLength(2);
    const ack = boxes[1]!;
    if (ack.type !== 'addendum') throw new Error('not a box');
    expect(ack.text).toContain(REASON);
    expect(ack.meta).toContain('Tom Baker');
    expect(ack.title).not.toContain('{{');
    expect(ack.meta).not.toContain('{{');
  });

  it('prints them in English: title, product line, severity, signer, time and reason', async () => {
    const text = pdfPages(await renderRecordPdf(withAcknowledgement('en')))
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'Safety warning acknowledged: G6PD deficiency and vitamin C — Vitamin C',
    );
    expect(text).toContain('Contraindicated. Tom Baker (nurse), 14/03/2025, 11:30 (Europe/London)');
    expect(text).toContain(`Reason for going ahead: ${REASON}`);
    // Each line's own batch number is printed with it.
    expect(text).toMatch(/Vitamin C[^\n]* 5000 mg IV infusion batch VC-2025\/07/);
  });
});
