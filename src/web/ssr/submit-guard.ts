/**
 * A server-rendered form can be tapped before React has taken it over; the browser would then
 * submit it natively (a GET of the page with the named fields in the address). Until the page
 * is hydrated, every submit is stopped; afterwards React's own handlers decide. Installed by
 * the entry's first lines, before the page's code arrives.
 */
let hydrated = false;

export function stopSubmitsUntilHydrated(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (!hydrated) event.preventDefault();
    },
    true,
  );
}

export function markHydrated(): void {
  hydrated = true;
  // Visible to tools (the end-to-end tests) that must not act on a screen React does not own yet.
  document.documentElement.dataset.hydrated = 'true';
}
