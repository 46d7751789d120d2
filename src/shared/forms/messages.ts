/**
 * Validation message keys (namespace "forms", `validation.*`). The browser translates them; the
 * server returns them with the field path (spec §5).
 */
export const MESSAGES = {
  required: 'validation.required',
  invalidFormat: 'validation.invalidFormat',
  tooLong: 'validation.tooLong',
  outOfRange: 'validation.outOfRange',
  dateInFuture: 'validation.dateInFuture',
  yesRequiresDetail: 'validation.yesRequiresDetail',
  fillEmptyBox: 'validation.fillEmptyBox',
  exclusiveOption: 'validation.exclusiveOption',
  mustAgree: 'validation.mustAgree',
  signatureRequired1: 'validation.signatureRequired1',
  signatureRequired2: 'validation.signatureRequired2',
  signatureRequired3: 'validation.signatureRequired3',
  notAnObject: 'validation.notAnObject',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];
