import { describe, expect, it } from 'vitest';
import { cameraErrorKey } from './scan-frames';

describe('camera errors', () => {
  it('names refused, missing and busy cameras, and anything else', () => {
    expect(cameraErrorKey(new DOMException('', 'NotAllowedError'))).toBe('verify.cameraDenied');
    expect(cameraErrorKey(new DOMException('', 'SecurityError'))).toBe('verify.cameraDenied');
    expect(cameraErrorKey(new DOMException('', 'NotFoundError'))).toBe('verify.cameraMissing');
    expect(cameraErrorKey(new DOMException('', 'NotReadableError'))).toBe('verify.cameraBusy');
    expect(cameraErrorKey(new Error('boom'))).toBe('verify.cameraFailed');
    expect(cameraErrorKey('nothing')).toBe('verify.cameraFailed');
  });
});
