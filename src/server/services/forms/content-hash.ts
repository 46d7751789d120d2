import { createHash } from 'node:crypto';
import type { SafetyAcknowledgement } from '../../../shared/forms/safety';

/**
 * JSON with object keys sorted at every level, so the same content always hashes the same,
 * whatever order the browser or the database returned the keys in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  // Plain loops, no intermediate arrays of entries: this runs on every submission.
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
    first = false;
  }
  return `${out}}`;
}

export interface SignedContent {
  templateId: string;
  version: string;
  locale: string;
  /** The consent/authorization paragraph keys the template shows, and the rendered text's hash. */
  consent: { keys: string[]; textSha256: string | null };
  answers: Record<string, unknown>;
  /** sha256 of each signature PNG by slot: the hash covers what was signed and the marks. */
  signatures: { slot: number; sha256: string }[];
  /**
   * A staff section: the safety warnings its signer went ahead despite, with their reasons
   * (decision 027). Hashed only when there are some, so every other record hashes as before.
   */
  acknowledgements?: readonly SafetyAcknowledgement[];
  /** The terms and privacy policy the form showed (version and text hash), when it said. */
  documents?: readonly { kind: string; version: number; sha256: string }[] | undefined;
}

/** sha256 (hex) of the canonical JSON of exactly what the client saw, answered and signed. */
export function contentSha256(content: SignedContent): string {
  const canonical = canonicalJson({
    template_id: content.templateId,
    version: content.version,
    locale: content.locale,
    consent: { keys: content.consent.keys, text_sha256: content.consent.textSha256 },
    answers: content.answers,
    signatures: [...content.signatures].sort((a, b) => a.slot - b.slot),
    acknowledgements: content.acknowledgements?.length ? content.acknowledgements : undefined,
    // Left out when the caller named no document, so earlier hashes stay what they were.
    documents: content.documents?.length
      ? [...content.documents]
          .map((d) => ({ kind: d.kind, version: d.version, sha256: d.sha256 }))
          .sort((a, b) => a.kind.localeCompare(b.kind))
      : undefined,
  });
  return createHash('sha256').update(canonical).digest('hex');
}
