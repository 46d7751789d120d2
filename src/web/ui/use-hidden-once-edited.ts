import { useEffect, useRef, useState } from 'react';

/**
 * A message about what the person typed goes once they change it: hidden from their first edit
 * (an `input` or `change` event inside the element, or inside its whole form with `scope:
 * 'form'`), until the form is sent again or the message itself changes. Listening to the DOM
 * covers every kind of control without each form wiring it up.
 */
export function useHiddenOnceEdited<T extends HTMLElement>(
  message: string | undefined,
  scope: 'self' | 'form' = 'self',
) {
  const ref = useRef<T>(null);
  const [edited, setEdited] = useState(false);
  // Bumped by a new message and by sending the form: an edit noticed before either is stale.
  const generation = useRef(0);
  useEffect(() => {
    generation.current += 1;
    setEdited(false);
  }, [message]);
  useEffect(() => {
    const element = ref.current;
    if (!element || !message) return;
    const form = element.closest('form');
    const watched = scope === 'form' ? form : element;
    // After React has taken the new value: rendering from inside this listener would run first
    // and put the controlled input's old value back.
    const onEdit = () => {
      const seen = generation.current;
      setTimeout(() => {
        if (generation.current === seen) setEdited(true);
      }, 0);
    };
    const onSubmit = () => {
      generation.current += 1;
      setEdited(false);
    };
    watched?.addEventListener('input', onEdit);
    watched?.addEventListener('change', onEdit);
    form?.addEventListener('submit', onSubmit);
    return () => {
      watched?.removeEventListener('input', onEdit);
      watched?.removeEventListener('change', onEdit);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [message, scope]);
  return { ref, hidden: edited };
}
