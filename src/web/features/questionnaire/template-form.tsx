import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { useLocation } from '../../app/navigation';
import type { FormPurpose } from '../../../shared/api/forms';
import type { Answers, Template } from './engine';
import { loadedTemplate, loadTemplateRemembered } from './loaded-templates';
import formStyles from '../../ui/form.module.css';
import { useFormsTexts } from '../../ui/forms-texts';
import { Questionnaire } from './questionnaire';

type TemplateState =
  { status: 'loading' } | { status: 'ready'; template: Template } | { status: 'failed' };

/** Loads a template (its own chunk) and the forms texts of the page's language, then renders it. */
export function TemplateForm(props: {
  templateId: string;
  storeCode: string;
  purpose: FormPurpose;
  initialAnswers?: Answers;
  appointmentId?: string;
  clientId?: string;
  intro?: (template: Template, answers: Answers, restore: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const texts = useFormsTexts('client sections');
  const [attempt, setAttempt] = useState(0);
  // A template already here (server-rendered page being hydrated) renders on the first render.
  const [state, setState] = useState<TemplateState>(() => {
    const template = loadedTemplate(props.templateId);
    return template ? { status: 'ready', template } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    if (!loadedTemplate(props.templateId)) setState({ status: 'loading' });
    loadTemplateRemembered(props.templateId).then(
      (template) =>
        live &&
        setState((now) =>
          // The same template object: keep the state, so React skips a render.
          now.status === 'ready' && now.template === template
            ? now
            : template
              ? { status: 'ready', template }
              : { status: 'failed' },
        ),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [props.templateId, attempt]);

  if (state.status === 'failed' || texts.state === 'failed') {
    return (
      <div className={formStyles.alert} role="alert">
        <p>{t('questionnaire.loadFailed')}</p>
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => {
            setAttempt((n) => n + 1);
            texts.retry();
          }}
        >
          {t('chunk.retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'loading' || texts.state === 'loading') {
    return <p role="status">{t('loading.label')}</p>;
  }
  return (
    <Questionnaire
      key={`${state.template.id}:${state.template.version}`}
      template={state.template}
      storeCode={props.storeCode}
      purpose={props.purpose}
      formPath={pathname}
      {...(props.initialAnswers ? { initialAnswers: props.initialAnswers } : {})}
      {...(props.appointmentId ? { appointmentId: props.appointmentId } : {})}
      {...(props.clientId ? { clientId: props.clientId } : {})}
      {...(props.intro
        ? {
            intro: (answers: Answers, restore: () => void) =>
              props.intro!(state.template, answers, restore),
          }
        : {})}
    />
  );
}
