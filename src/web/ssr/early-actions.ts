/**
 * What a person does to a server-rendered screen before React owns it. The browser draws the
 * form at once, so a client may type, tick or press "Sign in" while the page's code is still
 * arriving. React keeps what the DOM holds when it hydrates but its state still holds the
 * server's empty values, so without this the next render would wipe the typing, and a native
 * submit would GET the page with the named fields in the address.
 *
 * Until hydration every submit is held (the form and the button are remembered). Once React owns
 * the page, every field whose value differs from what React rendered (its default value, which
 * hydration sets to React's) is handed to React as the change it missed, in document order, and
 * a held submit is made again, once. Comparing rather than listening also covers what was typed
 * before this code arrived.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let hydrated = false;
/** The fields of the server's markup; React may replace them (a render it had to redo). */
let serverFields: Field[] = [];
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Installed by the entry's first lines, before the page's code arrives. */
export function holdEarlyActions(): void {
  serverFields = fieldsOnPage();
  document.addEventListener(
    'submit',
    (event) => {
      if (hydrated) return;
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) {
        heldSubmit = { form: event.target, submitter: (event as SubmitEvent).submitter };
      }
    },
    true,
  );
}

/** Called once React has committed the hydrated tree: from now on its handlers decide. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  // Visible to tools (the end-to-end tests) that must not act on a screen React does not own yet.
  document.documentElement.dataset.hydrated = 'true';
  // Only the server's own fields that React took over: a field React drew afresh holds
  // nothing the person typed, and its defaults are not React's values.
  const fields = serverFields.filter((field) => field.isConnected && changedByPerson(field));
  serverFields = [];
  for (const field of fields) if (field.isConnected) handOver(field);
  const held = heldSubmit;
  heldSubmit = undefined;
  // After React has rendered the changes just handed over, so the submit reads them.
  if (held) setTimeout(() => resubmit(held.form, held.submitter), 0);
}

function fieldsOnPage(): Field[] {
  return [...document.querySelectorAll('input, textarea, select')].filter(isField);
}

/** The DOM holds something other than what React rendered there. */
function changedByPerson(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/**
 * React notices a change by comparing the DOM's value with the value it last saw, which it set
 * to the typed value when it hydrated. Setting the value through the element's own property
 * (which React watches) makes React remember something else; setting it back through the
 * prototype's setter (which React does not watch) restores what was typed; the event then
 * reaches React's onChange as a real change.
 */
function handOver(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // A chosen file cannot be set from script; the person chooses it again.
  if (field instanceof HTMLInputElement && field.type === 'file') return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio that was left for another is handed over by the one chosen.
    if (field.type === 'radio' && !field.checked) return;
    const checked = field.checked;
    field.checked = !checked;
    field.click(); // back to what the person chose, as React's onChange sees it
    return;
  }
  const typed = field.value;
  field.value = typed === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  const button =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
      ? submitter
      : undefined;
  if (button && button.form === form && button.isConnected) form.requestSubmit(button);
  else form.requestSubmit();
}
