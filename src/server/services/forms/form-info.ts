import type { FastifyRequest } from 'fastify';
import type { FormInfoBody, FormInfoResult } from '../../../shared/api/forms';
import { getTemplate, type Template } from '../../../shared/forms';
import type { CatalogueEntryDto } from '../../../shared/api/catalogue';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { findCatalogueEntry } from '../catalogue';
import { auditActor, type FormActor } from './actor';
import { findOwnDraft } from './draft-store';

type CatalogueForm = FormInfoResult['form'];

/** The catalogue entry and the template it names for one page, or 404 `forms.storeFormNotFound`. */
export async function resolveStoreForm(
  ctx: AppContext,
  storeCode: string,
  version: string,
  form: CatalogueForm,
): Promise<{ entry: CatalogueEntryDto; template: Template }> {
  const entry = await findCatalogueEntry(ctx.db, storeCode, version);
  const templateId = entry?.[form];
  const template = templateId ? getTemplate(templateId) : undefined;
  if (!entry || !template) throw new AppError('notFound', undefined, 'forms.storeFormNotFound');
  return { entry, template };
}

/** get_form_info(_form_new): what the page must render, and the caller's own draft if any. */
export async function formInfo(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  body: FormInfoBody,
  form: CatalogueForm,
): Promise<FormInfoResult> {
  const { entry, template } = await resolveStoreForm(ctx, body.store_code, body.version, form);
  const draft = await findOwnDraft(ctx.db, actor, {
    templateId: template.id,
    version: template.version,
    draftToken: body.draft_token,
  });
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: 'forms.info.read',
      entity: 'form_submission',
      entityId: draft?.id ?? null,
      outcome: 'success',
      data: { store_code: entry.store_code, template_id: template.id, draft: Boolean(draft) },
    },
    request,
  );
  return {
    store_code: entry.store_code,
    store_name: entry.store_name,
    brand: entry.brand,
    version: entry.version,
    form,
    template_id: template.id,
    template_version: template.version,
    template_kind: template.kind,
    draft: draft
      ? {
          draft_id: draft.id,
          updated_at: draft.updatedAt.toISOString(),
          answered: Object.keys(draft.answers).length,
        }
      : null,
  };
}
