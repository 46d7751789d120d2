import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDirectory } from './vite-compress-assets';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressDirectory', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compress-assets-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const js = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), js);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>' + '<p>hi</p>'.repeat(100));
    writeFileSync(path.join(dir, 'assets', 'logo-1.png'), Buffer.alloc(2000));
    writeFileSync(path.join(dir, 'assets', 'tiny-1.js'), 'a');
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(500) }));

    const written = (await compressDirectory(dir)).map((file) => path.relative(dir, file));

    // Not images (already compressed), not a file that compression makes larger, not metadata.
    expect(written).toEqual([
      path.join('assets', 'app-abc123.js.br'),
      path.join('assets', 'app-abc123.js.gz'),
      'index.html.br',
      'index.html.gz',
    ]);
    const asset = path.join(dir, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(asset + '.br')).toString()).toBe(js);
    expect(gunzipSync(readFileSync(asset + '.gz')).toString()).toBe(js);
    expect(readFileSync(asset + '.br').length).toBeLessThan(readFileSync(asset + '.gz').length);
  });
});
