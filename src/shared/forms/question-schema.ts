import * as z from 'zod/mini';
import type { AnswerableQuestion } from './answer-values';
import { MESSAGES as M } from './messages';
import type { DateQuestion, MultiChoiceQuestion, TextQuestion, YesNoQuestion } from './model';
import { productLinesSchema } from './product-lines-schema';

/** Limits that keep a stored submission bounded; generous for real answers. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
export const DETAIL_MAX = 1000;
/** A drawn signature as PNG is ~10–60 KB; base64 of 300 KB is far beyond that. */
export const SIGNATURE_MAX = 400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** 24-hour clock, as `<input type="time">` gives it without seconds. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export interface SchemaOptions {
  /** Today as YYYY-MM-DD; `notFuture` dates compare against it (tests pin it). */
  today: string;
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One day after `today`, so a phone east of the server is not told its today is the future. */
function dayAfter(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function textSchema(q: TextQuestion) {
  const max = q.maxLength ?? (q.type === 'long_text' ? LONG_TEXT_MAX : TEXT_MAX);
  const pattern = q.pattern === undefined ? undefined : new RegExp(q.pattern, 'u');
  return z.string(M.invalidFormat).check(
    z.maxLength(max, M.tooLong),
    z.refine((s: string) => pattern === undefined || pattern.test(s.trim()), M.invalidFormat),
  );
}

function dateSchema(q: DateQuestion, options: SchemaOptions) {
  const latest = dayAfter(options.today);
  return z.string(M.invalidDate).check(
    z.refine((s: string) => ISO_DATE.test(s) && isCalendarDate(s), M.invalidDate),
    // ISO dates compare correctly as strings.
    z.refine((s: string) => q.min === undefined || s >= q.min, M.outOfRange),
    z.refine((s: string) => !q.notFuture || s <= latest, M.dateInFuture),
  );
}

function multiChoiceSchema(q: MultiChoiceQuestion) {
  const { values, exclusive } = q.options;
  return z.array(z.enum(values as [string, ...string[]], M.invalidFormat), M.invalidFormat).check(
    z.refine((list: string[]) => new Set(list).size === list.length, M.invalidFormat),
    z.refine(
      (list: string[]) => exclusive === undefined || !list.includes(exclusive) || list.length === 1,
      M.exclusiveOption,
    ),
  );
}

function yesNoSchema(q: YesNoQuestion) {
  const answer = z.enum(['yes', 'no'], M.invalidFormat);
  if (!q.detail) return z.object({ answer }, M.invalidFormat);
  const detail = z.optional(z.string(M.invalidFormat).check(z.maxLength(DETAIL_MAX, M.tooLong)));
  return z.object({ answer, detail }, M.invalidFormat).check(
    z.superRefine((value, ctx) => {
      if (value.answer === 'yes' && (value.detail ?? '').trim() === '') {
        ctx.addIssue({
          code: 'custom',
          message: M.yesRequiresDetail,
          path: ['detail'],
          input: value,
        });
      }
    }),
  );
}

/** The schema of one answered value (emptiness and `required` are handled by the caller). */
export function questionSchema(q: AnswerableQuestion, options: SchemaOptions): z.ZodMiniType {
  switch (q.type) {
    case 'text':
    case 'long_text':
      return textSchema(q);
    case 'number':
      // The message names the range: the renderer fills {{min}} and {{max}} from the question.
      return z.number(M.invalidFormat).check(
        z.gte(q.min, M.outOfRangeBetween),
        z.lte(q.max, M.outOfRangeBetween),
        z.refine((n: number) => !q.integer || Number.isInteger(n), M.invalidFormat),
      );
    case 'date':
      return dateSchema(q, options);
    case 'time':
      return z.string(M.invalidFormat).check(z.regex(TIME, M.invalidFormat));
    case 'single_choice':
      return z.enum(q.options.values as [string, ...string[]], M.invalidFormat);
    case 'multi_choice':
      return multiChoiceSchema(q);
    case 'yes_no':
      return yesNoSchema(q);
    case 'agreement':
      return z.literal(true, M.mustAgree);
    case 'signature':
      return z
        .string(M.invalidFormat)
        .check(z.maxLength(SIGNATURE_MAX, M.tooLong), z.regex(PNG_DATA_URL, M.invalidFormat));
    case 'product_lines':
      return productLinesSchema(q);
  }
}

/** The message for an unanswered required question: the spec names special cases (§5). */
export function requiredMessage(q: AnswerableQuestion): string {
  if (q.type === 'signature') {
    // Only staff signatures carry their own label ("Nurse's signature"); the client's three
    // are told apart by what each signs, which their slot says.
    return q.label ? M.staffSignatureRequired : M[`signatureRequired${q.slot}`];
  }
  if (q.type === 'agreement') return M.mustAgree;
  if ((q.type === 'text' || q.type === 'long_text') && q.emptyBox) return M.fillEmptyBox;
  return M.required;
}
