import type { ProductList, Template } from '../../../shared/forms/model';
import {
  ingredientKey,
  ruleTextKey,
  ruleTitleKey,
  SAFETY_KEYS as K,
  severityKey,
  type SafetyWarning,
} from '../../../shared/forms/safety';
import { productKey, unitKey } from '../../../shared/forms/text-keys';

/** Translates a key of the "forms" namespace with values (the brand filled in by the caller). */
export type SafetyT = (key: string, values?: Record<string, unknown>) => string;

/** The DOM id of a warning's reason box, for the error summary and focus. */
export const reasonFieldId = (key: string): string =>
  `safety-reason-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** "G6PD deficiency and vitamin C", and on a product line " — Vitamin C". */
export function warningTitle(
  warning: Pick<SafetyWarning, 'rule' | 'product'>,
  menu: ProductList,
  t: SafetyT,
): string {
  const title = t(ruleTitleKey(warning.rule.id));
  return warning.product ? `${title} — ${t(productKey(menu, warning.product))}` : title;
}

export const severityText = (warning: SafetyWarning, t: SafetyT): string =>
  t(severityKey(warning.rule.severity));

export const ruleText = (warning: SafetyWarning, t: SafetyT): string =>
  t(ruleTextKey(warning.rule.id));

function unitOf(template: Template | undefined, question: string): string | undefined {
  for (const section of template?.sections ?? []) {
    const q = section.questions.find((x) => x.id === question);
    if (q?.type === 'number' && q.unit) return q.unit;
  }
  return undefined;
}

/** What the warning is about: the product line, the menu's products, the allergy, the reading. */
export function warningFacts(
  warning: SafetyWarning,
  menu: ProductList,
  template: Template | undefined,
  t: SafetyT,
): string[] {
  const facts: string[] = [];
  if (warning.line !== undefined && warning.product) {
    facts.push(
      t(K.line, { number: warning.line + 1, product: t(productKey(menu, warning.product)) }),
    );
  }
  if (warning.products?.length) {
    const names = warning.products.map((id) => t(productKey(menu, id)));
    facts.push(t(K.onMenu, { products: names.join(', ') }));
  }
  if (warning.ingredients?.length) {
    const names = warning.ingredients.map((id) => t(ingredientKey(id)));
    facts.push(t(K.allergens, { ingredients: names.join(', ') }));
  }
  if (warning.reading) {
    const unit = unitOf(template, warning.reading.question);
    const value = unit
      ? `${warning.reading.value} ${t(unitKey(unit as never))}`
      : String(warning.reading.value);
    facts.push(t(K.reading, { value }));
  }
  return facts;
}
