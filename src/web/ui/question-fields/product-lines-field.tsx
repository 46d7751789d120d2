import { useContext, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { ProductLinesQuestion } from '../../../shared/forms/model';
import {
  helpKey,
  labelKey,
  productKey,
  PRODUCT_LINES_KEYS as K,
  unitKey,
} from '../../../shared/forms/text-keys';
import formStyles from '../../ui/form.module.css';
import { controlId } from './answers';
import { DoseInput } from './dose-input';
import { FieldFrame } from './field-frame';
import { errorText, productValues } from './message-values';
import { ProductLineNotes } from './product-line-notes';
import {
  canAddLine,
  choicesFor,
  lineErrors,
  linesOf,
  toAnswer,
  withBatch,
  withDose,
  withoutLine,
  withProduct,
  type DraftLine,
} from './product-lines';
import styles from './product-lines.module.css';
import questionStyles from './questionnaire.module.css';

interface ProductLinesFieldProps {
  question: ProductLinesQuestion;
  value: unknown;
  /** Set once the form shows errors; which line and field comes from the engine's schema. */
  error: string | undefined;
  brand: string;
  onChange: (id: string, value: unknown) => void;
}

/**
 * Products given, their doses and (where asked) each one's batch or lot number: a row per
 * product, rows added and removed with buttons; a screen may add notes under a row.
 */
export function ProductLinesField({ question: q, value, error, ...props }: ProductLinesFieldProps) {
  const { t } = useTranslation();
  const tf = (key: string, values?: Record<string, unknown>) =>
    t(`forms:${key}`, { brand: t(`forms:brands.${props.brand}`), ...values });
  const lines = linesOf(value);
  // Stable row keys: a row keeps its focus and typed text while rows before it come and go.
  const [keys, setKeys] = useState(() => lines.map((_, i) => i));
  const rowKeys = keys.length === lines.length ? keys : lines.map((_, i) => i);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const local = error ? lineErrors(q, value) : { lines: {} };
  const hasLineErrors = Object.keys(local.lines).length > 0;
  const groupError = local.group ?? (hasLineErrors ? undefined : error);
  const groupErrorId = `${controlId(q.id)}-error`;
  const help = helpKey(q);
  const note = useContext(ProductLineNotes);

  const change = (changed: DraftLine[], changedKeys: number[]) => {
    setKeys(changedKeys);
    props.onChange(q.id, toAnswer(changed));
  };
  const add = () => {
    const key = Math.max(-1, ...rowKeys) + 1;
    change([...lines, {}], [...rowKeys, key]);
    // The new row's product is what the nurse picks next.
    requestAnimationFrame(() =>
      groupRef.current?.querySelector<HTMLSelectElement>(`[data-row="${key}"] select`)?.focus(),
    );
  };
  const remove = (index: number) => {
    change(
      withoutLine(lines, index),
      lines.length > 1 ? rowKeys.filter((_, i) => i !== index) : rowKeys,
    );
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <fieldset
      ref={groupRef}
      className={styles.group}
      aria-describedby={groupError ? groupErrorId : undefined}
    >
      <legend className={formStyles.legend}>
        {tf(labelKey(q))}
        {q.required ? (
          <span className={questionStyles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {help ? <p className={formStyles.hint}>{tf(help)}</p> : null}
      {lines.map((line, index) => {
        const rowId = index === 0 ? controlId(q.id) : `${controlId(q.id)}-${index}`;
        const lineError = local.lines[index] ?? {};
        const product = q.products.items.find((p) => p.id === line.product);
        const values = productValues(q, line.product, (key) => tf(key));
        const blank =
          line.product === undefined && line.dose === undefined && line.batch === undefined;
        const lineClass =
          q.lineBatch === undefined ? styles.line : `${styles.line} ${styles.batched}`;
        return (
          <fieldset key={rowKeys[index]} data-row={rowKeys[index]} className={lineClass}>
            <legend className={styles.lineLegend}>{tf(K.line, { number: index + 1 })}</legend>
            <FieldFrame
              id={rowId}
              label={tf(K.product)}
              error={
                lineError.product
                  ? errorText(t, tf, q, `${q.id}.${index}.product`, lineError.product, lines)
                  : undefined
              }
            >
              {(control) => (
                <select
                  {...control}
                  className={formStyles.input}
                  aria-required={q.required}
                  value={line.product ?? ''}
                  onChange={(event) =>
                    change(withProduct(q, lines, index, event.target.value || undefined), rowKeys)
                  }
                >
                  <option value="">{t('questionnaire.choose')}</option>
                  {choicesFor(q, lines, index).map((p) => (
                    <option key={p.id} value={p.id}>
                      {tf(productKey(q.products, p))}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <DoseInput
              id={`${rowId}-dose`}
              label={product ? `${tf(K.dose)} (${tf(unitKey(product.unit))})` : tf(K.dose)}
              hint={product ? tf(K.maxDose, values) : undefined}
              error={
                lineError.dose
                  ? errorText(t, tf, q, `${q.id}.${index}.dose`, lineError.dose, lines)
                  : undefined
              }
              dose={line.dose}
              onDose={(dose) => change(withDose(lines, index, dose), rowKeys)}
            />
            {q.lineBatch === undefined ? null : (
              <FieldFrame
                id={`${rowId}-batch`}
                label={tf(K.batch)}
                error={
                  lineError.batch
                    ? errorText(t, tf, q, `${q.id}.${index}.batch`, lineError.batch, lines)
                    : undefined
                }
              >
                {(control) => (
                  <input
                    {...control}
                    className={formStyles.input}
                    type="text"
                    dir="ltr"
                    autoComplete="off"
                    spellCheck={false}
                    aria-required
                    value={line.batch ?? ''}
                    onChange={(event) =>
                      change(withBatch(lines, index, event.target.value), rowKeys)
                    }
                  />
                )}
              </FieldFrame>
            )}
            {lines.length === 1 && blank ? null : (
              <button
                type="button"
                className={`${formStyles.secondary} ${styles.remove}`}
                onClick={() => remove(index)}
              >
                {tf(K.remove, { number: index + 1 })}
              </button>
            )}
            {note ? <div className={styles.note}>{note(index, line.product)}</div> : null}
          </fieldset>
        );
      })}
      <div className={formStyles.actions}>
        <button
          ref={addRef}
          type="button"
          className={formStyles.secondary}
          disabled={!canAddLine(q, lines)}
          onClick={add}
        >
          {tf(K.add)}
        </button>
      </div>
      {groupError ? (
        <p id={groupErrorId} className={formStyles.error}>
          {errorText(t, tf, q, q.id, groupError, lines)}
        </p>
      ) : null}
    </fieldset>
  );
}
