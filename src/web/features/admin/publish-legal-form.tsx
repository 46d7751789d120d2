import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import {
  publishLegalBody,
  type LegalVersionDto,
  type PublishLegalBody,
} from '../../../shared/api/legal-documents';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { brandName } from '../../../shared/brands';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/languages';
import {
  LEGAL_BRANDS,
  LEGAL_DOCUMENT_KINDS,
  type LegalDocumentKind,
} from '../../../shared/legal-documents';
import { callApi } from '../../api/endpoint';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { TextField } from '../../ui/text-field';
import { showToast } from '../../ui/toast-store';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import styles from './staff.module.css';

type Texts = PublishLegalBody['texts'];
const emptyTexts = (): Texts =>
  Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', body: '' }])) as Texts;

/**
 * Publishes the next version of a brand's terms or privacy policy: the form starts from the
 * current version's texts in all seven languages, the admin edits them, confirms, and the
 * server stores them as a new version (returning clients agree again at their next form).
 */
export function PublishLegalForm(props: {
  versions: LegalVersionDto[];
  onPublished: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { formRef, errors, showErrors, showFailure, clear } = useApiForm();
  const [brand, setBrand] = useState(LEGAL_BRANDS[0] ?? '');
  const [kind, setKind] = useState<LegalDocumentKind>('terms');
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [confirming, setConfirming] = useState(false);
  const current = props.versions
    .filter((v) => v.brand === brand && v.kind === kind)
    .reduce((n, v) => Math.max(n, v.version), 0);

  // Start from the current version's texts of the chosen brand and document.
  useEffect(() => {
    let live = true;
    setTexts(emptyTexts());
    if (current === 0) return;
    void callApi('GET /api/admin/legal-documents/:brand/:kind/:version', {
      params: { brand, kind, version: String(current) },
    }).then((envelope) => {
      if (!live || envelope.code !== 0) return;
      const next = emptyTexts();
      for (const text of envelope.data.texts) {
        next[text.language] = { title: text.title, body: text.body };
      }
      setTexts(next);
    });
    return () => {
      live = false;
    };
  }, [brand, kind, current]);

  const body = { brand, kind, texts };
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(publishLegalBody, body);
    if (!checked.ok) return void showErrors(checked.errors);
    clear();
    setConfirming(true);
  };
  const publish = async () => {
    setConfirming(false);
    const envelope = await callApi('POST /api/admin/legal-documents', { body }, { quiet: true });
    if (envelope.code !== 0) {
      if (showFailure(envelope)) return;
      if (envelope.code === ERROR_CODES.sessionExpired) return;
      return showToast('error', envelope.message);
    }
    showToast(
      'success',
      t('legalAdmin.published', {
        version: envelope.data.version,
        document: t(`legal.kind.${kind}`),
        brand: brandName(brand),
      }),
    );
    await props.onPublished();
  };
  const setText = (language: Language, part: 'title' | 'body', value: string) =>
    setTexts((all) => ({ ...all, [language]: { ...all[language], [part]: value } }));

  return (
    <section className={styles.section} aria-labelledby="publish-legal-title">
      <h2 id="publish-legal-title" className={styles.sectionTitle}>
        {t('legalAdmin.publishTitle')}
      </h2>
      <form ref={formRef} className={formStyles.form} onSubmit={ask} noValidate>
        <Field label={t('legalAdmin.brand')} error={errors.brand}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={brand}
              onChange={(event) => setBrand(event.target.value)}
            >
              {LEGAL_BRANDS.map((b) => (
                <option key={b} value={b}>
                  {brandName(b)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('legalAdmin.kind')} error={errors.kind}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={kind}
              onChange={(event) => setKind(event.target.value as LegalDocumentKind)}
            >
              {LEGAL_DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`legal.kind.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className={formStyles.hint} data-testid="starts-from">
          {current > 0
            ? t('legalAdmin.startFrom', { version: current })
            : t('legalAdmin.firstVersion')}
        </p>
        <div className={styles.languageTexts}>
          {LANGUAGES.map((language) => (
            <fieldset
              key={language}
              className={styles.languageText}
              lang={language}
              data-language={language}
            >
              <legend>{LANGUAGE_NAMES[language]}</legend>
              <TextField
                label={t('legalAdmin.titleField', { language: LANGUAGE_NAMES[language] })}
                error={errors[`texts.${language}.title`] ?? errors[`texts.${language}`]}
                autoComplete="off"
                value={texts[language].title}
                onChange={(value) => setText(language, 'title', value)}
              />
              <Field
                label={t('legalAdmin.bodyField', { language: LANGUAGE_NAMES[language] })}
                error={errors[`texts.${language}.body`]}
                hint={t('legalAdmin.bodyHint')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    className={`${formStyles.input} ${styles.bodyInput}`}
                    dir="auto"
                    value={texts[language].body}
                    onChange={(event) => setText(language, 'body', event.target.value)}
                  />
                )}
              </Field>
            </fieldset>
          ))}
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary}>
            {t('legalAdmin.publish', { version: current + 1 })}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('legalAdmin.confirmTitle', { version: current + 1 })}
        body={t('legalAdmin.confirmBody')}
        confirmLabel={t('legalAdmin.publish', { version: current + 1 })}
        onConfirm={() => void publish()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
