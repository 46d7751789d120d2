import { describe, expect, it } from 'vitest';
import { detailTemplateFor, medicalTemplateFor } from './staff-templates';

describe('staff templates of a visit', () => {
  it('reviews a questionnaire with the detail template made for it', () => {
    expect(detailTemplateFor('mf_uk_20240926', 'london')).toBe('mf_uk_detail_20240926');
    expect(detailTemplateFor('mfUk', 'london')).toBe('mfDetailUk');
    expect(detailTemplateFor('mfOld', 'london')).toBe('detailOld');
    expect(detailTemplateFor('mfUs', 'xwP5X')).toBe('mfDetailUs');
  });

  it('records treatment with the store’s medical template, or its older one', () => {
    expect(medicalTemplateFor('dripdash')).toBe('medicalDripdash');
    expect(medicalTemplateFor('xwP5X')).toBe('medicalUs');
    // london's 20240926 entry names no medical template: its 20231027 one does.
    expect(medicalTemplateFor('london')).toBe('medicalUk');
    expect(medicalTemplateFor('yvgaJ')).toBe('medicalUk');
  });
});
