import { useEffect, useRef, type ReactNode } from 'react';
import { announce } from './announcer';

let awaited = false;

/**
 * Called when something was just saved whose result is a new confirmation on the page (a signed
 * section): the next Confirmation to appear takes focus and is announced. A confirmation already
 * there when a page opens is neither, so reading a finished record stays quiet.
 */
export function awaitConfirmation(): void {
  awaited = true;
}

/** Where focus goes and what is read out once something has been signed. */
export function Confirmation(props: { className?: string; testId?: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!awaited || !ref.current) return;
    awaited = false;
    ref.current.focus();
    announce(ref.current.textContent ?? '');
  }, []);
  return (
    <p ref={ref} tabIndex={-1} className={props.className} data-testid={props.testId}>
      {props.children}
    </p>
  );
}
