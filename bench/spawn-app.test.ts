import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './spawn-app';

describe('the benchmarked app process', () => {
  it('runs with the same Node flags as npm start', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const start = pkg.scripts.start!;
    const node = start.slice(start.indexOf('node '));
    for (const flag of SERVER_NODE_FLAGS) expect(node).toContain(` ${flag} `);
  });
});
