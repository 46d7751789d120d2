import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json`: each JS chunk's file and the source modules inside it
 * (paths from the project root). The manifest names a chunk by the module that starts it, which
 * a chunk made of grouped modules does not have; bench/ finds a route's files through this map.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

export function chunkModules(): Plugin {
  return {
    name: 'clinic-intake:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => path.isAbsolute(id.split('?')[0]!))
          .map((id) => path.relative(ROOT, id).split(path.sep).join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
