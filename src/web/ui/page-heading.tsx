import { useEffect, useRef, type ReactNode } from 'react';
import styles from './page.module.css';

/**
 * The page's h1. It takes focus after navigation so screen-reader users hear where they are,
 * and it names the document.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
