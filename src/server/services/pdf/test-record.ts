import { PNG } from 'pngjs';
import { getTemplate, screeningFlags, type Answers } from '../../../shared/forms';
import { validAnswers } from '../../../shared/forms/test-support';
import type { Language } from '../../../shared/languages';
import type { RecordForPdf, RecordPart } from './record-types';

/** What a client of each language typed: a name and a free-text answer in their script. */
export const CLIENT_TEXT: Record<Language, { first: string; last: string; allergy: string }> = {
  en: { first: 'Emily', last: 'Carter', allergy: 'Penicillin, a rash in 2019' },
  fr: { first: 'Élodie', last: 'Moreau', allergy: 'Pénicilline, éruption cutanée en 2019' },
  de: { first: 'Jürgen', last: 'Weiß', allergy: 'Penicillin, Hautausschlag im Jahr 2019' },
  es: { first: 'Lucía', last: 'Fernández', allergy: 'Penicilina, erupción en la piel en 2019' },
  zh: { first: '小明', last: '王', allergy: '对青霉素过敏，曾出现皮疹' },
  ja: { first: '太郎', last: '山田', allergy: 'ペニシリンで発疹が出たことがあります' },
  ar: { first: 'محمد', last: 'العلي', allergy: 'حساسية من البنسلين وظهور طفح جلدي' },
};

/** A signature-like PNG: a dark wave on a transparent 480 × 160 canvas. */
export function signaturePng(seed = 1): Uint8Array {
  const png = new PNG({ width: 480, height: 160 });
  for (let x = 20; x < 460; x++) {
    const y = Math.round(80 + 40 * Math.sin((x * seed) / 37) * Math.cos(x / 90));
    for (let dy = -2; dy <= 2; dy++) {
      const at = ((y + dy) * 480 + x) * 4;
      png.data[at + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

function part(
  kind: RecordPart['kind'],
  templateId: string,
  answers: Answers,
  signers: string[],
  at: string,
  signedBy: RecordPart['signedBy'] = null,
): RecordPart {
  const template = getTemplate(templateId)!;
  return {
    kind,
    submissionId: `00000000-0000-4000-8000-00000000000${signers.length}`,
    templateId,
    version: template.version,
    submittedAt: at,
    answers,
    flags: kind === 'mf' ? screeningFlags(template, answers) : [],
    signatures: signers.map((name, i) => ({
      slot: i + 1,
      signerName: name,
      signedAt: at,
      png: signaturePng(i + 2),
    })),
    signedBy,
    addenda: [],
  };
}

/**
 * A full signed record (UK questionnaire with three signatures, the practitioner's detail
 * record, the nurse's treatment record, an addendum) in one language: tests and the benchmark.
 */
export function fullRecord(language: Language): RecordForPdf {
  const who = CLIENT_TEXT[language];
  // Chinese and Japanese names are written family name first, without a space.
  const name =
    language === 'zh' || language === 'ja' ? `${who.last}${who.first}` : `${who.first} ${who.last}`;
  const mf = getTemplate('mfUk')!;
  const client = validAnswers(mf, {
    first_name: who.first,
    last_name: who.last,
    allergies: { answer: 'yes', detail: who.allergy },
    alcohol: { answer: 'yes' },
    alcohol_units_per_week: 48,
  });
  const detail = validAnswers(getTemplate('mfDetailUk')!, {
    practitioner_full_name: 'Sarah Jones',
    clearance_decision: 'cleared',
  });
  const medical = validAnswers(getTemplate('medicalUk')!, { nurse_full_name: 'Tom Baker' });
  const questionnaire = part('mf', 'mfUk', client, [name, name, name], '2025-03-14T10:02:00Z');
  questionnaire.addenda.push({
    staffName: 'Sarah Jones',
    staffRole: 'practitioner',
    reason: 'Client corrected at the visit',
    text: who.allergy,
    createdAt: '2025-03-14T10:20:00Z',
  });
  return {
    recordId: '7c1e2a9b-4d3f-4e8a-9b2c-1f0e3d5a6b7c',
    contentSha256: 'a3f1c9e0b7d24c6f8e1a5b3d9c7e2f4a6b8d0c1e3f5a7b9d2c4e6f8a0b1c3d5e',
    language,
    store: {
      name: 'London',
      brand: 'ivclinic',
      timezone: 'Europe/London',
      country: 'GB',
      language: 'en',
    },
    client: { name, dateOfBirth: '1990-05-17' },
    appointment: { number: 'AP-7KQ2M9XR', startsAt: '2025-03-14T10:00:00Z' },
    parts: [
      questionnaire,
      part('detail', 'mfDetailUk', detail, ['Sarah Jones'], '2025-03-14T10:25:00Z', {
        name: 'Sarah Jones',
        role: 'practitioner',
      }),
      part('medical', 'medicalUk', medical, ['Tom Baker'], '2025-03-14T11:30:00Z', {
        name: 'Tom Baker',
        role: 'nurse',
      }),
    ],
    audit: {
      submitted: { at: '2025-03-14T10:02:00Z', by: name },
      signerIp: '203.0.113.42',
      identity: {
        at: '2025-03-14T10:10:00Z',
        by: 'Nora Nurse',
        method: 'in_person',
        document: 'passport',
      },
      clearance: { at: '2025-03-14T10:25:00Z', by: 'Sarah Jones', decision: 'cleared' },
      treatment: { at: '2025-03-14T11:30:00Z', by: 'Tom Baker' },
      consentTextVersion: `mfUk ${mf.version}`,
    },
  };
}

/**
 * The record with a re-consent signed after its questionnaire (one answer changed to "Latex"):
 * a visit record can hold both, each printed under its own heading.
 */
export function withReconsent(record: RecordForPdf): RecordForPdf {
  const questionnaire = record.parts[0]!;
  const reconsent: RecordPart = {
    ...questionnaire,
    kind: 'rf',
    submissionId: '00000000-0000-4000-8000-000000000009',
    submittedAt: '2025-03-14T10:05:00Z',
    answers: { ...questionnaire.answers, allergies: { answer: 'yes', detail: 'Latex' } },
    addenda: [],
  };
  return { ...record, parts: [questionnaire, reconsent, ...record.parts.slice(1)] };
}
