import { describe, expect, it } from 'vitest';
import { readVerifyDeskTarget, verifyDeskPath } from './verify-desk-path';

const CLIENT = '0b6c3f0e-8f1e-4f7a-9d3c-2a1b4c5d6e7f';

describe('the /verify desk opened for a client', () => {
  it('reads back the client and appointment number it was opened with', () => {
    const path = verifyDeskPath(CLIENT, 'AP-7KQ2M9XR');
    const search = new URL(path, 'http://x').searchParams;
    expect(readVerifyDeskTarget(search)).toEqual({ clientId: CLIENT, appointment: 'AP-7KQ2M9XR' });
  });

  it('ignores an address without a well-formed client and appointment', () => {
    expect(readVerifyDeskTarget(new URLSearchParams())).toBeNull();
    expect(
      readVerifyDeskTarget(new URLSearchParams({ client: 'x', appointment: 'AP-7KQ2' })),
    ).toBeNull();
    expect(
      readVerifyDeskTarget(new URLSearchParams({ client: CLIENT, appointment: '<b>' })),
    ).toBeNull();
  });
});
