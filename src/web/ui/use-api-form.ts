import { useRef, useState } from 'react';
import type { Envelope } from '../../shared/api/envelope';
import { focusFirstInvalid } from './focus-first-invalid';
import { serverFieldErrors, type FieldErrors } from './validate';

/**
 * The error plumbing every form that posts to the API shares: field errors (from the local check
 * or from the server's answer), one form-level message for failures no field explains, and focus
 * on the first invalid field so keyboard and screen-reader users land on what to fix.
 *
 * It deliberately stops short of sending the request: forms differ in when they clear old
 * errors, which answers they treat specially and what success does, and those stay in the form.
 * A form that shows failures elsewhere (a toast) simply does not render `formError`.
 */
export function useApiForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');

  /**
   * Shows `found` next to the fields and focuses the first one, or, when no field is at fault,
   * `message` as the form error. An empty `found` with no message clears both. Returns whether a
   * field is invalid, so a local check reads `if (showErrors(found)) return;`.
   */
  function showErrors(found: FieldErrors, message = ''): boolean {
    const invalid = Object.keys(found).length > 0;
    setErrors(found);
    setFormError(invalid ? '' : message);
    if (invalid) focusFirstInvalid(formRef.current);
    return invalid;
  }

  /** A failed answer: its field errors, else its (already translated) message. */
  function showFailure(envelope: Envelope<unknown>): boolean {
    return showErrors(serverFieldErrors(envelope), envelope.message);
  }

  return {
    formRef,
    errors,
    formError,
    showErrors,
    showFailure,
    /** Nothing wrong any more (after a success, or when the question itself changes). */
    clear: () => showErrors({}),
  };
}
