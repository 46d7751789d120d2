import type { SignatureInput } from '../../../shared/api/forms';
import type { Language } from '../../../shared/languages';
import {
  foreignAnswerIds,
  getTemplate,
  sectionsForRole,
  templateIds,
  type StaffRole,
  type Template,
} from '../../../shared/forms';
import { AppError } from '../../http/app-error';
import {
  prepareSigned,
  type PreparedSubmission,
  type SignedInput,
} from '../forms/submission-input';
import { answerableIds, answerSchemaFor } from '../forms/templates';
import { decodeSignatures } from '../forms/signature-decode';

/**
 * Refuses answers the writer may not give: ids of no question in any form are a 400 like any
 * unknown question; ids of another role's section or of the client's questionnaire (in this
 * template or in the visit's other forms) are a 403 naming each one, so a nurse learns the
 * practitioner's section is not theirs to write rather than seeing it silently dropped.
 */
export function assertOwnAnswers(
  template: Template,
  role: StaffRole,
  answers: Record<string, unknown>,
): void {
  const foreign = foreignAnswerIds(template, role, answers);
  if (foreign.length === 0) return;
  const known = questionIdsOfEveryForm();
  const unknown = foreign.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(
      'validation',
      unknown
        .slice(0, 20)
        .map((id) => ({ path: `answers.${id}`, message: 'validation.unknownQuestion' })),
    );
  }
  throw new AppError(
    'forbidden',
    foreign.slice(0, 20).map((id) => ({ path: `answers.${id}`, message: 'visits.roleNotAllowed' })),
    'visits.roleNotAllowed',
  );
}

let everyQuestionId: Set<string> | undefined;

/** Question ids of every template the engine has: the line between "not yours" and "no such". */
function questionIdsOfEveryForm(): Set<string> {
  everyQuestionId ??= new Set(templateIds.flatMap((id) => [...answerableIds(getTemplate(id)!)]));
  return everyQuestionId;
}

/** Only this role's sections: what the writer fills, signs and is hashed. */
export function rolePart(template: Template, role: StaffRole): Template {
  return { ...template, sections: sectionsForRole(template, role) };
}

/**
 * One role's section of a staff template, checked like a questionnaire (the same engine and
 * signature checks) but against that role's sections only: the other role's required
 * questions are not required, and its answers are refused above. `acknowledge` turns the
 * validated answers into the safety acknowledgements signed with them (or refuses).
 */
export async function prepareStaffSection(
  template: Template,
  role: StaffRole,
  input: { locale: Language; answers: Record<string, unknown>; signature: SignatureInput },
  today: string,
  acknowledge?: SignedInput['acknowledge'],
): Promise<PreparedSubmission> {
  assertOwnAnswers(template, role, input.answers);
  const kind = template.kind === 'medical' ? 'medical' : 'detail';
  const prepared = prepareSigned(
    rolePart(template, role),
    answerSchemaFor(template, today, role),
    kind,
    {
      locale: input.locale,
      answers: input.answers,
      signatures: [input.signature],
      consentTextSha256: null,
      answerPathPrefix: 'answers.',
      ...(acknowledge ? { acknowledge } : {}),
    },
  );
  // The signature's header was judged above; its full decode runs in a check worker.
  await decodeSignatures([input.signature], prepared.signatures);
  return prepared;
}

/**
 * The staff template this visit uses (src/shared/staff-templates.ts), exactly as the writer
 * saw it: another template or version is a 400 at the field that differs.
 */
export function requireVisitTemplate(
  expectedId: string | undefined,
  body: { template_id: string; version: string },
): Template {
  const template = expectedId ? getTemplate(expectedId) : undefined;
  if (!template || body.template_id !== template.id) {
    throw new AppError('validation', [{ path: 'template_id', message: 'visits.wrongTemplate' }]);
  }
  if (body.version !== template.version) {
    throw new AppError('validation', [{ path: 'version', message: 'visits.wrongTemplate' }]);
  }
  return template;
}
