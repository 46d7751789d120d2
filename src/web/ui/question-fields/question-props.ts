import { useTranslation } from '../../i18n/runtime/use-translation';
import type { Question } from '../../../shared/forms/model';
import { helpKey } from '../../../shared/forms/text-keys';
import type { SignatureResult } from '../signature-pad';
import { controlId, messageKey } from './answers';

export interface QuestionProps {
  question: Question;
  value: unknown;
  /** Message key (namespace "forms") for the main control, and for a yes/no detail box. */
  error: string | undefined;
  detailError: string | undefined;
  /** Computed value (BMI) for computed questions. */
  computed: number | undefined;
  brand: string;
  /** The form's region: with the language, the order a date is typed in (US: month first). */
  region?: 'uk' | 'us';
  /** The name a typed signature starts with. */
  signerName: string;
  /** A heading the field draws (the signature pad's): one level below its section's title. */
  headingLevel?: 3 | 4;
  onChange: (id: string, value: unknown) => void;
  onSignature: (id: string, result: SignatureResult | undefined) => void;
}

/** The props of the field drawing one question type. */
export type FieldProps<Q extends Question> = QuestionProps & { question: Q };

/** An error's message key as `Field` translates it, or nothing. */
export const ns = (key: string | undefined) => (key ? messageKey(key) : undefined);

/**
 * What every field needs to say: the app's `t`, the forms texts with the brand filled in, the
 * question's hint and the id its error is read by.
 */
export function useQuestionText(q: Question, brand: string) {
  const { t } = useTranslation();
  const tf = (key: string) => t(`forms:${key}`, { brand: t(`forms:brands.${brand}`) });
  const help = helpKey(q);
  return { t, tf, hint: help ? tf(help) : undefined, errorId: `${controlId(q.id)}-error` };
}
