import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` and returns the import-rule messages. */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('DESIGN.md import rules (ESLint)', () => {
  it('fails when shared imports server code', async () => {
    const errors = await importErrors(
      'src/shared/probe.ts',
      "import { AppError } from '../server/http/app-error';\nexport const x = AppError;\n",
    );
    expect(errors.join()).toContain('shared must not import server code');
  });

  it('fails when web imports server code', async () => {
    const errors = await importErrors(
      'src/web/app/probe.ts',
      "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
    );
    expect(errors.join()).toContain('web never imports server code');
  });

  it('fails when one feature imports another', async () => {
    const errors = await importErrors(
      'src/web/features/verification/probe.ts',
      "import { FormIndexPage } from '../questionnaire/form-index-page';\nexport const x = FormIndexPage;\n",
    );
    expect(errors.join()).toContain('one feature folder does not import another');
  });

  it('allows web and server to import shared', async () => {
    expect(
      await importErrors(
        'src/server/probe.ts',
        "import { STORES } from '../shared/stores';\nexport const x = STORES;\n",
      ),
    ).toEqual([]);
  });
});
