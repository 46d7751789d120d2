/** What the outcome pages show after a submit (kept for this tab only). */
export interface Outcome {
  submissionId: string;
  formPath: string;
}

const KEY = 'clinic-intake:outcome';

export function rememberOutcome(outcome: Outcome): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(outcome));
  } catch {
    // the success page shows no reference then
  }
}

export function readOutcome(): Outcome | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Outcome) : null;
  } catch {
    return null;
  }
}
