import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../shared/languages';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface FirstScreenAssets {
  /** The CSS the first screen needs, to put in the page itself. */
  css: string;
  /**
   * Head tags for the files the page's code will ask for: a `modulepreload` for each script
   * and, for each stylesheet already in `css`, a `disabled` stylesheet link.
   */
  links: string;
}

/**
 * The files a server-rendered first screen needs, read from Vite's manifest: the page module's
 * with its static imports' (the client form's on the questionnaire's routes), and for CSS also
 * the entry's.
 * - Its CSS goes in the page itself: one round trip less before the first paint, and the
 *   screen is styled when it first shows.
 * - Its scripts and texts are named in `modulepreload` links, so the phone fetches them beside
 *   the entry rather than after it, and Vite's loader finds them listed and adds nothing.
 *   Adding a link per file from script cost a phone ~100 ms in one task.
 * - Each inlined stylesheet is also listed as `<link rel="stylesheet" disabled>`. A disabled
 *   stylesheet is never fetched (HTML: its fetch setup steps return false), and Vite's loader,
 *   which looks for the stylesheet links a page has, does not fetch the file again and wait for
 *   it before the page's code runs.
 */
export async function firstScreenAssets(
  webDist: string,
): Promise<
  (pageModule: string | undefined, language: Language, formTexts: boolean) => FirstScreenAssets
> {
  const manifest = JSON.parse(
    await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  // A chunk after the chunks it imports, as the browser applies their CSS: shared rules first.
  const closure = (keys: (string | undefined)[]) => {
    const seen = new Set<string>();
    const ordered: ManifestChunk[] = [];
    const visit = (key: string | undefined) => {
      if (!key || seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
      ordered.push(manifest[key]);
    };
    keys.forEach(visit);
    return ordered;
  };
  const clientForm = Object.keys(manifest).find((k) => /^_client-form-.*\.js$/.test(k));
  const loadedByEntry = new Set(closure(['index.html']).map((chunk) => chunk.file));
  const texts = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      if (!texts.has(file)) texts.set(file, await readFile(path.join(webDist, file), 'utf8'));
    }
  }
  const cache = new Map<string, FirstScreenAssets>();
  return (pageModule, language, formTexts) => {
    const id = `${pageModule ?? ''} ${language} ${formTexts}`;
    let assets = cache.get(id);
    if (assets === undefined) {
      // The questionnaire's routes have no page module of their own: it is the client form.
      const code = closure([pageModule ?? clientForm]);
      const chunks = [...closure(['index.html']), ...code];
      const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
      const textChunks = [
        `i18n/locales/${language}.json?part=first`,
        formTexts ? `../shared/forms/locales/${language}.json?part=client` : undefined,
      ];
      const scripts = [...code, ...closure(textChunks)]
        .map((chunk) => chunk.file)
        .filter((file) => !loadedByEntry.has(file));
      assets = {
        css: cssFiles.map((file) => texts.get(file) ?? '').join('\n'),
        links: [
          ...[...new Set(scripts)].map(
            (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
          ),
          ...cssFiles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" disabled>`),
        ].join(''),
      };
      cache.set(id, assets);
    }
    return assets;
  };
}
