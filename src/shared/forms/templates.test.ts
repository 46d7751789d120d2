import { describe, expect, it } from 'vitest';
import { STORE_CATALOGUE } from '../stores';
import { validateAnswers } from './answer-schema';
import { conditionQuestions } from './conditions';
import { loadTemplate } from './load-template';
import type { Condition, Template } from './model';
import { GENDERS } from './options/personal';
import { FAMILIAL_DISEASES, MEDICAL_CONDITIONS, MEDICAL_HISTORY } from './options/medical';
import { GOALS } from './options/lifestyle';
import { getTemplate, templateIds } from './registry';
import { isStaffTemplate as isStaff, roleOfQuestion } from './roles';
import { PATTERN_SAMPLES, validAnswers } from './test-support';

const templates = templateIds.map((id) => getTemplate(id) as Template);
const questionsOf = (t: Template) => t.sections.flatMap((s) => s.questions);

describe.each(templates.map((t) => [t.id, t] as const))('template %s', (_id, template) => {
  it('builds a schema that accepts a complete answer set and rejects an empty one', () => {
    expect(validateAnswers(template, validAnswers(template)).ok).toBe(true);
    expect(validateAnswers(template, {}).ok).toBe(false);
  });

  it('has unique snake_case question ids and option ids', () => {
    const ids = questionsOf(template).map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    for (const q of questionsOf(template)) {
      if (q.type !== 'single_choice' && q.type !== 'multi_choice') continue;
      expect(new Set(q.options.values).size).toBe(q.options.values.length);
      // A leading digit is allowed: needle gauges are `18g`, `20g`, ….
      for (const v of q.options.values) expect(v).toMatch(/^[a-z0-9][a-z0-9_]*$/);
    }
  });

  it('has conditions that refer only to earlier questions', () => {
    const seen = new Set<string>();
    const check = (condition: Condition | undefined) => {
      for (const id of condition ? conditionQuestions(condition) : []) expect(seen).toContain(id);
    };
    for (const section of template.sections) {
      check(section.when);
      for (const q of section.questions) {
        check(q.when);
        seen.add(q.id);
      }
    }
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(template))).toEqual(template);
  });

  it('is what the lazy loader gives the browser', async () => {
    expect(await loadTemplate(template.id)).toBe(template);
  });
});

const clientTemplates = templates.filter((t) => !isStaff(t));
const staffTemplates = templates.filter((t) => isStaff(t));

describe.each(clientTemplates.map((t) => [t.id, t] as const))(
  'client template %s',
  (_id, template) => {
    it('opens with the terms gate and has no staff section', () => {
      expect(template.sections[0]?.gate).toBe(true);
      expect(template.sections.filter((s) => s.gate)).toHaveLength(1);
      expect(template.sections.filter((s) => s.role)).toEqual([]);
    });
  },
);

describe.each(staffTemplates.map((t) => [t.id, t] as const))(
  'staff template %s',
  (_id, template) => {
    it('gives every section its staff role, and no gate', () => {
      const role = template.kind === 'detail' ? 'practitioner' : 'nurse';
      expect(template.sections.map((s) => s.role)).toEqual(template.sections.map(() => role));
      expect(template.sections.filter((s) => s.gate)).toEqual([]);
    });

    it('reads in each role’s sections only that role’s answers', () => {
      for (const section of template.sections) {
        const inSection = (id: string) => roleOfQuestion(template, id) === section.role;
        const conditions = [section.when, ...section.questions.map((q) => q.when)];
        for (const condition of conditions) {
          for (const id of condition ? conditionQuestions(condition) : []) {
            expect(inSection(id), id).toBe(true);
          }
        }
      }
    });
  },
);

describe('template registry', () => {
  it('has a template for every mf and new page the store catalogue names', () => {
    const names = STORE_CATALOGUE.flatMap((e) => [e.mf, e.new]).filter((n) => n !== undefined);
    for (const name of new Set(names)) expect(templateIds, name).toContain(name);
    for (const entry of STORE_CATALOGUE.filter((e) => e.mf)) {
      expect(getTemplate(entry.mf as string)?.version, entry.mf).toBe(entry.version);
    }
  });

  it('has a staff template of the right kind for every detail and medical variant', () => {
    for (const kind of ['detail', 'medical'] as const) {
      const names = new Set(STORE_CATALOGUE.map((e) => e[kind]).filter((n) => n !== undefined));
      expect(names.size).toBeGreaterThan(2);
      for (const name of names) expect(getTemplate(name)?.kind, name).toBe(kind);
    }
    expect(getTemplate('detailOld')).toMatchObject({ kind: 'detail', reviews: 'mfOld' });
    for (const entry of STORE_CATALOGUE) {
      for (const name of [entry.detail, entry.medical]) {
        if (name !== undefined) expect(getTemplate(name)?.version, name).toBe(entry.version);
      }
      // The practitioner reviews the form the same catalogue entry gives the client.
      if (entry.detail) expect(getTemplate(entry.detail)?.reviews, entry.detail).toBe(entry.mf);
    }
  });

  it('reviews a client template of the same version, brand and locale', () => {
    for (const detail of templates.filter((t) => t.kind === 'detail')) {
      const reviewed = getTemplate(detail.reviews ?? '');
      expect(reviewed?.kind, detail.id).not.toMatch(/detail|medical/);
      expect(reviewed).toMatchObject({
        version: detail.version,
        brand: detail.brand,
        locale: detail.locale,
      });
    }
  });

  it('finds a template only with its own version', () => {
    expect(getTemplate('mfUk', '20231027')?.id).toBe('mfUk');
    expect(getTemplate('mfUk', '20240926')).toBeUndefined();
    expect(getTemplate('toString')).toBeUndefined();
  });

  it('holds the spec §3 lists at their sizes', () => {
    expect(GENDERS.values).toHaveLength(14);
    expect(GOALS.values).toHaveLength(8);
    expect(MEDICAL_HISTORY.values).toHaveLength(35);
    expect(MEDICAL_HISTORY.values.at(-1)).toBe('none_of_the_above');
    expect(MEDICAL_HISTORY.values).toEqual(
      expect.arrayContaining(['heart_attack', 'g6pd_deficiency', 'diabetes', 'epilepsy', 'anemia']),
    );
    // 13 conditions plus "other" (and an exclusive "none").
    expect(MEDICAL_CONDITIONS.values.filter((v) => v !== 'none_of_the_above')).toHaveLength(14);
    expect(FAMILIAL_DISEASES.values.filter((v) => v !== FAMILIAL_DISEASES.exclusive)).toHaveLength(
      14,
    );
  });

  it('gives every text pattern a sample that matches it', () => {
    for (const [pattern, sample] of Object.entries(PATTERN_SAMPLES)) {
      expect(new RegExp(pattern, 'u').test(sample), pattern).toBe(true);
    }
  });

  it('keeps the variants’ differences', () => {
    const ids = (id: string) => questionsOf(getTemplate(id) as Template).map((q) => q.id);
    expect(ids('mfUs')).toEqual(expect.arrayContaining(['zip_code', 'hipaa_authorization']));
    expect(ids('mfUs')).not.toContain('gp_share_permission');
    expect(ids('mfUk')).toEqual(expect.arrayContaining(['postcode', 'gp_share_permission']));
    expect(ids('mf_uk_20240926')).toContain('gp_name');
    expect(ids('mf_dripdash')).toContain('treatment_at_home');
    expect(getTemplate('mf_dripdash')?.brand).toBe('dripdash');
    expect(ids('mfEd')).toContain('education_read');
    expect(ids('mfEm')).toContain('medical_alert');
    expect(ids('simpleMf')).not.toContain('signature_3');
    expect(getTemplate('mf_dripdash_detail')?.brand).toBe('dripdash');
    expect(getTemplate('medicalDripdash')?.brand).toBe('dripdash');
  });

  it.each(clientTemplates.filter((t) => questionsOf(t).some((q) => q.id === 'pregnant')))(
    '$id asks how many weeks after a pregnancy "yes", and only then',
    (template) => {
      const errorsOf = (changes: Record<string, unknown>) => {
        const result = validateAnswers(template, validAnswers(template, changes), {
          today: '2025-06-01',
        });
        return result.ok ? [] : result.errors.map((e) => `${e.path} ${e.message}`);
      };
      const woman = { gender: 'female' };
      expect(errorsOf({ ...woman, pregnant: 'yes', pregnancy_weeks: undefined })).toEqual([
        'pregnancy_weeks validation.required',
      ]);
      expect(errorsOf({ ...woman, pregnant: 'yes', pregnancy_weeks: 43 })).toEqual([
        'pregnancy_weeks validation.outOfRangeBetween',
      ]);
      expect(errorsOf({ ...woman, pregnant: 'yes', pregnancy_weeks: 12 })).toEqual([]);
      const notPregnant = validateAnswers(
        template,
        validAnswers(template, { ...woman, pregnant: 'not_sure', pregnancy_weeks: 12 }),
        { today: '2025-06-01' },
      );
      expect(notPregnant.ok && 'pregnancy_weeks' in notPregnant.answers).toBe(false);
    },
  );
});
