import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PART_GROUPS, catalogPart, partOfKey } from './catalog-parts';
import { groupsNamedIn, reachableModules } from './catalog-usage';
import english from './locales/en.json';

const web = path.resolve(import.meta.dirname, '..');
const groups = new Set(Object.keys(english));

/** The screens the router loads with the first part only: its `formPage(() => import(...))`. */
function firstPartScreens(): string[] {
  const router = readFileSync(path.join(web, 'app/router.tsx'), 'utf8');
  const files = [...router.matchAll(/formPage\(\s*\(\) => import\('\.\.\/([^']+)'\)/g)].map((m) =>
    path.join(web, `${m[1]}.tsx`),
  );
  return [...new Set(files)];
}

function groupsOutsideFirstPart(files: Iterable<string>): string[] {
  const found = groupsNamedIn(files, groups);
  return [...found]
    .filter(([group]) => !FIRST_PART_GROUPS.has(group))
    .map(([group, where]) => `${group} (${where[0]})`);
}

describe('app catalog parts', () => {
  it('names only groups the catalog has', () => {
    for (const group of FIRST_PART_GROUPS) expect(groups, group).toContain(group);
  });

  it('splits a catalog into two parts that together are the whole', () => {
    const first = catalogPart(english, 'first');
    const rest = catalogPart(english, 'rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_PART_GROUPS].sort());
    expect({ ...first, ...rest }).toEqual(english);
    expect(Object.keys(first).filter((group) => group in rest)).toEqual([]);
    expect(partOfKey('questionnaire.submit')).toBe('first');
    expect(partOfKey('verify.title')).toBe('rest');
  });

  it('finds the client form screens in the router', () => {
    const screens = firstPartScreens().map((file) => path.relative(web, file));
    expect(screens).toEqual(
      expect.arrayContaining([
        'features/questionnaire/form-index-page.tsx',
        'features/questionnaire/reconsent-page.tsx',
        'features/questionnaire/outcome-pages.tsx',
      ]),
    );
  });

  it('holds every text the shell shows (the code every page loads)', () => {
    const shell = reachableModules(path.join(web, 'main.tsx'), { dynamic: false });
    expect(shell.size).toBeGreaterThan(10);
    expect(groupsOutsideFirstPart(shell)).toEqual([]);
  });

  it('holds every text of the client form screens, with the parts they load later', () => {
    for (const screen of firstPartScreens()) {
      const modules = reachableModules(screen, { dynamic: true });
      expect(groupsOutsideFirstPart(modules), path.relative(web, screen)).toEqual([]);
    }
  });

  it('would notice a staff text on a client screen', () => {
    const verifyDesk = path.join(web, 'features/verification/verify-desk-page.tsx');
    const modules = reachableModules(verifyDesk, { dynamic: true });
    expect(groupsOutsideFirstPart(modules).join(' ')).toMatch(/\bverify\b/);
  });
});
