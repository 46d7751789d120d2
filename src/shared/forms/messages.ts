/**
 * Validation message keys (namespace "forms", `validation.*`). The browser translates them; the
 * server returns them with the field path (spec §5).
 */
export const MESSAGES = {
  required: 'validation.required',
  invalidFormat: 'validation.invalidFormat',
  tooLong: 'validation.tooLong',
  /** Dates before their earliest accepted day. */
  outOfRange: 'validation.outOfRange',
  /** Numbers: "Enter a value between {{min}} and {{max}}." (the renderer passes the question's range). */
  outOfRangeBetween: 'validation.outOfRangeBetween',
  diastolicNotBelowSystolic: 'validation.diastolicNotBelowSystolic',
  observationEndBeforeStart: 'validation.observationEndBeforeStart',
  /** Product lines: a product on two lines, a dose outside (0, {{max}}] {{unit}}, too many lines. */
  duplicateProduct: 'validation.duplicateProduct',
  doseOutOfRange: 'validation.doseOutOfRange',
  tooManyLines: 'validation.tooManyLines',
  dateInFuture: 'validation.dateInFuture',
  /** A date that is not a real YYYY-MM-DD day (what the date field could not read). */
  invalidDate: 'validation.invalidDate',
  yesRequiresDetail: 'validation.yesRequiresDetail',
  fillEmptyBox: 'validation.fillEmptyBox',
  exclusiveOption: 'validation.exclusiveOption',
  mustAgree: 'validation.mustAgree',
  signatureRequired1: 'validation.signatureRequired1',
  signatureRequired2: 'validation.signatureRequired2',
  signatureRequired3: 'validation.signatureRequired3',
  /** A staff member's own signature: its label already says whose it is. */
  staffSignatureRequired: 'validation.staffSignatureRequired',
  notAnObject: 'validation.notAnObject',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];
