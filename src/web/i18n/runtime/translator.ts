import { directionOf, toLanguage } from '../../../shared/languages';

/**
 * The part of i18next this app uses, written here because the library and its React binding
 * were ~16 KB gzip of the client form route's first load (decision 020). Its API keeps
 * i18next's names and behaviour, so code written against i18next reads the same here.
 *
 * Kept as i18next does it: `ns:key` picks a namespace (default "translation"), dots walk nested
 * objects, `{{name}}` takes a value without escaping (React escapes text), a `count` picks
 * `key_zero` (for 0), then `key_<Intl.PluralRules form>`, then `key`; the page's language first,
 * then `fallbackLng`; a string as second argument is the default value; a missing key returns
 * the default value or the key without its namespace. Unlike i18next, a key naming a group of
 * texts counts as missing (i18next returns a warning sentence for it). Nothing else of i18next
 * is here (no `$t()` nesting, formatters, context, ordinals, `returnObjects`, `Trans`, backends):
 * none of it is used.
 */

type Catalog = { [key: string]: unknown };

export type TOptions = { defaultValue?: string; count?: number; [name: string]: unknown };
export type TFunction = (key: string, options?: string | TOptions) => string;

export interface InitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, Record<string, object>>;
  /** Accepted as i18next takes it; values are never escaped (React escapes what it renders). */
  interpolation?: { escapeValue?: boolean };
  returnNull?: boolean;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
// i18next's test for keys that read like a sentence, where `:` is not a namespace separator
// (a server message used as its own key).
const NATURAL_LANGUAGE = /[ ,?!;]/;
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (!isCatalog(node) || !own(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(target: Catalog, source: Catalog, overwrite: boolean): Catalog {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__') continue;
    const current = target[key];
    if (isCatalog(value) && isCatalog(current)) merge(current, value, overwrite);
    else if (overwrite || !own(target, key))
      target[key] = isCatalog(value) ? merge({}, value, true) : value;
  }
  return target;
}

function interpolate(text: string, values: TOptions): string {
  // A name the call does not give stays as written, as i18next leaves it.
  return text.replace(PLACEHOLDER, (match, name: string) =>
    own(values, name) ? String(values[name] ?? '') : match,
  );
}

export class I18n {
  /** Undefined until `init`, as in i18next. */
  language!: string;
  private fallbackLng: string | undefined;
  private readonly bundles = new Map<string, Catalog>();
  /** Bundles that are still the caller's own object (see `addResourceBundle`). */
  private readonly borrowed = new WeakSet<Catalog>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  /** Counts `refresh()` calls: with the language, what the React binding re-renders on. */
  revision = 0;
  /** Called when `t` finds no text for a key (i18next's `missingKeyHandler`, always on). */
  onMissingKey: ((ns: string, key: string) => void) | undefined;

  init(options: InitOptions = {}): Promise<TFunction> {
    this.fallbackLng = options.fallbackLng;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, catalog] of Object.entries(namespaces)) {
        this.addResourceBundle(lng, ns, catalog as Catalog, true, true);
      }
    }
    return this.changeLanguage(options.lng ?? this.language);
  }

  /** i18next's plugin hook; the React binding needs no registration. */
  use(_plugin: unknown): this {
    return this;
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.language = lng;
    for (const listener of this.listeners) listener();
    return Promise.resolve(this.t);
  }

  /**
   * Tells the React binding that texts it may have shown as missing are here now: components
   * render again, and `t` stays the same function (effects that list it do not run again).
   */
  refresh(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }

  /** Only "languageChanged" (also sent by `refresh`): what the React binding re-renders on. */
  on(_event: 'languageChanged', listener: () => void): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: () => void): void {
    this.listeners.delete(listener);
  }

  addResourceBundle(
    lng: string,
    ns: string,
    resources: Catalog,
    deep = false,
    overwrite = false,
  ): this {
    const id = `${lng}|${ns}`;
    const current = this.bundles.get(id);
    if (current === undefined) {
      // A language's catalog arrives whole and is only read from then on: copying its every
      // text was the largest piece of JavaScript on a phone's first load. It is copied the day
      // something merges into it, so the caller's object is never changed.
      this.bundles.set(id, resources);
      this.borrowed.add(resources);
      return this;
    }
    const base = this.borrowed.has(current) ? merge({}, current, true) : current;
    this.borrowed.delete(current);
    this.bundles.set(id, deep ? merge(base, resources, overwrite) : { ...base, ...resources });
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.bundles.has(`${lng}|${ns}`);
  }

  dir(lng: string = this.language): 'ltr' | 'rtl' {
    return directionOf(toLanguage(lng));
  }

  exists(key: string, options: TOptions = {}): boolean {
    return this.resolve(key, options).text !== undefined;
  }

  t: TFunction = (key, options) => {
    const values: TOptions =
      typeof options === 'string' ? { defaultValue: options } : (options ?? {});
    const { text, key: bare, ns } = this.resolve(key, values);
    if (text === undefined) this.onMissingKey?.(ns, bare);
    return interpolate(text ?? values.defaultValue ?? bare, values);
  };

  private resolve(
    key: string,
    { count }: TOptions,
  ): { text: string | undefined; key: string; ns: string } {
    let ns = 'translation';
    const colon = key.indexOf(':');
    const dot = key.indexOf('.');
    if (
      colon > 0 &&
      (!NATURAL_LANGUAGE.test(key) || (dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot))))
    ) {
      const [first, ...rest] = key.split(':');
      ns = first!;
      key = rest.join('.');
    }
    for (const lng of new Set([this.language, this.fallbackLng])) {
      const catalog = lng && this.bundles.get(`${lng}|${ns}`);
      if (!lng || !catalog) continue;
      const candidates =
        typeof count === 'number' ? [`${key}_${this.pluralRules(lng).select(count)}`, key] : [key];
      if (count === 0) candidates.unshift(`${key}_zero`);
      for (const candidate of candidates) {
        const text = lookup(catalog, candidate);
        if (text !== undefined) return { text, key, ns };
      }
    }
    return { text: undefined, key, ns };
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) this.plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules;
  }
}

/** The app's one instance. */
const i18next = new I18n();
export default i18next;
