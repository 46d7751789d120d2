/**
 * The parts of the forms engine the browser uses, imported module by module: the engine's index
 * also exports `getTemplate`, whose registry imports every template, and that would put all
 * templates into the page's chunk. `loadTemplate` loads only the one a page renders.
 */
export type * from '../../../shared/forms/model';
export type { YesNoAnswer } from '../../../shared/forms/answer-values';
export { buildAnswerSchema, validateWith } from '../../../shared/forms/answer-schema';
export { gateOpen, progress } from '../../../shared/forms/progress';
export { loadTemplate } from '../../../shared/forms/load-template';
export {
  detailKey,
  helpKey,
  labelKey,
  optionKey,
  sectionTitleKey,
  unitKey,
} from '../../../shared/forms/text-keys';
export { computedValues, visibleSections } from '../../../shared/forms/visibility';
