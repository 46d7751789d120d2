import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { FieldError } from '../../../shared/api/envelope';
import type { Answers, ProductList, QuestionId, Template } from '../../../shared/forms/model';
import {
  SAFETY_KEYS as K,
  type SafetyAcknowledgementInput,
  type SafetyWarning,
} from '../../../shared/forms/safety';
import formStyles from '../../ui/form.module.css';
import type { ProductLineNote } from '../../ui/question-fields/product-line-notes';
import { reasonFieldId, warningTitle, type SafetyT } from './safety-text';
import { SafetyWarningBlock } from './safety-warning';

/** What a staff form checks (decision 027): the same rules the server refuses a signature by. */
export interface SafetySetup {
  /** The warnings the answers raise now, and whether signing needs a reason for each. */
  check: (answers: Answers) => { warnings: SafetyWarning[]; needReason: boolean };
  /** The products warnings name: the visit's menu. */
  menu: ProductList;
}

const NONE = { warnings: [] as SafetyWarning[], needReason: false };

/** Where a warning is shown: beside the decision, under its reading (product lines: in the line). */
function anchorOf(warning: SafetyWarning): QuestionId | undefined {
  if (warning.step === 'clearance') return 'clearance_decision';
  if (warning.step === 'infusion_start') return warning.reading?.question;
  return undefined;
}

/**
 * The safety warnings of a staff form as the member of staff fills it: each shown where it
 * applies with a box for the reason, a live region that says when warnings appear, the
 * reasons to send with the signature, and the server's refusals mapped back to the boxes.
 */
export function useSafety(
  setup: SafetySetup | undefined,
  template: Template,
  answers: Answers,
  attempted: boolean,
) {
  const { t } = useTranslation();
  const brand = t(`forms:brands.${template.brand}`);
  const tf: SafetyT = useCallback(
    (key, values) => t(`forms:${key}`, { brand, ...values }),
    [t, brand],
  );
  const state = useMemo(() => setup?.check(answers) ?? NONE, [setup, answers]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const onReason = useCallback((key: string, reason: string) => {
    setReasons((current) => ({ ...current, [key]: reason }));
    setRefused((current) => new Set([...current].filter((k) => k !== key)));
  }, []);
  const menu = setup?.menu ?? { id: 'none', items: [] };
  const reasonOf = (key: string) => (reasons[key] ?? '').trim();
  const missing = state.needReason ? state.warnings.filter((w) => reasonOf(w.key) === '') : [];
  const shown = new Set([...(attempted ? missing.map((w) => w.key) : []), ...refused]);

  const block = (warning: SafetyWarning): ReactNode => (
    <SafetyWarningBlock
      key={warning.key}
      warning={warning}
      menu={menu}
      template={template}
      t={tf}
      needReason={state.needReason}
      reason={reasons[warning.key] ?? ''}
      missing={shown.has(warning.key)}
      onReason={onReason}
    />
  );
  const afterQuestion = (id: QuestionId): ReactNode => {
    const here = state.warnings.filter((w) => anchorOf(w) === id);
    return here.length > 0 ? here.map(block) : null;
  };
  const lineNote: ProductLineNote = (index) => {
    const here = state.warnings.filter((w) => w.step === 'product_line' && w.line === index);
    return here.length > 0 ? here.map(block) : null;
  };
  const titles = state.warnings.map((w) => warningTitle(w, menu, tf));
  const announcer = (
    <p
      className={formStyles.visuallyHidden}
      role="status"
      aria-live="polite"
      data-testid="safety-announcer"
    >
      {titles.length > 0 ? tf(K.announce, { count: titles.length, titles: titles.join('; ') }) : ''}
    </p>
  );
  const summary = state.warnings
    .filter((w) => shown.has(w.key))
    .map((w) => ({
      target: reasonFieldId(w.key),
      text: tf(K.reasonRequired, { warning: warningTitle(w, menu, tf) }),
    }));
  const acknowledgements: SafetyAcknowledgementInput[] = state.needReason
    ? state.warnings.map((w) => ({
        rule: w.rule.id,
        subject: w.product ?? null,
        reason: reasonOf(w.key),
      }))
    : [];

  /**
   * The server's refusals: a missing reason marks its box; anything else about
   * acknowledgements means this screen's checks differ from the server's (say so).
   */
  const takeServerErrors = (fields: readonly FieldError[]) => {
    const rest: FieldError[] = [];
    const keys = new Set(state.warnings.map((w) => w.key));
    const marked = new Set<string>();
    let mismatch = false;
    for (const field of fields) {
      const match = /^acknowledgements\.(.+)$/.exec(field.path);
      if (!match) rest.push(field);
      else if (field.message === 'safety.reasonRequired' && keys.has(match[1]!)) {
        marked.add(match[1]!);
      } else mismatch = true;
    }
    setRefused(marked);
    return { rest, mismatch: mismatch ? tf(K.mismatch) : undefined };
  };

  return {
    ready: missing.length === 0,
    acknowledgements,
    afterQuestion,
    lineNote,
    announcer,
    summary,
    takeServerErrors,
  };
}
