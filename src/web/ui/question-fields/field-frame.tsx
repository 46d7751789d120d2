import type { ReactNode } from 'react';
import formStyles from '../../ui/form.module.css';
import type { ControlProps } from '../../ui/field';

/**
 * A label, control, hint and an already translated error, wired for screen readers like
 * `ui/Field`. `Field` translates its error key without values; messages with placeholders
 * (`validation.outOfRangeBetween`) are translated by the caller with the question's values.
 */
export function FieldFrame(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={props.id} className={formStyles.label}>
        {props.label}
      </label>
      {props.children({
        id: props.id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint ? (
        <div id={hintId} className={formStyles.hint}>
          {props.hint}
        </div>
      ) : null}
      {props.error ? (
        <p id={errorId} className={formStyles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
