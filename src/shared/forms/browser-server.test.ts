import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAnswers, type ValidationResult } from './answer-schema';
import type { Answers, Template } from './model';
import { getTemplate, templateIds } from './registry';
import { ARBITRARY_TODAY, answersArbitrary } from './test-arbitraries';

/**
 * DESIGN.md principle 4: one schema validates in the browser and again on the server. The two
 * sides do not share memory, so this checks the real path between them:
 * - the browser validates the answers it holds (undefined, NaN and all) with the schema built
 *   from the template it rendered, which reached it as JSON;
 * - the server receives the answers as JSON with the template id and version, looks the template
 *   up in its own registry and builds the schema again.
 * Both must agree on acceptance, on every error (path and message) and on the clean answers.
 */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const options = { today: ARBITRARY_TODAY };

function browserSide(rendered: Template, answers: Answers): ValidationResult {
  return validateAnswers(json(rendered), answers, options);
}

function serverSide(body: string): ValidationResult {
  const { template_id, version, answers } = JSON.parse(body) as {
    template_id: string;
    version: string;
    answers: Answers;
  };
  const template = getTemplate(template_id, version);
  if (!template) throw new Error('unknown template');
  return validateAnswers(template, answers, options);
}

describe.each(templateIds)('browser and server agree on %s', (id) => {
  it('for arbitrary answer sets, valid and invalid', () => {
    const template = getTemplate(id)!;
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(answersArbitrary(template), (answers) => {
        const browser = browserSide(template, answers);
        const body = JSON.stringify({ template_id: id, version: template.version, answers });
        const server = serverSide(body);
        expect(server.ok).toBe(browser.ok);
        expect(server.errors).toEqual(browser.errors);
        if (browser.ok && server.ok) expect(server.answers).toEqual(json(browser.answers));
        if (browser.ok) accepted += 1;
        else rejected += 1;
      }),
      { numRuns: 200 },
    );
    // The property means nothing if one side of it never happens.
    expect(accepted).toBeGreaterThan(10);
    expect(rejected).toBeGreaterThan(10);
  });
});
