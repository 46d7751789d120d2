import { PasswordChecklist } from './password-checklist';
import { TextField } from './text-field';

interface NewPasswordFieldProps {
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A password being chosen, with the spec §5 rules ticked off as they are met. */
export function NewPasswordField({ label, error, value, onChange }: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      error={error}
      hint={<PasswordChecklist password={value} />}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
    />
  );
}
