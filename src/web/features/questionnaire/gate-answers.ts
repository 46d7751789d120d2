import type { Answers, Template } from './engine';

/**
 * `base` with the gate's answers (the terms agreement) taken from `current`. Reviewing a
 * re-consent is about the questions after the gate: agreeing to new terms is not a change in
 * medical history, and "Undo my changes" must not take the agreement back.
 */
export function withGateAnswersOf(template: Template, base: Answers, current: Answers): Answers {
  const out: Answers = { ...base };
  for (const section of template.sections) {
    if (!section.gate) continue;
    for (const q of section.questions) {
      if (q.id in current) out[q.id] = current[q.id];
      else delete out[q.id];
    }
  }
  return out;
}
