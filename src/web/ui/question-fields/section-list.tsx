import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { Answers, QuestionId } from '../../../shared/forms/model';
import { sectionTitleKey } from '../../../shared/forms/text-keys';
import type { VisibleSection } from '../../../shared/forms/visibility';
import type { SignatureResult } from '../signature-pad';
import { questionError, type ErrorMap } from './answers';
import { QuestionView } from './question-field';
import styles from './questionnaire.module.css';

interface SectionListProps {
  sections: readonly VisibleSection[];
  answers: Answers;
  errors: ErrorMap;
  computed: Record<QuestionId, number>;
  brand: string;
  /** The form's region (a US form types dates month first). */
  region: 'uk' | 'us';
  signerName: string;
  onChange: (id: string, value: unknown) => void;
  onSignature: (id: string, result: SignatureResult | undefined) => void;
  /** A staff section sits inside a record screen under its h2: its titles are h3 there. */
  headingLevel?: 2 | 3;
  /** The record screens draw each section as a panel of their own style. */
  sectionClassName?: string;
  titleClassName?: string;
  /** What a screen shows right after a question (a record screen's safety warnings). */
  afterQuestion?: (id: QuestionId) => ReactNode;
}

/**
 * The visible sections of a questionnaire page, each with its title and its questions. A title
 * can take focus: the page moves focus there when the client leaves the terms.
 */
export function SectionList(props: SectionListProps) {
  const { t } = useTranslation();
  const { answers, errors, computed, brand } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return props.sections.map(({ section, questions }) => (
    // A named group, not a landmark: its heading is what a screen reader moves by, and the
    // page's regions stay the few parts a person moves between.
    <section
      key={section.id}
      className={props.sectionClassName ?? styles.section}
      role="group"
      aria-labelledby={`s-${section.id}`}
      data-section={section.id}
    >
      <Heading
        id={`s-${section.id}`}
        className={props.titleClassName ?? styles.sectionTitle}
        tabIndex={-1}
      >
        {t(`forms:${sectionTitleKey(section)}`, { brand: t(`forms:brands.${brand}`) })}
      </Heading>
      {questions.map((q) => (
        <Fragment key={q.id}>
          <QuestionView
            question={q}
            value={answers[q.id]}
            error={questionError(errors, q)}
            detailError={errors[`${q.id}.detail`]}
            computed={computed[q.id]}
            brand={brand}
            region={props.region}
            signerName={props.signerName}
            headingLevel={props.headingLevel === 3 ? 4 : 3}
            onChange={props.onChange}
            onSignature={props.onSignature}
          />
          {props.afterQuestion?.(q.id)}
        </Fragment>
      ))}
    </section>
  ));
}
