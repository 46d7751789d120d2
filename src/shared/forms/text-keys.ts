import { MESSAGES } from './messages';
import type { OptionList, Question, Section, Template, Unit } from './model';

/**
 * Translation keys (namespace "forms") derived from ids, so templates carry no text and few
 * strings. The renderer and the catalogue test use the same functions.
 */
export const sectionTitleKey = (section: Section): string => `sections.${section.id}.title`;
export const labelKey = (q: Question): string => q.label ?? `questions.${q.id}.label`;
export const helpKey = (q: Question): string | undefined =>
  typeof q.help === 'string' ? q.help : q.help ? `questions.${q.id}.help` : undefined;
/** The detail box of a yes/no question ("please give details"). */
export const detailKey = (q: Question): string => `questions.${q.id}.detail`;
export const optionKey = (list: OptionList, value: string): string => `options.${list.id}.${value}`;
export const brandKey = (template: Template): string => `brands.${template.brand}`;
export const unitKey = (unit: Unit): string => `units.${unit}`;
/** The yes/no buttons and the brand-neutral texts every renderer needs. */
export const COMMON_KEYS = ['common.yes', 'common.no'] as const;

function questionKeys(q: Question): string[] {
  const keys = [labelKey(q)];
  const help = helpKey(q);
  if (help) keys.push(help);
  switch (q.type) {
    case 'single_choice':
    case 'multi_choice':
      keys.push(...q.options.values.map((v) => optionKey(q.options, v)));
      break;
    case 'yes_no':
      if (q.detail) keys.push(detailKey(q));
      break;
    case 'number':
      if (q.unit) keys.push(unitKey(q.unit));
      break;
    case 'display':
      keys.push(...q.paragraphs);
      break;
    default:
      break;
  }
  return keys;
}

/** Every key a template needs, plus the validation messages: what en.json must hold. */
export function templateKeys(template: Template): Set<string> {
  const keys = new Set<string>([...COMMON_KEYS, ...Object.values(MESSAGES), brandKey(template)]);
  for (const section of template.sections) {
    keys.add(sectionTitleKey(section));
    for (const q of section.questions) for (const key of questionKeys(q)) keys.add(key);
  }
  return keys;
}
