import type { Language } from '../../../../shared/languages';
import { en } from './en';
import { fr } from './fr';
import { zh } from './zh';
import { de } from './de';
import { ja } from './ja';
import { ar } from './ar';
import { es } from './es';
import type { AccessReportTexts } from './types';

export type { AccessReportTexts } from './types';

/** The access report's words in each language, one file per language for its translator. */
export const ACCESS_REPORT_TEXTS: Record<Language, AccessReportTexts> = {
  en,
  fr,
  zh,
  de,
  ja,
  ar,
  es,
};
