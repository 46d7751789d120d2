import { and, eq, inArray } from 'drizzle-orm';
import { getTemplate, type ProductList } from '../../../shared/forms';
import {
  acknowledgementErrors,
  acknowledgementsOf,
  clientFacts,
  menuOf,
  type ClientFacts,
  type SafetyAcknowledgement,
  type SafetyAcknowledgementInput,
  type SafetyWarning,
  type SignedQuestionnaire,
} from '../../../shared/forms/safety';
import { medicalTemplateFor } from '../../../shared/staff-templates';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { QUESTIONNAIRE_KINDS } from './signed-records';

/**
 * The server's side of the safety checks (decision 027). It never trusts the browser's
 * warnings: it reads the visit's signed questionnaires itself, evaluates the same rules on the
 * validated answers, and refuses a signature that leaves a warning without a reason.
 */

/** What the rules read of the client: every signed questionnaire of the visit. */
export async function visitClientFacts(db: Db, appointmentId: string): Promise<ClientFacts> {
  const rows = await db
    .select({
      templateId: formSubmissions.templateId,
      version: formSubmissions.templateVersion,
      answers: formSubmissions.answers,
    })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.appointmentId, appointmentId),
        eq(formSubmissions.status, 'submitted'),
        inArray(formSubmissions.kind, QUESTIONNAIRE_KINDS),
      ),
    );
  const signed: SignedQuestionnaire[] = [];
  for (const row of rows) {
    const template = getTemplate(row.templateId, row.version);
    if (template) signed.push({ template, answers: row.answers });
  }
  return clientFacts(signed);
}

/** The products the visit's treatment record offers (its store's menu). */
export function visitMenu(storeCode: string): ProductList {
  return menuOf(getTemplate(medicalTemplateFor(storeCode)));
}

/**
 * The acknowledgements to store, one per warning, or a 400 naming each missing reason
 * (`acknowledgements.<rule>[@<product>]`) and each acknowledgement of nothing.
 */
export function requireAcknowledgements(
  warnings: readonly SafetyWarning[],
  given: readonly SafetyAcknowledgementInput[] | undefined,
): SafetyAcknowledgement[] {
  const errors = acknowledgementErrors(warnings, given ?? []);
  if (errors.length > 0) throw new AppError('validation', errors);
  return acknowledgementsOf(warnings, given ?? []);
}
