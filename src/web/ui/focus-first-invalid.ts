/**
 * Brings the first field marked invalid inside `root` to the middle of the screen and focuses it
 * (after React has rendered), so a person on a phone sees what to fix with its label above it
 * and the sticky header clear of it, and a screen reader reads the field and its error.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}
