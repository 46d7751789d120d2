import { MESSAGES } from './messages';
import type {
  DoseUnit,
  OptionList,
  Product,
  ProductList,
  Question,
  Route,
  Section,
  Template,
  Unit,
} from './model';

/**
 * Translation keys (namespace "forms") derived from ids, so templates carry no text and few
 * strings. The renderer and the catalogue test use the same functions.
 */
export const sectionTitleKey = (section: Section): string => `sections.${section.id}.title`;
export const labelKey = (q: Question): string => q.label ?? `questions.${q.id}.label`;
export const helpKey = (q: Question): string | undefined =>
  typeof q.help === 'string' ? q.help : q.help ? `questions.${q.id}.help` : undefined;
/**
 * How a signed record (the review's list of signatures, the record PDF) names a signature: it
 * speaks of the client ("Client's signature for the declaration"), where the form spoke to them
 * ("Your signature for …"). A signature with a label of its own (a staff member's) keeps it.
 */
export const recordLabelKey = (q: Question): string =>
  q.type === 'signature' && !q.label ? `questions.${q.id}.record` : labelKey(q);
/** The detail box of a yes/no question ("please give details"). */
export const detailKey = (q: Question): string => `questions.${q.id}.detail`;
export const optionKey = (list: OptionList, value: string): string => `options.${list.id}.${value}`;
export const brandKey = (template: Template): string => `brands.${template.brand}`;
export const unitKey = (unit: Unit | DoseUnit): string => `units.${unit}`;
export const productKey = (list: ProductList, product: Product | string): string =>
  `products.${list.id}.${typeof product === 'string' ? product : product.id}`;
export const routeKey = (route: Route): string => `routes.${route}`;
/** The yes/no buttons and the brand-neutral texts every renderer needs. */
export const COMMON_KEYS = ['common.yes', 'common.no'] as const;
/**
 * The product-lines control's own texts: column labels, the line legend and the add and remove
 * buttons (`{{number}}` is the line's number, so each button has its own accessible name).
 */
export const PRODUCT_LINES_KEYS = {
  line: 'productLines.line',
  product: 'productLines.product',
  dose: 'productLines.dose',
  maxDose: 'productLines.maxDose',
  add: 'productLines.add',
  remove: 'productLines.remove',
  /** The batch or lot number box of a line, and how a signed line names it ("batch LOT-1"). */
  batch: 'productLines.batch',
  batchInLine: 'productLines.batchInLine',
} as const;

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
    case 'product_lines':
      keys.push(...Object.values(PRODUCT_LINES_KEYS));
      for (const p of q.products.items) {
        keys.push(productKey(q.products, p), unitKey(p.unit), routeKey(p.route));
      }
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

/** The keys a template's signed record shows beyond its sections' own (staff texts only). */
export function recordKeys(template: Template): Set<string> {
  const keys = new Set<string>();
  for (const section of template.sections) {
    for (const q of section.questions) {
      if (q.type === 'signature') keys.add(recordLabelKey(q));
    }
  }
  return keys;
}
