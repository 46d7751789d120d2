import type { FieldError } from '../../api/envelope';
import { evaluate, type ConditionValues } from '../conditions';
import type { Answers, Product, ProductLinesQuestion, ProductList, Template } from '../model';
import { screeningFlags } from '../screening';
import { walk } from '../visibility';
import { ingredientsNamedIn } from './allergy-match';
import { isIngredientId, type IngredientId } from './ingredients';
import {
  SAFETY_RULES,
  type ProductMatch,
  type SafetyRule,
  type SafetySeverity,
  type SafetyStep,
} from './safety-rules';

/**
 * Evaluates the safety rules. Pure, and the same in the browser (which warns and asks for a
 * reason) and on the server (which refuses a signature without one): both read the visit's
 * signed questionnaires and the writer's own answers through the same engine.
 */

/** One of the client's signed questionnaires of the visit, with the template it was signed on. */
export interface SignedQuestionnaire {
  template: Template;
  answers: Answers;
}

/** What the rules read of the client: every questionnaire of the visit counts. */
export interface ClientFacts {
  flags: ReadonlySet<string>;
  /** Each questionnaire's visible answers, for rules with a condition. */
  values: readonly ConditionValues[];
  /** Ingredients named where the client declared allergies. */
  allergens: ReadonlySet<IngredientId>;
}

export function clientFacts(questionnaires: readonly SignedQuestionnaire[]): ClientFacts {
  const flags = new Set<string>();
  const values: ConditionValues[] = [];
  const allergens = new Set<IngredientId>();
  for (const { template, answers } of questionnaires) {
    for (const flag of screeningFlags(template, answers)) flags.add(flag.id);
    const visible = walk(template, answers).values;
    values.push(visible);
    const allergies = visible.allergies as { answer?: unknown; detail?: unknown } | undefined;
    if (allergies?.answer === 'yes' && typeof allergies.detail === 'string') {
      for (const id of ingredientsNamedIn(allergies.detail)) allergens.add(id);
    }
  }
  return { flags, values, allergens };
}

export interface SafetyWarning {
  /** What an acknowledgement names: the rule, and the product of a product line. */
  key: string;
  rule: SafetyRule;
  step: SafetyStep;
  /** A product line's product, and the line's index. */
  product?: string;
  line?: number;
  /** At clearance: the menu's products the rule is about. */
  products?: string[];
  /** A declared allergy: the ingredients it names that the product(s) contain. */
  ingredients?: IngredientId[];
  /** A vital sign: which answer and its value. */
  reading?: { question: string; value: number };
}

export const acknowledgementKey = (rule: string, subject?: string | null): string =>
  subject ? `${rule}@${subject}` : rule;

/** The products a treatment record offers (its product lines' list); none without one. */
export function menuOf(template: Template | undefined): ProductList {
  for (const section of template?.sections ?? []) {
    for (const q of section.questions) if (q.type === 'product_lines') return q.products;
  }
  return { id: 'none', items: [] };
}

function clientMatches(rule: SafetyRule, facts: ClientFacts): boolean {
  if (!rule.client) return true;
  const { flags = [], when } = rule.client;
  if (flags.some((flag) => facts.flags.has(flag))) return true;
  return when !== undefined && facts.values.some((values) => evaluate(when, values));
}

/** The ingredients that make `product` match (a non-empty list), or undefined for no match. */
function productMatch(
  match: ProductMatch,
  product: Product,
  facts: ClientFacts,
  dose: number | undefined,
): IngredientId[] | undefined {
  const contains = (product.ingredients ?? []).filter(isIngredientId);
  let hits: IngredientId[] = contains;
  if (match.ingredients) {
    hits = contains.filter((id) => match.ingredients!.includes(id));
    if (hits.length === 0) return undefined;
  }
  if (match.notApprovedIn && (product.approvedIn ?? []).includes(match.notApprovedIn)) {
    return undefined;
  }
  if (match.declaredAllergen) {
    hits = hits.filter((id) => facts.allergens.has(id));
    if (hits.length === 0) return undefined;
  }
  if (match.dose) {
    const alone = contains.length === 1 && product.unit === match.dose.unit;
    if (!alone) return match.dose.mixtures ? hits : undefined;
    if (dose === undefined || !Number.isFinite(dose)) return undefined;
    if (match.dose.above !== undefined && !(dose > match.dose.above)) return undefined;
    if (match.dose.atLeast !== undefined && !(dose >= match.dose.atLeast)) return undefined;
  }
  return hits;
}

const rulesAt = (step: SafetyStep, rules: readonly SafetyRule[]) =>
  rules.filter((rule) => rule.steps.includes(step));

/**
 * The practitioner's clearance: rules about the client alone, and rules about products the
 * visit's menu offers (at the most the menu allows), before anything is chosen.
 */
export function clearanceWarnings(
  facts: ClientFacts,
  menu: ProductList,
  rules: readonly SafetyRule[] = SAFETY_RULES,
): SafetyWarning[] {
  const warnings: SafetyWarning[] = [];
  for (const rule of rulesAt('clearance', rules)) {
    if (!clientMatches(rule, facts)) continue;
    if (!rule.product) {
      warnings.push({ key: rule.id, rule, step: 'clearance' });
      continue;
    }
    const products: string[] = [];
    const ingredients = new Set<IngredientId>();
    for (const product of menu.items) {
      const hits = productMatch(rule.product, product, facts, product.maxDose);
      if (!hits) continue;
      products.push(product.id);
      for (const id of hits) ingredients.add(id);
    }
    if (products.length === 0) continue;
    warnings.push({
      key: rule.id,
      rule,
      step: 'clearance',
      products,
      ...(rule.product.declaredAllergen ? { ingredients: [...ingredients] } : {}),
    });
  }
  return warnings;
}

interface LineValue {
  product?: unknown;
  dose?: unknown;
}

/**
 * The nurse's treatment record: each product line against the client, then the readings
 * before the infusion. Reads only what the nurse's part shows (hidden answers never warn).
 */
export function treatmentWarnings(
  facts: ClientFacts,
  template: Template,
  answers: Answers,
  rules: readonly SafetyRule[] = SAFETY_RULES,
): SafetyWarning[] {
  const { values } = walk(template, answers);
  const warnings: SafetyWarning[] = [];
  const question = template.sections
    .flatMap((s) => s.questions)
    .find((q): q is ProductLinesQuestion => q.type === 'product_lines');
  const lines = question && Array.isArray(values[question.id]) ? values[question.id] : [];
  for (const rule of rulesAt('product_line', rules)) {
    if (!rule.product || !question || !clientMatches(rule, facts)) continue;
    (lines as LineValue[]).forEach((line, index) => {
      const product = question.products.items.find((p) => p.id === line?.product);
      if (!product) return;
      const dose = typeof line.dose === 'number' ? line.dose : undefined;
      const hits = productMatch(rule.product!, product, facts, dose);
      if (!hits) return;
      warnings.push({
        key: acknowledgementKey(rule.id, product.id),
        rule,
        step: 'product_line',
        product: product.id,
        line: index,
        ...(rule.product!.declaredAllergen ? { ingredients: hits } : {}),
      });
    });
  }
  for (const rule of rulesAt('infusion_start', rules)) {
    if (!rule.treatment || !clientMatches(rule, facts) || !evaluate(rule.treatment, values)) {
      continue;
    }
    const read = 'q' in rule.treatment ? rule.treatment.q : undefined;
    const value = read === undefined ? undefined : values[read];
    warnings.push({
      key: rule.id,
      rule,
      step: 'infusion_start',
      ...(read !== undefined && typeof value === 'number'
        ? { reading: { question: read, value } }
        : {}),
    });
  }
  return warnings;
}

/** An acknowledgement as the writer gives it: which warning, and why they go ahead. */
export interface SafetyAcknowledgementInput {
  rule: string;
  subject?: string | null;
  reason: string;
}

/** What is stored for each acknowledgement given (who and when are the signature's). */
export interface SafetyAcknowledgement {
  rule: string;
  subject: string | null;
  severity: SafetySeverity;
  step: SafetyStep;
  reason: string;
}

/**
 * Every warning needs an acknowledgement with a reason; an acknowledgement of a warning that
 * is not there (or given twice) is refused rather than kept. Paths name the field:
 * `acknowledgements.<key>` for a missing reason, `acknowledgements.<index>` for one too many.
 */
export function acknowledgementErrors(
  warnings: readonly SafetyWarning[],
  given: readonly SafetyAcknowledgementInput[],
): FieldError[] {
  const errors: FieldError[] = [];
  const wanted = new Set(warnings.map((w) => w.key));
  const seen = new Set<string>();
  given.forEach((ack, index) => {
    const key = acknowledgementKey(ack.rule, ack.subject);
    if (!wanted.has(key) || seen.has(key)) {
      errors.push({ path: `acknowledgements.${index}`, message: 'safety.notNeeded' });
    }
    if (ack.reason.trim() !== '') seen.add(key);
  });
  for (const warning of warnings) {
    if (!seen.has(warning.key)) {
      errors.push({ path: `acknowledgements.${warning.key}`, message: 'safety.reasonRequired' });
    }
  }
  return errors;
}

/** The acknowledgements to store, one per warning, in the warnings' order. */
export function acknowledgementsOf(
  warnings: readonly SafetyWarning[],
  given: readonly SafetyAcknowledgementInput[],
): SafetyAcknowledgement[] {
  return warnings.map((warning) => {
    const ack = given.find((a) => acknowledgementKey(a.rule, a.subject) === warning.key);
    return {
      rule: warning.rule.id,
      subject: warning.product ?? null,
      severity: warning.rule.severity,
      step: warning.step,
      reason: ack?.reason.trim() ?? '',
    };
  });
}
