import { describe, expect, it } from 'vitest';
import { canonicalJson, contentSha256, type SignedContent } from './content-hash';

describe('canonical JSON of signed content', () => {
  it('sorts keys at every level, drops undefined members and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 'x' }], c: undefined }, e: null })).toBe(
      '{"a":{"d":[3,{"y":"x","z":1}]},"b":1,"e":null}',
    );
    expect(canonicalJson(['é', undefined, true])).toBe('["é",null,true]');
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
  });

  it('hashes the same content the same whatever the key order, and any change differently', () => {
    const content: SignedContent = {
      templateId: 'mfUk',
      version: '20231027',
      locale: 'en',
      consent: { keys: ['consent.intro'], textSha256: null },
      answers: { first_name: 'Ada', conditions: ['none'] },
      signatures: [
        { slot: 2, sha256: 'b' },
        { slot: 1, sha256: 'a' },
      ],
    };
    const reordered: SignedContent = {
      ...content,
      answers: { conditions: ['none'], first_name: 'Ada' },
      signatures: [...content.signatures].reverse(),
    };
    expect(contentSha256(reordered)).toBe(contentSha256(content));
    expect(contentSha256(content)).toMatch(/^[0-9a-f]{64}$/);
    expect(
      contentSha256({ ...content, answers: { ...content.answers, first_name: 'Ada ' } }),
    ).not.toBe(contentSha256(content));
    expect(contentSha256({ ...content, locale: 'ar' })).not.toBe(contentSha256(content));
  });
});
