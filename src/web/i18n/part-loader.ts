import i18next from './runtime/translator';

export type CatalogModule = { default: Record<string, unknown> };
type Loaders = Record<string, () => Promise<CatalogModule>>;

/**
 * Loads parts of a namespace's catalogs (by language and part, each its own chunk) into the
 * translator: each at most once at a time, kept once loaded, asked again after a failure (the
 * phone may be back online).
 */
export function partLoader<P extends string>(
  ns: string,
  parts: Record<P, Loaders>,
  fileOf: (language: string) => string,
) {
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  return {
    load(language: string, part: P): Promise<void> {
      const id = `${language}|${part}`;
      let work = loading.get(id);
      if (!work) {
        const load = parts[part][fileOf(language)];
        if (!load) return Promise.reject(new Error(`no ${ns} catalog for ${language}`));
        work = load().then(
          (catalog) => {
            i18next.addResourceBundle(language, ns, catalog.default, true, true);
            loaded.add(id);
          },
          (error: unknown) => {
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, work);
      }
      return work;
    },
    /** Whether the part is in the translator already (not merely on its way). */
    has(language: string, part: P): boolean {
      return loaded.has(`${language}|${part}`);
    },
    /** Starts the download only: the translator may not be set up yet. */
    prefetch(language: string, part: P): void {
      parts[part][fileOf(language)]?.().catch(() => undefined);
    },
  };
}
