import type { Answers } from './engine';
import type { SignatureMeta } from '../../ui/question-fields/answer-updates';

export type { SignatureMeta };

/**
 * Everything a client has typed for one form on this device (DESIGN.md principle 2: nothing a
 * client types is lost). Written on every change, so typing offline or a closed tab survives.
 */
export interface LocalDraft {
  answers: Answers;
  signatures: Record<string, SignatureMeta>;
  /** The client agreed to the terms and went on to the questionnaire. */
  gatePassed: boolean;
  /** The anonymous draft's secret from the server (PUT /api/forms/drafts). */
  draftToken?: string;
  /** One key per series of submit attempts, so a retry or double click stores one record. */
  idempotencyKey?: string;
  updatedAt: string;
}

const PREFIX = 'clinic-intake:draft:';

export function draftStorageKey(templateId: string, version: string, storeCode: string): string {
  return `${PREFIX}${storeCode}:${templateId}:${version}`;
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.answers !== 'object') return null;
    return {
      answers: parsed.answers ?? {},
      signatures: parsed.signatures ?? {},
      gatePassed: parsed.gatePassed === true,
      ...(parsed.draftToken ? { draftToken: parsed.draftToken } : {}),
      ...(parsed.idempotencyKey ? { idempotencyKey: parsed.idempotencyKey } : {}),
      updatedAt: parsed.updatedAt ?? new Date(0).toISOString(),
    };
  } catch {
    return null;
  }
}

/** Returns false when the browser refused (private mode, storage full). */
export function writeLocalDraft(key: string, draft: LocalDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** A random key for POST /api/forms/submissions (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the outcome pages send the client back to (the form with its answers). */
const LAST_FORM_KEY = 'clinic-intake:last-form';

export function rememberFormPath(path: string): void {
  try {
    sessionStorage.setItem(LAST_FORM_KEY, path);
  } catch {
    // the outcome page falls back to no link
  }
}

export function lastFormPath(): string | null {
  try {
    return sessionStorage.getItem(LAST_FORM_KEY);
  } catch {
    return null;
  }
}
