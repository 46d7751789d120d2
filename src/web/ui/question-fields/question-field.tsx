import { lazy, memo, Suspense } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { AgreementField } from './agreement-field';
import { ComputedField } from './computed-field';
import { DateField } from './date-field';
import { DisplayBlock } from './display-block';
import { MultiChoiceField } from './multi-choice-field';
import { NumberField } from './number-field';
import type { QuestionProps } from './question-props';
import { SignatureField } from './signature-field';
import { SingleChoiceField } from './single-choice-field';
import { TextQuestionField } from './text-question-field';
import { TimeField } from './time-field';
import { YesNoField } from './yes-no-field';
import styles from './questionnaire.module.css';

export type { QuestionProps } from './question-props';

/** Only the nurse's record has product lines: their code stays off the client's form. */
const ProductLinesField = lazy(() =>
  import('./product-lines-field').then((m) => ({ default: m.ProductLinesField })),
);

function FieldLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('loading.label')}</p>;
}

/** The field that draws a question's type. */
function QuestionControl(props: QuestionProps) {
  const { question: q } = props;
  switch (q.type) {
    case 'display':
      return <DisplayBlock {...props} question={q} />;
    case 'computed':
      return <ComputedField {...props} question={q} />;
    case 'text':
    case 'long_text':
      return <TextQuestionField {...props} question={q} />;
    case 'number':
      return <NumberField {...props} question={q} />;
    case 'time':
      return <TimeField {...props} question={q} />;
    case 'product_lines':
      return (
        <Suspense fallback={<FieldLoading />}>
          <ProductLinesField {...props} question={q} />
        </Suspense>
      );
    case 'date':
      return <DateField {...props} question={q} />;
    case 'single_choice':
      return <SingleChoiceField {...props} question={q} />;
    case 'multi_choice':
      return <MultiChoiceField {...props} question={q} />;
    case 'yes_no':
      return <YesNoField {...props} question={q} />;
    case 'agreement':
      return <AgreementField {...props} question={q} />;
    case 'signature':
      return <SignatureField {...props} question={q} />;
  }
}

/** One question, drawn from its type. Memoized: typing re-renders only the changed question. */
export const QuestionView = memo(function QuestionView(props: QuestionProps) {
  return (
    <div className={styles.question} data-question={props.question.id}>
      <QuestionControl {...props} />
    </div>
  );
});
