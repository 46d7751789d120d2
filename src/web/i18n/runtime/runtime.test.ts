import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18n, type TFunction } from './translator';
import { I18nextProvider, useTranslation } from './use-translation';

// What the hook hands to useSyncExternalStore: with no DOM in these tests, React's side of the
// re-render (call the subscriber, compare snapshots, render again) is taken as given, and the
// tests check the hook's side of that contract.
const stores = vi.hoisted(
  () => [] as { subscribe: (onChange: () => void) => () => void; getSnapshot: () => string }[],
);
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const useSyncExternalStore: typeof react.useSyncExternalStore = (
    subscribe,
    getSnapshot,
    server,
  ) => {
    stores.push({ subscribe, getSnapshot: getSnapshot as () => string });
    return react.useSyncExternalStore(subscribe, getSnapshot, server);
  };
  return { ...react, useSyncExternalStore };
});

const catalog = (dir: string, language: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, dir, `${language}.json`), 'utf8')) as {
    [key: string]: unknown;
  };
const appCatalog = (language: string) => catalog('../locales', language);

async function instance(lng = 'en', translation: object = {}, forms?: object): Promise<I18n> {
  const i18n = new I18n();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { [lng]: { translation, ...(forms ? { forms } : {}) } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('t', () => {
  it('fills {{name}} values as given, unescaped, and leaves names it is not given', async () => {
    const i18n = await instance('en', {
      greet: 'Hello {{name}}, <b>{{ role }}</b>',
      both: '{{a}} and {{b}}',
    });
    expect(i18n.t('greet', { name: 'Ann & Bo', role: '<nurse>' })).toBe(
      'Hello Ann & Bo, <b><nurse></b>',
    );
    expect(i18n.t('both', { a: 1 })).toBe('1 and {{b}}');
    expect(i18n.t('both', { a: 0, b: undefined })).toBe('0 and ');
  });

  it('walks nested keys with dots; a missing key returns the key', async () => {
    const i18n = await instance('en', { review: { consent: { iv: 'IV therapy' } }, flat: 'x' });
    expect(i18n.t('review.consent.iv')).toBe('IV therapy');
    expect(i18n.t('review.consent.none')).toBe('review.consent.none');
    // A key naming a group of texts is not a text.
    expect(i18n.t('review.consent')).toBe('review.consent');
    expect(i18n.t('flat.deeper')).toBe('flat.deeper');
    expect(i18n.t('constructor')).toBe('constructor');
    expect(i18n.t('toString.length')).toBe('toString.length');
  });

  it('takes a default value as a string or as defaultValue, with values filled in', async () => {
    const i18n = await instance('en', { known: 'Known' });
    expect(i18n.t('errors.unknown_code', 'Server said no')).toBe('Server said no');
    expect(i18n.t('known', 'unused')).toBe('Known');
    expect(i18n.t('missing', { defaultValue: 'Hi {{name}}', name: 'Al' })).toBe('Hi Al');
    // The API client passes a server message as its own key and default.
    const message = 'Something went wrong: try again, please';
    expect(i18n.t(message, message)).toBe(message);
  });

  it('reads `ns:key` from that namespace, and adds bundles deeply', async () => {
    const i18n = await instance('en', { title: 'App' }, { brands: { ivclinic: 'IV Clinic' } });
    expect(i18n.t('forms:brands.ivclinic')).toBe('IV Clinic');
    expect(i18n.t('brands.ivclinic')).toBe('brands.ivclinic');
    expect(i18n.t('forms:title')).toBe('title'); // missing: the key without its namespace
    expect(i18n.exists('forms:brands.ivclinic')).toBe(true);
    expect(i18n.exists('forms:brands.other')).toBe(false);

    expect(i18n.hasResourceBundle('fr', 'forms')).toBe(false);
    i18n.addResourceBundle('en', 'forms', { brands: { other: 'Other' } }, true, true);
    i18n.addResourceBundle('fr', 'forms', { brands: { ivclinic: 'Clinique IV' } }, true, true);
    expect(i18n.hasResourceBundle('fr', 'forms')).toBe(true);
    expect(i18n.t('forms:brands.ivclinic')).toBe('IV Clinic');
    expect(i18n.t('forms:brands.other')).toBe('Other');
  });

  it('keeps a catalog it was given unchanged when more texts are merged into its bundle', async () => {
    const first = { brands: { ivclinic: 'IV Clinic' }, title: 'App' };
    const i18n = await instance('en', first);
    i18n.addResourceBundle('en', 'translation', { brands: { other: 'Other' }, title: 'New' });
    i18n.addResourceBundle('en', 'translation', { brands: { third: 'Third' } }, true, true);
    expect(first).toEqual({ brands: { ivclinic: 'IV Clinic' }, title: 'App' });
    expect(i18n.t('title')).toBe('New');
    expect(i18n.t('brands.other')).toBe('Other');
    expect(i18n.t('brands.third')).toBe('Third');
    const shared = { greeting: 'Hello' };
    i18n.addResourceBundle('de', 'translation', shared);
    i18n.addResourceBundle('es', 'translation', shared);
    i18n.addResourceBundle('de', 'translation', { greeting: 'Hallo' }, true, true);
    await i18n.changeLanguage('es');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(shared.greeting).toBe('Hello');
  });
  it('falls back to fallbackLng for a key the language lacks', async () => {
    const i18n = await instance('en', { only: 'English only', both: 'English' });
    i18n.addResourceBundle('fr', 'translation', { both: 'Français' }, true, true);
    await i18n.changeLanguage('fr');
    expect(i18n.t('both')).toBe('Français');
    expect(i18n.t('only')).toBe('English only');
    expect(i18n.dir()).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(i18n.dir()).toBe('rtl');
  });
});

describe('plurals', () => {
  const flags = {
    flags_zero: 'none',
    flags_one: 'one {{count}}',
    flags_two: 'two {{count}}',
    flags_few: 'few {{count}}',
    flags_many: 'many {{count}}',
    flags_other: 'other {{count}}',
    plain: '{{count}} items',
  };

  it('picks key_zero for 0, then the Intl.PluralRules form, then the key itself', async () => {
    const en = await instance('en', { dayView: flags });
    expect([0, 1, 2, 5].map((count) => en.t('dayView.flags', { count }))).toEqual([
      'none',
      'one 1',
      'other 2',
      'other 5',
    ]);
    expect(en.t('dayView.plain', { count: 3 })).toBe('3 items');
    expect(en.t('dayView.flags')).toBe('dayView.flags'); // no count: no plural form
  });

  it('uses Arabic, Japanese and Chinese plural rules', async () => {
    const ar = await instance('ar', { dayView: flags });
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('dayView.flags', { count }))).toEqual([
      'none',
      'one 1',
      'two 2',
      'few 3',
      'many 11',
      'other 100',
    ]);
    for (const language of ['ja', 'zh']) {
      const i18n = await instance(language, { dayView: flags });
      expect([1, 2, 7].map((count) => i18n.t('dayView.flags', { count }))).toEqual([
        'other 1',
        'other 2',
        'other 7',
      ]);
    }
  });

  it('reads the day view flag counts from the real catalogs', async () => {
    const texts = async (language: string) => {
      const i18n = await instance(language, appCatalog(language));
      return [0, 1, 2, 3, 11].map((count) => i18n.t('dayView.flags', { count }));
    };
    expect(await texts('en')).toEqual(['No flags', '1 flag', '2 flags', '3 flags', '11 flags']);
    const ar = appCatalog('ar') as { dayView: Record<string, string> };
    expect(await texts('ar')).toEqual([
      ar.dayView.flags_zero,
      ar.dayView.flags_one!.replace('{{count}}', '1'),
      ar.dayView.flags_two!.replace('{{count}}', '2'),
      ar.dayView.flags_few!.replace('{{count}}', '3'),
      ar.dayView.flags_many!.replace('{{count}}', '11'),
    ]);
    expect((await texts('ja'))[2]).toBe('注意事項 2 件');
  });
});

describe('useTranslation', () => {
  // Each render is a server render of the instance's current state.
  const renderIn = (i18n: I18n, component: FunctionComponent) =>
    renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(component)));

  function Greeting() {
    const { t, i18n } = useTranslation();
    return createElement(
      'p',
      { lang: i18n.language },
      `${t('hello', { name: 'Ann' })} ${t('forms:brands.ivclinic')}`,
    );
  }

  it('renders the language of the instance it is given, also on the server', async () => {
    const i18n = await instance('en', { hello: 'Hello {{name}}' }, { brands: { ivclinic: 'IV' } });
    i18n.addResourceBundle('ar', 'translation', { hello: 'مرحبا {{name}}' }, true, true);
    const render = () => renderIn(i18n, Greeting);
    expect(render()).toBe('<p lang="en">Hello Ann IV</p>');
    await i18n.changeLanguage('ar');
    // No Arabic forms texts yet: the English ones, as i18next's fallback gives them.
    expect(render()).toBe('<p lang="ar">مرحبا Ann IV</p>');
  });

  it('tells subscribers when the language changes, and only then gives a new t', async () => {
    const i18n = await instance('en', { hello: 'Hello' });
    const seen: { t: unknown; language: string }[] = [];
    function Probe() {
      const { t, i18n: current } = useTranslation();
      seen.push({ t, language: current.language });
      return null;
    }
    const render = () => renderIn(i18n, Probe);
    render();
    i18n.addResourceBundle('en', 'forms', { a: 'b' }, true, true);
    render();
    expect(seen[1]!.t).toBe(seen[0]!.t);

    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('ja');
    expect(listener).toHaveBeenCalledTimes(1);
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);

    await i18n.changeLanguage('ja');
    render();
    expect(seen[2]).toMatchObject({ language: 'ja' });
    expect(seen[2]!.t).not.toBe(seen[0]!.t);
  });

  it('subscribes as useSyncExternalStore asks: told on a language change, new snapshot, once', async () => {
    const i18n = await instance('en', { hello: 'Hello' });
    const Probe = () => {
      useTranslation();
      return null;
    };
    renderIn(i18n, Probe);
    renderIn(i18n, Probe);
    const [first, second] = stores.slice(-2);
    // The same subscribe function on every render, so React does not subscribe again each time.
    expect(second!.subscribe).toBe(first!.subscribe);
    expect(first!.getSnapshot()).toBe('en|0');

    const onChange = vi.fn();
    const unsubscribe = first!.subscribe(onChange);
    await i18n.changeLanguage('zh');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(first!.getSnapshot()).toBe('zh|0');
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('re-renders on refresh() with the same t, and reports keys it has no text for', async () => {
    const i18n = await instance('en', { hello: 'Hello' });
    const missing: string[] = [];
    i18n.onMissingKey = (ns, key) => missing.push(`${ns}:${key}`);
    const seen: TFunction[] = [];
    const Probe = () => {
      seen.push(useTranslation().t);
      return null;
    };
    renderIn(i18n, Probe);
    const store = stores.at(-1)!;
    const onChange = vi.fn();
    store.subscribe(onChange);

    expect(i18n.t('later.text')).toBe('later.text');
    expect(i18n.t('forms:title', 'Form')).toBe('Form');
    expect(i18n.t('hello')).toBe('Hello');
    expect(missing).toEqual(['translation:later.text', 'forms:title']);

    i18n.addResourceBundle('en', 'translation', { later: { text: 'Here now' } }, true, true);
    i18n.refresh();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('en|1');
    renderIn(i18n, Probe);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[1]!('later.text')).toBe('Here now');
  });
});
