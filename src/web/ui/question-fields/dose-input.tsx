import { useState } from 'react';
import { parseDecimal } from '../../../shared/digits';
import formStyles from '../../ui/form.module.css';
import { FieldFrame } from './field-frame';

/** A product line's dose as typed ("2,5", "2." or "٢٫٥"), stored as a number. */
export function DoseInput(props: {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  dose: number | undefined;
  onDose: (dose: number | undefined) => void;
}) {
  const [raw, setRaw] = useState(() => (props.dose === undefined ? '' : String(props.dose)));
  // A dose set from outside (a product's usual dose) replaces what was typed.
  const outside =
    props.dose !== undefined && Number.isFinite(props.dose) && parseDecimal(raw) !== props.dose;
  return (
    <FieldFrame id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type="text"
          inputMode="decimal"
          dir="ltr"
          aria-required
          value={outside ? String(props.dose) : raw}
          onChange={(event) => {
            const text = event.target.value;
            setRaw(text);
            props.onDose(parseDecimal(text));
          }}
        />
      )}
    </FieldFrame>
  );
}
