import { INGREDIENT_IDS } from './ingredients';
import { SAFETY_RULES, type SafetySeverity } from './safety-rules';

/**
 * Translation keys (namespace "forms") of the safety checks: each rule's title and text, the
 * ingredients' names, the severities and the texts of the warning block. Staff screens and the
 * PDF show them; the locales test checks every language has each one.
 */
export const SAFETY_KEYS = {
  /** The always-present live region: "Safety warnings: {{count}}. {{titles}}…". */
  announce: 'safety.announce',
  reasonLabel: 'safety.reasonLabel',
  reasonHint: 'safety.reasonHint',
  /** "Give your reason for going ahead despite “{{warning}}”." */
  reasonRequired: 'safety.reasonRequired',
  notNeeded: 'safety.notNeeded',
  /** The server's checks differ from the screen's: reload and check again. */
  mismatch: 'safety.mismatch',
  /** "Line {{number}}: {{product}}" */
  line: 'safety.line',
  /** "On this clinic's menu: {{products}}" */
  onMenu: 'safety.onMenu',
  /** "The declared allergies name: {{ingredients}}" */
  allergens: 'safety.allergens',
  /** "Measured before the treatment: {{value}}" */
  reading: 'safety.reading',
  /** A signed record's acknowledgements: the heading, and "{{name}} · {{time}}". */
  acknowledged: 'safety.acknowledged',
  acknowledgedBy: 'safety.acknowledgedBy',
} as const;

export const ruleTitleKey = (rule: string): string => `safety.rules.${rule}.title`;
export const ruleTextKey = (rule: string): string => `safety.rules.${rule}.text`;
export const ingredientKey = (id: string): string => `safety.ingredients.${id}`;
export const severityKey = (severity: SafetySeverity): string => `safety.severity.${severity}`;

/** Every key the safety checks use. */
export function safetyTextKeys(): string[] {
  return [
    ...Object.values(SAFETY_KEYS),
    severityKey('contraindicated'),
    severityKey('caution'),
    ...SAFETY_RULES.flatMap((rule) => [ruleTitleKey(rule.id), ruleTextKey(rule.id)]),
    ...INGREDIENT_IDS.map(ingredientKey),
  ];
}
