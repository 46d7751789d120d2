import { describeAnswer, getTemplate, labelKey } from '../../../shared/forms';
import { diffRecords } from '../../../shared/forms/record-diff';
import type { Block } from './document-model';
import { formatTime } from './record-format';
import { lineText, type PartContext } from './record-parts';
import type { RecordForPdf } from './record-types';
import { fillText } from './texts';

/**
 * "What changed" for a returning client's visit record, as on the review screen: the newest
 * questionnaire against the previous visit's record, question by question with before and now,
 * and the screening flags the new answers raise for the first time. Nothing for a first visit.
 */
export function changesBlocks(record: RecordForPdf, ctx: PartContext): Block[] {
  const baseline = record.baseline;
  const latest = record.parts.filter((p) => p.kind === 'mf' || p.kind === 'rf').at(-1);
  if (!baseline || !latest) return [];
  const template = getTemplate(latest.templateId, latest.version);
  if (!template) return [];
  const { t, texts } = ctx;
  const since = formatTime(baseline.submittedAt, ctx.clock);
  const diff = diffRecords(template, baseline.answers, latest.answers);
  const blocks: Block[] = [
    { type: 'heading', level: 2, text: fillText(texts.whatChanged, { time: since }) },
  ];
  if (diff.changes.length === 0) {
    blocks.push({ type: 'text', text: fillText(texts.noChanges, { time: since }) });
  }
  for (const change of diff.changes) {
    const describe = (value: unknown) =>
      describeAnswer(change.question, value)
        .map((line) => lineText(line, t))
        .join('; ') || '—';
    blocks.push({
      type: 'field',
      label: `${t(labelKey(change.question))} (${texts.changeKinds[change.kind]})`,
      lines: [
        `${texts.changeBefore}: ${describe(change.before)}`,
        `${texts.changeNow}: ${describe(change.after)}`,
      ],
    });
  }
  const raised = diff.flags.filter((f) => f.new);
  if (raised.length > 0) {
    blocks.push({
      type: 'flags',
      title: texts.newFlags,
      items: raised.map((f) => t(`flags.${f.id}`)),
    });
  }
  return blocks;
}
