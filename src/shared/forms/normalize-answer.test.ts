import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answer-schema';
import { computedValues } from './visibility';
import type { Question } from './model';
import { normalizeAnswer, numberOrText } from './normalize-answer';
import { getTemplate } from './registry';
import { validAnswers } from './test-support';

const TODAY = { today: '2025-06-01' };
const height: Question = { id: 'height', type: 'number', min: 50, max: 250, unit: 'cm' };

describe('answers typed in other digit systems', () => {
  it('a number field reads every digit system; text that is no number stays text', () => {
    expect(numberOrText('١٦٥')).toBe(165);
    expect(numberOrText('۱۶۵٫۵')).toBe(165.5);
    expect(numberOrText('１６５')).toBe(165);
    expect(numberOrText(' ')).toBeUndefined();
    expect(numberOrText('tall')).toBe('tall');
  });

  it('keeps dates, times, phone numbers and postcodes in ASCII, free text as typed', () => {
    expect(normalizeAnswer(height, 165)).toBe(165);
    expect(normalizeAnswer({ id: 'd', type: 'date' }, '١٩٩٠-٠٥-١٧')).toBe('1990-05-17');
    expect(normalizeAnswer({ id: 't', type: 'time' }, '０９:３０')).toBe('09:30');
    const phone: Question = { id: 'p', type: 'text', input: 'tel' };
    expect(normalizeAnswer(phone, '٠٧٤٠٠ ٥٥٥٦٦٦')).toBe('07400 555666');
    const note: Question = { id: 'n', type: 'long_text' };
    expect(normalizeAnswer(note, 'ألم منذ ٣ أيام')).toBe('ألم منذ ٣ أيام');
  });

  it('the server schema accepts an API caller’s Arabic digits and stores ASCII', () => {
    const mfUk = getTemplate('mfUk')!;
    const result = validateAnswers(
      mfUk,
      {
        ...validAnswers(mfUk),
        height: 165,
        weight: 62.5,
        date_of_birth: '١٩٩٠-٠٥-١٧',
        emergency_contact_phone: '٠٧٤٠٠ ٥٥٥٦٦٦',
      },
      TODAY,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.answers).toMatchObject({
      height: 165,
      weight: 62.5,
      date_of_birth: '1990-05-17',
      emergency_contact_phone: '07400 555666',
    });
    expect(computedValues(mfUk, result.answers).bmi).toBe(23);
  });

  it('reports text sent for a number as an invalid number, not as missing', () => {
    const mfUk = getTemplate('mfUk')!;
    for (const height of ['١٦٥ سم', '١٦٥', numberOrText('tall')]) {
      const result = validateAnswers(mfUk, { ...validAnswers(mfUk), height }, TODAY);
      expect(result.ok ? [] : result.errors).toEqual([
        { path: 'height', message: 'validation.invalidFormat' },
      ]);
    }
  });
});
