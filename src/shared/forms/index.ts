/**
 * The questionnaire engine (issue 5): pure, shared by the browser and the server. See README.md.
 */
export type * from './model';
export type { AnswerValueByType, ProductLine, YesNoAnswer } from './answer-values';
export { describeAnswer, type DisplayLine, type DisplayPart } from './answer-display';
export { isAnswerable, isEmptyAnswer } from './answer-values';
export {
  buildAnswerSchema,
  todayIso,
  validateAnswers,
  validateWith,
  type AnswerSchema,
  type SchemaOptions,
  type ValidationResult,
} from './answer-schema';
export { computeBmi } from './bmi';
export { evaluate } from './conditions';
export { MESSAGES, type MessageKey } from './messages';
export { gateOpen, progress, type Progress } from './progress';
export { getTemplate, isTemplateId, templateIds, type TemplateId } from './registry';
export { loadTemplate } from './load-template';
export {
  buildRoleAnswerSchema,
  foreignAnswerIds,
  isStaffTemplate,
  roleOfQuestion,
  sectionsForRole,
  STAFF_ROLES,
} from './roles';
export { screeningFlags, type ScreeningFlag } from './screening';
export { SCREENING_RULES, type ScreeningRule } from './screening-rules';
export { HEAVY_DRINKING_UNITS_PER_WEEK } from './sections/lifestyle';
export * from './text-keys';
export {
  computedValues,
  visibleQuestions,
  visibleSections,
  walk,
  type VisibleSection,
} from './visibility';
