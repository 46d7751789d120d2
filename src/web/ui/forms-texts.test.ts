import { describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { loadFormsTexts } from './forms-texts';

describe('forms texts by part', () => {
  it('gives a client form the client sections’ texts only, and a staff screen all of them', async () => {
    await i18next.init({ lng: 'fr', fallbackLng: 'en', resources: {} });
    await loadFormsTexts('fr', 'client sections');
    expect(i18next.exists('forms:questions.first_name.label')).toBe(true);
    expect(i18next.exists('forms:questions.pulse_before.label')).toBe(false);
    expect(i18next.exists('forms:flags.pregnancy')).toBe(false);

    await loadFormsTexts('fr', 'all sections');
    expect(i18next.exists('forms:questions.pulse_before.label')).toBe(true);
    expect(i18next.exists('forms:flags.pregnancy')).toBe(true);
    // The client part is still there: both parts add to one namespace.
    expect(i18next.t('forms:questions.first_name.label')).not.toBe('questions.first_name.label');
  });
});
