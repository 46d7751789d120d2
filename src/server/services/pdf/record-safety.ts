import type { Template } from '../../../shared/forms';
import { productKey } from '../../../shared/forms';
import { ruleTitleKey, severityKey } from '../../../shared/forms/safety';
import type { Block } from './document-model';
import { formatTime, type PdfClock } from './record-format';
import type { RecordPart } from './record-types';
import { fillText, type PdfTexts } from './texts';

/**
 * The safety warnings a staff section's signer went ahead despite (decision 027), boxed after
 * the section like a correction: the rule (and the product line it was about), its severity,
 * who and when, and the reason in the signer's own words.
 */
export function acknowledgementBlocks(
  part: RecordPart,
  template: Template,
  ctx: { t: (key: string) => string; texts: PdfTexts; clock: PdfClock; signerRole: string },
): Block[] {
  const { t, texts } = ctx;
  const products = template.sections
    .flatMap((s) => s.questions)
    .find((q) => q.type === 'product_lines');
  return (part.acknowledgements ?? []).map((ack) => {
    const product =
      ack.subject && products?.type === 'product_lines'
        ? ` — ${t(productKey(products.products, ack.subject))}`
        : '';
    return {
      type: 'addendum',
      title: fillText(texts.safetyAcknowledgement, { rule: t(ruleTitleKey(ack.rule)) + product }),
      meta: fillText(texts.safetyAcknowledgementMeta, {
        severity: t(severityKey(ack.severity)),
        name: ack.staffName,
        role: ctx.signerRole,
        time: formatTime(ack.acknowledgedAt, ctx.clock),
      }),
      text: fillText(texts.safetyReason, { reason: ack.reason }),
    };
  });
}
