import { describe, expect, it } from 'vitest';
import type { TextQuestion } from '../../../shared/forms/model';
import { textInputProps } from './autocomplete';

const text = (id: string, input?: TextQuestion['input']): TextQuestion => ({
  id,
  type: 'text',
  required: true,
  ...(input ? { input } : {}),
});

describe('textInputProps', () => {
  it('gives phone and email their keyboards, autofill names and left-to-right typing', () => {
    expect(textInputProps(text('phone', 'tel'))).toEqual({
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      dir: 'ltr',
    });
    expect(textInputProps(text('email', 'email'))).toEqual({
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      dir: 'ltr',
    });
  });

  it('names the personal fields it knows', () => {
    expect(textInputProps(text('first_name', 'name')).autoComplete).toBe('given-name');
    expect(textInputProps(text('postcode', 'postal_code')).autoComplete).toBe('postal-code');
    expect(textInputProps(text('city')).autoComplete).toBe('address-level2');
  });

  it("keeps the client's own details out of someone else's fields", () => {
    expect(textInputProps(text('emergency_contact_phone', 'tel')).autoComplete).toBe('off');
    expect(textInputProps(text('gp_name')).autoComplete).toBe('off');
  });

  it('leaves other fields to the browser, in the direction of what is typed', () => {
    expect(textInputProps(text('occupation_detail'))).toEqual({
      type: 'text',
      autoComplete: undefined,
      dir: 'auto',
    });
  });
});
