/** The clinical safety checks (decision 027): rules as data, evaluated alike in browser and server. */
export { ingredientsNamedIn } from './allergy-match';
export { INGREDIENT_IDS, isIngredientId, type IngredientId } from './ingredients';
export {
  acknowledgementErrors,
  acknowledgementKey,
  acknowledgementsOf,
  clearanceWarnings,
  clientFacts,
  menuOf,
  treatmentWarnings,
  type ClientFacts,
  type SafetyAcknowledgement,
  type SafetyAcknowledgementInput,
  type SafetyWarning,
  type SignedQuestionnaire,
} from './safety-check';
export {
  SAFETY_RULES,
  type SafetyRule,
  type SafetySeverity,
  type SafetyStep,
} from './safety-rules';
export {
  ingredientKey,
  ruleTextKey,
  ruleTitleKey,
  safetyTextKeys,
  severityKey,
  SAFETY_KEYS,
} from './safety-texts';
