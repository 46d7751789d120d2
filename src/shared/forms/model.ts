/**
 * The questionnaire model (issue 5, DESIGN.md principle 4: forms are data).
 *
 * A template is plain JSON-compatible data: no functions, no classes, no display text. The web
 * renderer draws it, the schema builder derives the answer schema from it, and the screening rules
 * read answers by its question ids. Because a template survives `JSON.stringify`/`JSON.parse`
 * unchanged, a server can rebuild exactly the schema a browser used from a template id + version.
 *
 * Texts are translation keys in the "forms" namespace (locales/*.json). Most keys are derived
 * from ids by convention (see `text-keys.ts`) so templates stay small on the phone.
 */

/** Snake_case id of a question; also the answer's key. Never renamed once shipped. */
export type QuestionId = string;

/** Conditions on other answers. Evaluated by `conditions.ts`; unanswered never matches. */
export type Condition =
  | { q: QuestionId; eq: string } // single choice value, or yes/no answer ('yes' | 'no')
  | { q: QuestionId; in: readonly string[] } // single choice value is one of these
  | { q: QuestionId; has: string } // multiple choice includes this option
  | { q: QuestionId; hasAny: readonly string[] } // multiple choice includes one of these
  | { q: QuestionId; gte: number } // number (or computed value) at least
  | { q: QuestionId; lt: number } // number (or computed value) below
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

/** A list of stable option ids shared between templates; labels are `options.<id>.<value>`. */
export interface OptionList {
  id: string;
  values: readonly string[];
  /** Multiple choice: this option ("none of the above") cannot be combined with another. */
  exclusive?: string;
}

/** Units a number question can carry; labels are `units.<unit>`. */
export type Unit =
  'cm' | 'kg' | 'in' | 'lb' | 'units_per_week' | 'per_day' | 'mmHg' | 'bpm' | 'percent' | 'weeks';

/** Who writes a staff section (spec §6: practitioner-only and nurse-only sections). */
export type StaffRole = 'practitioner' | 'nurse';

/** Units a product is dosed in; labels are `units.<unit>` like the number units. */
export type DoseUnit = 'mg' | 'mcg' | 'ml' | 'g' | 'iu';

/** How a product is given; labels are `routes.<route>`. */
export type Route = 'iv_infusion' | 'iv_push' | 'im_injection' | 'subcutaneous';

/** One product a nurse may record; its name is `products.<list id>.<id>`. */
export interface Product {
  id: string;
  unit: DoseUnit;
  route: Route;
  /** The dose a new line starts with. */
  defaultDose: number;
  /** The most one line may record: a typo (5000 for 500) is refused, not stored. */
  maxDose: number;
  /**
   * What it contains, as ingredient ids of the safety rules (`safety/ingredients.ts`): the
   * allergy check and the rules about an ingredient (vitamin C) read them.
   */
  ingredients?: readonly string[];
  /**
   * Where the clinics' formulary allows it without a clinician's documented reason: in
   * pregnancy, while breastfeeding. Absent means not approved (decision 027). The menus'
   * products all declare both (options.test.ts).
   */
  approvedIn?: readonly ('pregnancy' | 'breastfeeding')[];
}

/** A brand's products (its shop), shared by that brand's treatment records. */
export interface ProductList {
  id: string;
  items: readonly Product[];
}

interface QuestionBase {
  id: QuestionId;
  /** Shown only while this holds; a hidden question is neither validated nor kept. */
  when?: Condition;
  /** The answer must be given (while visible). */
  required?: boolean;
  /** Overrides the label key `questions.<id>.label` (a variant words the same question differently). */
  label?: string;
  /** Adds the help key `questions.<id>.help` (or this key when a string). */
  help?: boolean | string;
  /**
   * No longer asked: a writer never sees it and a new answer to it is dropped, but a record
   * signed before keeps its answer and read-only views show it (visible while answered).
   */
  retired?: true;
}

export interface TextQuestion extends QuestionBase {
  type: 'text' | 'long_text';
  /** Format check; a mismatch reports `validation.invalidFormat`. Kept as source for JSON. */
  pattern?: string;
  maxLength?: number;
  /** The free-text box of an "other" option: an empty box reports `validation.fillEmptyBox`. */
  emptyBox?: boolean;
  /** Input hint for the renderer (keyboard, autocomplete); no effect on validation. */
  input?: 'name' | 'tel' | 'postal_code' | 'address' | 'email';
}

export interface NumberQuestion extends QuestionBase {
  type: 'number';
  unit?: Unit;
  min: number;
  max: number;
  integer?: boolean;
  /**
   * Cross-field rule: this answer must be below the answer of an earlier number question
   * (diastolic below systolic). Checked only when both are answered validly; a failure reports
   * `message` on this question.
   */
  lessThan?: { q: QuestionId; message: string };
}

/** A clock time, answered as `"HH:MM"` (24 h). */
export interface TimeQuestion extends QuestionBase {
  type: 'time';
  /** Pre-fill with the current time (set-up and completion times written as they happen). */
  defaultNow?: boolean;
  /**
   * Cross-field rule: this time must not be before the answer of an earlier time question of
   * the same day (an observation's end and its start). Checked only when both are answered
   * validly; a failure reports `message` on this question.
   */
  notBefore?: { q: QuestionId; message: string };
}

/**
 * Products given and their doses: 1..`maxLines` lines of `{product, dose}`, each product from
 * `products` at most once, each dose above 0 and at most the product's `maxDose`.
 */
export interface ProductLinesQuestion extends QuestionBase {
  type: 'product_lines';
  products: ProductList;
  maxLines: number;
  /**
   * Each line carries its own batch or lot number (`{product, dose, batch}`), required and
   * matching this pattern: a recall names a vial, not a treatment.
   */
  lineBatch?: string;
}

export interface DateQuestion extends QuestionBase {
  type: 'date';
  /** Not after today (one day of tolerance absorbs time zones between phone and server). */
  notFuture?: boolean;
  /** Earliest accepted date, YYYY-MM-DD. */
  min?: string;
  /** Pre-fill with today's date (signature dates). */
  defaultToday?: boolean;
}

export interface SingleChoiceQuestion extends QuestionBase {
  type: 'single_choice';
  options: OptionList;
  /** Renderer hint: radio buttons for short lists, a select for long ones. */
  display?: 'radio' | 'select';
}

export interface MultiChoiceQuestion extends QuestionBase {
  type: 'multi_choice';
  options: OptionList;
}

export interface YesNoQuestion extends QuestionBase {
  type: 'yes_no';
  /** A yes answer requires the detail box (`validation.yesRequiresDetail`). Detail key: `questions.<id>.detail`. */
  detail?: boolean;
}

/** A box the client must tick to go on: terms, consent, authorization. The only valid answer is `true`. */
export interface AgreementQuestion extends QuestionBase {
  type: 'agreement';
  /**
   * The brand's published documents this tick agrees to (src/shared/legal-documents.ts): the
   * renderer offers to read each before agreeing, and the consent records their versions.
   */
  documents?: readonly ('terms' | 'privacy')[];
}

export interface SignatureQuestion extends QuestionBase {
  type: 'signature';
  /**
   * 1, 2 or 3: the spec's per-signature messages (`validation.signatureRequired1` ...), each
   * naming what the client signs. A staff signature (slot 1, with its own `label`) has
   * `validation.staffSignatureRequired` instead.
   */
  slot: 1 | 2 | 3;
}

/** Text only: paragraphs shown in order (consent, authorization, instructions). No answer. */
export interface DisplayQuestion extends Omit<QuestionBase, 'required'> {
  type: 'display';
  /** Translation keys of the paragraphs, e.g. `texts.consent.what_iv_involves`. */
  paragraphs: readonly string[];
}

/** A read-only value computed from other answers (BMI). Never stored from the browser. */
export interface ComputedQuestion extends Omit<QuestionBase, 'required'> {
  type: 'computed';
  formula: 'bmi';
  /** Question ids of the inputs: [height, weight]. */
  from: readonly [QuestionId, QuestionId];
}

export type Question =
  | TextQuestion
  | NumberQuestion
  | DateQuestion
  | TimeQuestion
  | SingleChoiceQuestion
  | MultiChoiceQuestion
  | YesNoQuestion
  | AgreementQuestion
  | SignatureQuestion
  | ProductLinesQuestion
  | DisplayQuestion
  | ComputedQuestion;

export type QuestionType = Question['type'];

export interface Section {
  /** Title key `sections.<id>.title`. */
  id: string;
  questions: readonly Question[];
  when?: Condition;
  /**
   * A gate must be complete (every visible question valid) before any later section opens:
   * the terms of service and privacy policy come first (spec §1, §5). See `gateOpen`.
   */
  gate?: boolean;
  /**
   * A staff section: written only by staff of this role (the server refuses any other writer),
   * never shown to clients. Every section of a `detail` or `medical` template has one; client
   * templates have none.
   */
  role?: StaffRole;
}

/** Which route group renders the template (src/shared/stores.ts FORM_KINDS, plus the standalone pages). */
export type TemplateKind = 'mf' | 'detail' | 'medical' | 'simple' | 'old';

export interface Template {
  /** Matches the variant names of the store catalogue (src/shared/stores.ts). */
  id: string;
  /** Content version stored with each submission; the server rebuilds the schema from id + version. */
  version: string;
  kind: TemplateKind;
  /**
   * Brand id as in src/shared/stores.ts (`ivclinic`, `dripdash`). Texts name the clinic through
   * the `{{brand}}` placeholder, filled with the translation of `brands.<brand>`.
   */
  brand: string;
  /** Address and units convention; the renderer formats accordingly. */
  locale: 'uk' | 'us';
  /**
   * `detail` templates: the id of the client template whose submitted answers the practitioner
   * reviews, read-only, above their own sections.
   */
  reviews?: string;
  sections: readonly Section[];
}

/** Answers keyed by question id. Values are JSON: see `answer-values.ts`. */
export type Answers = Record<QuestionId, unknown>;
