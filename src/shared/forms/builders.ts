import type {
  AgreementQuestion,
  Condition,
  DateQuestion,
  DisplayQuestion,
  MultiChoiceQuestion,
  NumberQuestion,
  OptionList,
  ProductLinesQuestion,
  ProductList,
  QuestionId,
  SignatureQuestion,
  SingleChoiceQuestion,
  TextQuestion,
  TimeQuestion,
  YesNoQuestion,
} from './model';

/**
 * Small factories that keep section files short and readable. They only build plain data; the
 * result is what a template holds.
 */
type Extra<T> = Partial<Omit<T, 'id' | 'type'>>;

export const text = (id: QuestionId, extra: Extra<TextQuestion> = {}): TextQuestion => ({
  id,
  type: 'text',
  ...extra,
});

export const longText = (id: QuestionId, extra: Extra<TextQuestion> = {}): TextQuestion => ({
  id,
  type: 'long_text',
  ...extra,
});

export const number = (
  id: QuestionId,
  range: Pick<NumberQuestion, 'min' | 'max'>,
  extra: Extra<NumberQuestion> = {},
): NumberQuestion => ({ id, type: 'number', ...range, ...extra });

export const date = (id: QuestionId, extra: Extra<DateQuestion> = {}): DateQuestion => ({
  id,
  type: 'date',
  ...extra,
});

export const time = (id: QuestionId, extra: Extra<TimeQuestion> = {}): TimeQuestion => ({
  id,
  type: 'time',
  ...extra,
});

export const productLines = (
  id: QuestionId,
  products: ProductList,
  extra: Extra<ProductLinesQuestion> = {},
): ProductLinesQuestion => ({ id, type: 'product_lines', products, maxLines: 10, ...extra });

export const single = (
  id: QuestionId,
  options: OptionList,
  extra: Extra<SingleChoiceQuestion> = {},
): SingleChoiceQuestion => ({ id, type: 'single_choice', options, ...extra });

export const multi = (
  id: QuestionId,
  options: OptionList,
  extra: Extra<MultiChoiceQuestion> = {},
): MultiChoiceQuestion => ({ id, type: 'multi_choice', options, ...extra });

/** A yes/no question whose yes answer needs details (the spec's common case). */
export const yesNo = (id: QuestionId, extra: Extra<YesNoQuestion> = {}): YesNoQuestion => ({
  id,
  type: 'yes_no',
  required: true,
  detail: true,
  ...extra,
});

export const agreement = (
  id: QuestionId,
  extra: Pick<AgreementQuestion, 'documents'> = {},
): AgreementQuestion => ({
  id,
  type: 'agreement',
  required: true,
  ...extra,
});

export const display = (id: QuestionId, paragraphs: readonly string[]): DisplayQuestion => ({
  id,
  type: 'display',
  paragraphs,
});

/** The "other" box of a choice question: shown when "other" is picked, never left empty. */
export const otherBox = (of: QuestionId, when: Condition): TextQuestion =>
  text(`${of}_other`, { when, required: true, emptyBox: true });

/** A signature and its date (spec §3: "signatures 1 to 3 with signature date"). */
export const signature = (slot: 1 | 2 | 3): [SignatureQuestion, DateQuestion] => [
  { id: `signature_${slot}`, type: 'signature', slot, required: true },
  date(`signature_${slot}_date`, { required: true, notFuture: true, defaultToday: true }),
];

/**
 * A staff member's signature (slot 1) and its date, labelled as theirs: the ids stay
 * `signature_1`/`signature_1_date` like every signed form, the labels say whose it is.
 */
export const staffSignature = (role: string): [SignatureQuestion, DateQuestion] => {
  const [sign, day] = signature(1);
  return [
    { ...sign, label: `questions.${role}_signature.label` },
    { ...day, label: `questions.${role}_signature_date.label` },
  ];
};

/** Unicode letters, marks, spaces, apostrophes, hyphens and dots: names in all seven scripts. */
export const NAME_PATTERN = "^[\\p{L}\\p{M}' .\\-]+$";
export const PHONE_PATTERN = '^\\+?[0-9 ()\\-]{6,20}$';
