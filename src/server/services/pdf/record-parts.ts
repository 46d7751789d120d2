import {
  computedValues,
  describeAnswer,
  getTemplate,
  recordLabelKey,
  sectionTitleKey,
  visibleSections,
  type DisplayLine,
  type Question,
  type Template,
} from '../../../shared/forms';
import type { Block } from './document-model';
import { agreedDocumentBlocks } from './record-agreed-documents';
import { fillText, type PdfTexts } from './texts';
import { formatTime, isolate, type PdfClock } from './record-format';
import { acknowledgementBlocks } from './record-safety';
import type { RecordPart } from './record-types';

export interface PartContext {
  t: (key: string) => string;
  texts: PdfTexts;
  clock: PdfClock;
}

const ROLE_PARTS = { detail: 'practitionerPart', medical: 'nursePart' } as const;

function partTitle(part: RecordPart, texts: PdfTexts): string {
  if (part.kind === 'detail' || part.kind === 'medical') return texts[ROLE_PARTS[part.kind]];
  return part.kind === 'rf' ? texts.reconsent : texts.questionnaire;
}

/**
 * Joins the display parts of one answer line: translated option texts as they are, and every
 * value (what the client typed, a number, a date) as an isolate in its own direction, so a
 * phone number, a Latin name or an Arabic sentence reads in order whatever surrounds it.
 */
export function lineText(line: DisplayLine, t: (key: string) => string): string {
  return line
    .flatMap((part) => {
      if ('key' in part) return [t(part.key)];
      if ('text' in part) return [isolate(part.text)];
      return [];
    })
    .join(' ');
}

function roleName(role: string, texts: PdfTexts): string {
  return role in texts.roles ? texts.roles[role as keyof PdfTexts['roles']] : role;
}

function questionBlocks(
  question: Question,
  value: unknown,
  part: RecordPart,
  ctx: PartContext,
): Block[] {
  const { t, texts } = ctx;
  if (question.type === 'display') {
    return question.paragraphs.map((key) => ({ type: 'text', text: t(key), muted: true }));
  }
  const label = t(recordLabelKey(question));
  if (question.type === 'signature') {
    const signature = part.signatures.find((s) => s.slot === question.slot);
    if (!signature) return [{ type: 'field', label, lines: [texts.notRecorded] }];
    const when = formatTime(signature.signedAt, ctx.clock);
    return [
      {
        type: 'signature',
        label,
        png: signature.png,
        caption: fillText(texts.signedAt, { name: signature.signerName, time: when }),
      },
    ];
  }
  const lines = describeAnswer(question, value).map((line) => lineText(line, t));
  return [{ type: 'field', label, lines }];
}

/**
 * One submission: its title, every visible section with its answers, the safety warnings its
 * signer went ahead despite, then its addenda.
 */
export function partBlocks(part: RecordPart, ctx: PartContext): Block[] {
  const template: Template | undefined = getTemplate(part.templateId, part.version);
  if (!template) throw new Error(`unknown template ${part.templateId} ${part.version}`);
  const { t, texts } = ctx;
  const staff = part.kind === 'detail' || part.kind === 'medical';
  const blocks: Block[] = [
    {
      type: 'heading',
      level: 1,
      text: partTitle(part, texts),
      ...(staff ? { note: texts.staffOnly } : {}),
    },
  ];
  const computed = computedValues(template, part.answers);
  for (const { section, questions } of visibleSections(template, part.answers)) {
    blocks.push({
      type: 'heading',
      level: 2,
      text: t(sectionTitleKey(section)),
      ...(section.role ? { note: texts.staffOnly } : {}),
    });
    for (const question of questions) {
      const value =
        question.type === 'computed' ? computed[question.id] : part.answers[question.id];
      blocks.push(...questionBlocks(question, value, part, ctx));
    }
  }
  const signerRole = roleName(part.signedBy?.role ?? '', texts);
  blocks.push(...acknowledgementBlocks(part, template, { ...ctx, signerRole }));
  blocks.push(...agreedDocumentBlocks(part, texts));
  for (const addendum of part.addenda) {
    blocks.push({
      type: 'addendum',
      title: texts.addendum,
      meta: fillText(texts.addendumMeta, {
        name: addendum.staffName,
        role: roleName(addendum.staffRole, texts),
        time: formatTime(addendum.createdAt, ctx.clock),
        reason: addendum.reason,
      }),
      text: addendum.text,
    });
  }
  return blocks;
}
