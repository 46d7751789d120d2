import { lazy, memo, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  MultiChoiceQuestion,
  Question,
  SingleChoiceQuestion,
  TextQuestion,
} from '../../../shared/forms/model';
import type { YesNoAnswer } from '../../../shared/forms/answer-values';
import { detailKey, helpKey, labelKey, optionKey } from '../../../shared/forms/text-keys';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import type { SignatureResult } from '../../ui/signature-pad';
import { controlId, messageKey } from './answers';
import { NumberField } from './number-field';
import { ProductLinesField } from './product-lines-field';
import { TimeField } from './time-field';
import styles from './questionnaire.module.css';

/** The pad is its own chunk: it loads when a client first opens a signature box. */
const SignaturePad = lazy(() =>
  import('../../ui/signature-pad').then((m) => ({ default: m.SignaturePad })),
);

export interface QuestionProps {
  question: Question;
  value: unknown;
  /** Message key (namespace "forms") for the main control, and for a yes/no detail box. */
  error: string | undefined;
  detailError: string | undefined;
  /** Computed value (BMI) for computed questions. */
  computed: number | undefined;
  brand: string;
  /** The name a typed signature starts with. */
  signerName: string;
  onChange: (id: string, value: unknown) => void;
  onSignature: (id: string, result: SignatureResult | undefined) => void;
}

const ns = (key: string | undefined) => (key ? messageKey(key) : undefined);

/** The browser's autofill names for the personal fields we know (WCAG 1.3.5). */
const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  occupation: 'organization-title',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  street_address: 'address-line1',
  apartment: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  zip_code: 'postal-code',
  // Someone else's details: the browser must not offer the client's own.
  emergency_contact_name: 'off',
  emergency_contact_phone: 'off',
  gp_name: 'off',
  gp_practice: 'off',
};

function Label({ text, required }: { text: string; required: boolean | undefined }) {
  return (
    <>
      {text}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
}

function textInputProps(q: TextQuestion) {
  const autoComplete = AUTOCOMPLETE[q.id];
  switch (q.input) {
    case 'tel':
      return { type: 'tel', inputMode: 'tel' as const, autoComplete: autoComplete ?? 'tel' };
    case 'email':
      return { type: 'email', inputMode: 'email' as const, autoComplete: autoComplete ?? 'email' };
    case 'postal_code':
      return { type: 'text', autoComplete: autoComplete ?? 'postal-code' };
    default:
      return { type: 'text', autoComplete };
  }
}

function ChoiceGroup(
  props: QuestionProps & {
    legend: ReactNode;
    name: string;
    multiple: boolean;
    options: { value: string; label: string }[];
    checked: (value: string) => boolean;
    onToggle: (value: string, on: boolean) => void;
    errorId: string;
    describedBy?: string;
  },
) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={formStyles.legend}>{props.legend}</legend>
      <div className={props.multiple ? styles.checkList : formStyles.choiceRow}>
        {props.options.map((option, index) => (
          <label
            key={option.value}
            className={props.multiple ? styles.checkOption : formStyles.choiceOption}
          >
            <input
              id={index === 0 ? controlId(props.question.id) : undefined}
              type={props.multiple ? 'checkbox' : 'radio'}
              name={props.name}
              value={option.value}
              checked={props.checked(option.value)}
              aria-invalid={Boolean(props.error)}
              aria-describedby={props.describedBy}
              onChange={(event) => props.onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={props.errorId} className={formStyles.error}>
          {t(messageKey(props.error))}
        </p>
      ) : null}
    </fieldset>
  );
}

function SignatureField(props: QuestionProps & { question: { type: 'signature' } }) {
  const { t } = useTranslation();
  const { question: q, value } = props;
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const labelId = `${controlId(q.id)}-label`;
  const signed = typeof value === 'string' && value !== '';
  return (
    <div className={styles.signature} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={formStyles.label}>
        <Label text={t(`forms:${labelKey(q)}`)} required={q.required} />
      </p>
      {signed ? (
        <img className={styles.signatureImage} src={value} alt={t('signature.imageAlt')} />
      ) : null}
      {open ? (
        <Suspense fallback={<p role="status">{t('loading.label')}</p>}>
          <SignaturePad
            label={t(`forms:${labelKey(q)}`)}
            defaultName={props.signerName}
            onConfirm={(result) => {
              props.onSignature(q.id, result);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <div className={formStyles.actions}>
          <button
            id={controlId(q.id)}
            type="button"
            className={signed ? formStyles.secondary : formStyles.primary}
            aria-invalid={Boolean(props.error)}
            aria-describedby={props.error ? errorId : undefined}
            onClick={() => setOpen(true)}
          >
            {signed ? t('signature.signAgain') : t('signature.sign')}
          </button>
        </div>
      )}
      {props.error ? (
        <p id={errorId} className={formStyles.error}>
          {t(messageKey(props.error))}
        </p>
      ) : null}
    </div>
  );
}

function QuestionControl(props: QuestionProps) {
  const { t } = useTranslation();
  const { question: q, value, error } = props;
  const tf = (key: string) => t(`forms:${key}`, { brand: t(`forms:brands.${props.brand}`) });
  const errorId = `${controlId(q.id)}-error`;
  const help = helpKey(q);
  const hint = help ? tf(help) : undefined;
  const label = <Label text={tf(labelKey(q))} required={'required' in q && q.required} />;

  switch (q.type) {
    case 'display':
      return (
        <div className={styles.display}>
          {q.paragraphs.map((key) => (
            <p key={key}>{tf(key)}</p>
          ))}
        </div>
      );
    case 'computed': {
      const id = controlId(q.id);
      return (
        <div className={formStyles.field}>
          <span id={`${id}-label`} className={formStyles.label}>
            {tf(labelKey(q))}
          </span>
          <output id={id} aria-labelledby={`${id}-label`} className={styles.computed}>
            {props.computed === undefined ? '–' : props.computed.toFixed(1)}
          </output>
          {hint ? <span className={formStyles.hint}>{hint}</span> : null}
        </div>
      );
    }
    case 'text':
    case 'long_text':
      return (
        <Field id={controlId(q.id)} label={label} error={ns(error)} hint={hint}>
          {(control) =>
            q.type === 'long_text' ? (
              <textarea
                {...control}
                className={`${formStyles.input} ${styles.textarea}`}
                aria-required={q.required}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => props.onChange(q.id, event.target.value)}
              />
            ) : (
              <input
                {...control}
                {...textInputProps(q)}
                className={formStyles.input}
                aria-required={q.required}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => props.onChange(q.id, event.target.value)}
              />
            )
          }
        </Field>
      );
    case 'number':
      return <NumberField {...props} question={q} />;
    case 'time':
      return <TimeField {...props} question={q} />;
    case 'product_lines':
      return <ProductLinesField {...props} question={q} />;
    case 'date':
      return (
        <Field id={controlId(q.id)} label={label} error={ns(error)} hint={hint}>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              type="date"
              autoComplete={AUTOCOMPLETE[q.id]}
              aria-required={q.required}
              min={q.min}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => props.onChange(q.id, event.target.value || undefined)}
            />
          )}
        </Field>
      );
    case 'single_choice':
      if (q.display === 'select') return <SelectControl {...props} question={q} tf={tf} />;
      return (
        <ChoiceGroup
          {...props}
          legend={label}
          name={q.id}
          multiple={false}
          errorId={errorId}
          options={q.options.values.map((v) => ({ value: v, label: tf(optionKey(q.options, v)) }))}
          checked={(v) => value === v}
          onToggle={(v) => props.onChange(q.id, v)}
          describedBy={error ? errorId : undefined}
        />
      );
    case 'multi_choice':
      return (
        <ChoiceGroup
          {...props}
          legend={label}
          name={q.id}
          multiple
          errorId={errorId}
          options={q.options.values.map((v) => ({ value: v, label: tf(optionKey(q.options, v)) }))}
          checked={(v) => Array.isArray(value) && value.includes(v)}
          onToggle={(v, on) => props.onChange(q.id, toggleMulti(q, value, v, on))}
          describedBy={error ? errorId : undefined}
        />
      );
    case 'yes_no': {
      const answer = (value ?? {}) as Partial<YesNoAnswer>;
      return (
        <>
          <ChoiceGroup
            {...props}
            legend={label}
            name={q.id}
            multiple={false}
            errorId={errorId}
            options={[
              { value: 'yes', label: tf('common.yes') },
              { value: 'no', label: tf('common.no') },
            ]}
            checked={(v) => answer.answer === v}
            onToggle={(v) => props.onChange(q.id, { ...answer, answer: v })}
            describedBy={error ? errorId : undefined}
          />
          {q.detail && answer.answer === 'yes' ? (
            <Field
              id={`${controlId(q.id)}-detail`}
              label={<Label text={tf(detailKey(q))} required />}
              error={ns(props.detailError)}
            >
              {(control) => (
                <textarea
                  {...control}
                  className={`${formStyles.input} ${styles.textarea}`}
                  aria-required
                  value={answer.detail ?? ''}
                  onChange={(event) =>
                    props.onChange(q.id, { ...answer, detail: event.target.value })
                  }
                />
              )}
            </Field>
          ) : null}
        </>
      );
    }
    case 'agreement':
      return (
        <div className={formStyles.field}>
          <label className={styles.checkOption}>
            <input
              id={controlId(q.id)}
              type="checkbox"
              checked={value === true}
              aria-required={q.required}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => props.onChange(q.id, event.target.checked || undefined)}
            />
            <span>
              <Label text={tf(labelKey(q))} required={q.required} />
            </span>
          </label>
          {hint ? <span className={formStyles.hint}>{hint}</span> : null}
          {error ? (
            <p id={errorId} className={formStyles.error}>
              {t(messageKey(error))}
            </p>
          ) : null}
        </div>
      );
    case 'signature':
      return <SignatureField {...props} question={q} />;
  }
}

function SelectControl(
  props: QuestionProps & { question: SingleChoiceQuestion; tf: (key: string) => string },
) {
  const { t } = useTranslation();
  const { question: q, value, tf } = props;
  return (
    <Field
      id={controlId(q.id)}
      label={<Label text={tf(labelKey(q))} required={q.required} />}
      error={ns(props.error)}
    >
      {(control) => (
        <select
          {...control}
          className={formStyles.input}
          aria-required={q.required}
          autoComplete={q.id === 'gender' ? 'sex' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => props.onChange(q.id, event.target.value || undefined)}
        >
          <option value="">{t('questionnaire.choose')}</option>
          {q.options.values.map((v) => (
            <option key={v} value={v}>
              {tf(optionKey(q.options, v))}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** "None of the above" stands alone: ticking it clears the others, ticking another clears it. */
export function toggleMulti(
  q: MultiChoiceQuestion,
  value: unknown,
  option: string,
  on: boolean,
): string[] | undefined {
  const current = Array.isArray(value) ? (value as string[]) : [];
  const exclusive = q.options.exclusive;
  let next: string[];
  if (!on) next = current.filter((v) => v !== option);
  else if (option === exclusive) next = [option];
  else next = [...current.filter((v) => v !== exclusive && v !== option), option];
  // Keep the template's order so answers read the same way everywhere.
  next = q.options.values.filter((v) => next.includes(v));
  return next.length === 0 ? undefined : next;
}

/** One question, drawn from its type. Memoized: typing re-renders only the changed question. */
export const QuestionView = memo(function QuestionView(props: QuestionProps) {
  return (
    <div className={styles.question} data-question={props.question.id}>
      <QuestionControl {...props} />
    </div>
  );
});
