import {
  createContext,
  createElement,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import i18next, { type I18n, type TFunction } from './translator';

/**
 * The part of react-i18next this app uses (see ./translator.ts for why it is in-house):
 * `useTranslation()` re-renders its component when the language changes or `refresh()` says
 * texts shown as missing have arrived, not on every catalog added (react-i18next's default), and its `t` is a new function after each language change
 * only, so effects that list `t` run again exactly when they did before.
 */

const Context = createContext<I18n>(i18next);

export function I18nextProvider(props: { i18n: I18n; children?: ReactNode }): ReactNode {
  return createElement(Context.Provider, { value: props.i18n }, props.children);
}

/** i18next's plugin object; `useTranslation` finds the instance without it. */
export const initReactI18next = { type: '3rdParty' } as const;

const translators = new WeakMap<I18n, Map<string, TFunction>>();

/** One `t` per instance and language; like react-i18next's, it reads the language when called. */
function translatorFor(i18n: I18n, language: string): TFunction {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) translators.set(i18n, (byLanguage = new Map()));
  let t = byLanguage.get(language);
  if (!t) byLanguage.set(language, (t = (key, options) => i18n.t(key, options)));
  return t;
}

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** A stable subscribe function per instance, so React does not subscribe again each render. */
function subscribeTo(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

export function useTranslation(): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useContext(Context);
  // The revision re-renders the component after `refresh()`; `t` depends on the language only.
  const snapshot = () => `${i18n.language}|${i18n.revision}`;
  useSyncExternalStore(subscribeTo(i18n), snapshot, snapshot);
  return { t: translatorFor(i18n, i18n.language), i18n, ready: true };
}
