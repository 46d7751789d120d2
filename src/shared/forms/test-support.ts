import { isAnswerable, isEmptyAnswer } from './answer-values';
import { NAME_PATTERN, PHONE_PATTERN } from './builders';
import type { Answers, Question, Template } from './model';
import { BATCH_PATTERN } from './sections/nurse';
import { walk } from './visibility';

/**
 * Test helpers shared by the engine's tests (not used by the product): a plausible valid answer
 * for each question, and a complete valid answer set for any template.
 */

/** A 1×1 transparent PNG, as the signature pad would send (much smaller). */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A value that matches each text pattern the templates use. */
export const PATTERN_SAMPLES: Record<string, string> = {
  [NAME_PATTERN]: "Siân O'Brien-Lee",
  [PHONE_PATTERN]: '+44 20 7946 0000',
  '^[A-Za-z0-9 \\-]{2,10}$': 'SW1A 1AA',
  '^[A-Za-z]{2}$': 'NY',
  '^\\d{5}(-\\d{4})?$': '10001-1234',
  [BATCH_PATTERN]: 'LOT-2025/0417',
};

export function sampleAnswer(q: Question): unknown {
  switch (q.type) {
    case 'text':
    case 'long_text':
      return q.pattern === undefined ? 'Sample answer' : PATTERN_SAMPLES[q.pattern];
    case 'number':
      return Math.max(q.min, Math.ceil((q.min + q.max) / 4));
    case 'date':
      return '1990-05-17';
    case 'time':
      return '09:30';
    case 'product_lines': {
      const first = q.products.items[0];
      if (!first) return undefined;
      const line = { product: first.id, dose: first.defaultDose };
      return [q.lineBatch === undefined ? line : { ...line, batch: 'LOT-2025/0417' }];
    }
    case 'single_choice':
      return q.options.values[0];
    case 'multi_choice':
      return [q.options.exclusive ?? q.options.values[0]];
    case 'yes_no':
      return { answer: 'no' };
    case 'agreement':
      return true;
    case 'signature':
      return PNG;
    default:
      return undefined;
  }
}

/** Answers every visible question with its sample, revealing follow-ups as it goes. */
export function validAnswers(template: Template, overrides: Answers = {}): Answers {
  const answers: Answers = { ...overrides };
  for (let round = 0; round < 5; round += 1) {
    for (const { questions } of walk(template, answers).sections) {
      for (const q of questions) {
        if (isAnswerable(q) && isEmptyAnswer(answers[q.id]) && !(q.id in overrides)) {
          answers[q.id] = sampleAnswer(q);
        }
      }
    }
  }
  return answers;
}
