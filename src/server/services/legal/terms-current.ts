import { getTemplate } from '../../../shared/forms';
import {
  documentBrand,
  LEGAL_DOCUMENT_KINDS,
  TERMS_AGREEMENT_QUESTION,
} from '../../../shared/legal-documents';
import type { Db } from '../../db/client';
import { agreedVersionsOf } from './document-consents-read';
import { currentVersions } from './legal-documents';

/**
 * Whether the client has agreed to the brand's current terms of service and privacy policy (a
 * version in any language counts). A client who never agreed to a published document, such as
 * one who signed before the documents existed, has not.
 */
export async function agreedToCurrentTerms(
  db: Db,
  clientId: string,
  brand: string,
): Promise<boolean> {
  const [agreed, current] = await Promise.all([
    agreedVersionsOf(db, clientId, brand),
    currentVersions(db, brand),
  ]);
  return LEGAL_DOCUMENT_KINDS.every((kind) => (agreed[kind] ?? 0) >= (current[kind] ?? 0));
}

/**
 * A re-consent opens with the last answers; the agreement to the terms comes with them only
 * while it is an agreement to the current versions. After a new version the box is empty, so
 * the form's first step asks the client to read and agree again (the least friction: nothing
 * else changes, and no returning client can sign under terms they have not seen).
 */
export async function withTermsAgreement(
  db: Db,
  clientId: string,
  form: {
    template_id: string;
    version: string;
    store_code: string;
    answers: Record<string, unknown>;
  },
): Promise<{ answers: Record<string, unknown>; changed: boolean }> {
  const template = getTemplate(form.template_id, form.version);
  if (!template) return { answers: form.answers, changed: false };
  const brand = documentBrand(form.store_code, template.brand);
  if (await agreedToCurrentTerms(db, clientId, brand)) {
    return { answers: form.answers, changed: false };
  }
  const { [TERMS_AGREEMENT_QUESTION]: _agreed, ...answers } = form.answers;
  return { answers, changed: true };
}
