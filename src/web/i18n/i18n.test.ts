import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// i18n.ts sets the page's lang and dir; the tests run in Node.
const documentElement = { lang: '', dir: '' };
vi.stubGlobal('document', { documentElement });
afterAll(() => vi.unstubAllGlobals());

const { i18next, initI18n, loadRestOfCatalog, setLanguage } = await import('./i18n');

describe('app catalog loading by part', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('starts with the first part only: the form screens texts, not the staff screens', () => {
    expect(i18next.t('questionnaire.submit')).not.toBe('questionnaire.submit');
    expect(i18next.exists('verify.name')).toBe(false);
    expect(i18next.exists('search.submit')).toBe(false);
    expect(documentElement).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('loads the rest when a key of it is shown anyway, then re-renders with the text', async () => {
    const revision = i18next.revision;
    expect(i18next.t('search.submit')).toBe('search.submit');
    await vi.waitFor(() => expect(i18next.revision).toBe(revision + 1));
    expect(i18next.t('search.submit')).toBe('Search');
    // A key that is in no part does not ask again: nothing more can arrive.
    i18next.t('verify.noSuchKey');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18next.revision).toBe(revision + 1);
  });

  it('loads every part the page has needed when the language changes', async () => {
    await loadRestOfCatalog();
    await setLanguage('ar');
    expect(i18next.language).toBe('ar');
    expect(documentElement).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(i18next.t('search.submit')).not.toBe('Search');
    expect(i18next.t('search.submit')).not.toBe('search.submit');
    expect(i18next.t('questionnaire.submit')).not.toBe('questionnaire.submit');
  });
});
