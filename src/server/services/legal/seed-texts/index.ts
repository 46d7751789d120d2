import type { Language } from '../../../../shared/languages';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { SeedTexts } from './types';
import { zh } from './zh';

export type { SeedDocument, SeedTexts } from './types';

/**
 * The terms of service and privacy policy every brand starts with, in the seven languages:
 * honest, general texts for an IV-therapy clinic (UK GDPR), written to be replaced. An admin
 * publishes the clinic's own as a new version on /admin/documents.
 */
export const SEED_TEXTS: Record<Language, SeedTexts> = { en, fr, zh, de, ja, ar, es };
