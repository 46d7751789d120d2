import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DEFAULT_CHECK_POOL } from './check-pool';
import { loadCheckSettings } from './check-settings';

describe('check worker and signature settings', () => {
  it('reads the check workers’ limits from the environment, with defaults', () => {
    expect(loadCheckSettings({})).toEqual(DEFAULT_CHECK_POOL);
    expect(
      loadCheckSettings({
        UPLOAD_CHECK_WORKERS: '4',
        UPLOAD_CHECK_CPU_MS: '5000',
        UPLOAD_CHECK_HEAP_MB: '256',
        UPLOAD_CHECK_QUEUE: '10',
      }),
    ).toEqual({ workers: 4, cpuMs: 5000, heapMb: 256, maxQueued: 10 });
    expect(() => loadCheckSettings({ UPLOAD_CHECK_CPU_MS: '0' })).toThrow('UPLOAD_CHECK_CPU_MS');
    expect(() => loadCheckSettings({ UPLOAD_CHECK_WORKERS: 'two' })).toThrow(
      'UPLOAD_CHECK_WORKERS',
    );
  });

  it('reads the signature allowance per IP address, 60 when unset', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/check-settings-config' };
    const config = await loadConfig(base);
    expect(config.signaturesPerIpPerMinute).toBe(60);
    expect(config.uploadChecks).toEqual(DEFAULT_CHECK_POOL);
    const raised = await loadConfig({ ...base, SIGNATURES_PER_IP_PER_MINUTE: '300' });
    expect(raised.signaturesPerIpPerMinute).toBe(300);
    await expect(loadConfig({ ...base, SIGNATURES_PER_IP_PER_MINUTE: '-1' })).rejects.toThrow(
      'SIGNATURES_PER_IP_PER_MINUTE',
    );
  });
});
