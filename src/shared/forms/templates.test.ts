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
      for (const v of q.options.values) expect(v).toMatch(/^[a-z][a-z0-9_]*$/);
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

  it('opens with the terms gate and survives a JSON round trip unchanged', () => {
    expect(template.sections[0]?.gate).toBe(true);
    expect(template.sections.filter((s) => s.gate)).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(template))).toEqual(template);
  });

  it('is what the lazy loader gives the browser', async () => {
    expect(await loadTemplate(template.id)).toBe(template);
  });
});

describe('template registry', () => {
  it('has a template for every mf and new page the store catalogue names', () => {
    const names = STORE_CATALOGUE.flatMap((e) => [e.mf, e.new]).filter((n) => n !== undefined);
    for (const name of new Set(names)) expect(templateIds, name).toContain(name);
    for (const entry of STORE_CATALOGUE.filter((e) => e.mf)) {
      expect(getTemplate(entry.mf as string)?.version, entry.mf).toBe(entry.version);
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
  });
});
