import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The CSS a server-rendered first screen needs, to put in the page itself: the entry's, the
 * client-form group's (every client screen uses it) and the page module's own with its static
 * imports', read from Vite's manifest. One round trip less before the first paint, and the
 * screen is styled when it first shows.
 */
export async function firstScreenCss(webDist: string): Promise<(pageModule?: string) => string> {
  const manifest = JSON.parse(
    await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const texts = new Map<string, string>();
  const cssOf = (key: string, seen: Set<string>, out: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) out.add(file);
    for (const next of manifest[key].imports ?? []) cssOf(next, seen, out);
  };
  const clientForm = Object.keys(manifest).find((k) => /^_client-form-.*\.js$/.test(k));
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) files.add(file);
  }
  for (const file of files) texts.set(file, await readFile(path.join(webDist, file), 'utf8'));
  const cache = new Map<string, string>();
  return (pageModule) => {
    const id = pageModule ?? '';
    let css = cache.get(id);
    if (css === undefined) {
      const out = new Set<string>();
      const seen = new Set<string>();
      for (const key of ['index.html', clientForm, pageModule]) if (key) cssOf(key, seen, out);
      css = [...out].map((file) => texts.get(file) ?? '').join('\n');
      cache.set(id, css);
    }
    return css;
  };
}
