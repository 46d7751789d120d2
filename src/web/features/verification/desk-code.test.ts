import { describe, expect, it } from 'vitest';
import { parseDeskInput } from './desk-code';

describe('desk input', () => {
  it('takes a bare code as it is', () => {
    expect(parseDeskInput('  abc.def ')).toEqual({ code: 'abc.def' });
  });

  it('reads the code and store from a pasted or scanned link', () => {
    expect(parseDeskInput('https://clinic.example/verification/london/latest?code=x.y')).toEqual({
      code: 'x.y',
      store: 'london',
    });
  });

  it('refuses empty input and a link without a code', () => {
    expect(parseDeskInput('   ')).toBeNull();
    expect(parseDeskInput('https://clinic.example/verification/london/latest')).toBeNull();
  });
});
