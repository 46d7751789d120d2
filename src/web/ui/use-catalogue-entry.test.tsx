import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('../api/client', () => ({ apiRequest: (...args: unknown[]) => apiRequest(...args) }));

const { preloadCatalogueEntry, useCatalogueEntry } = await import('./use-catalogue-entry');

const entry = {
  store_code: 'london',
  store_name: 'London',
  brand: 'ivclinic',
  version: '20231027',
  mf: 'mfUk',
  detail: null,
  medical: null,
  verification: null,
  new: null,
};

function Status({ store, version }: { store: string; version: string }) {
  return <>{useCatalogueEntry(store, version).status}</>;
}

beforeEach(() => apiRequest.mockReset());

describe('preloadCatalogueEntry', () => {
  it('asks the server once for the same store and version', async () => {
    apiRequest.mockResolvedValue({ code: 0, message: 'ok', data: entry });
    const first = preloadCatalogueEntry('london', '20231027');
    const second = preloadCatalogueEntry('london', '20231027');
    expect(second).toBe(first);
    expect(await first).toEqual({ status: 'ready', entry });
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest.mock.calls[0]?.[0]).toBe('/api/stores/london/forms/20231027');
  });

  it('answers missing for a 40400 and failed with the message otherwise', async () => {
    apiRequest.mockResolvedValueOnce({ code: 40400, message: 'not found', data: null });
    expect(await preloadCatalogueEntry('nowhere', '1')).toEqual({ status: 'missing' });
    apiRequest.mockResolvedValueOnce({ code: 50300, message: 'try later', data: null });
    expect(await preloadCatalogueEntry('paris', '1')).toEqual({
      status: 'failed',
      message: 'try later',
    });
  });
});

describe('useCatalogueEntry', () => {
  it('draws at once with an answer that came before the page', async () => {
    apiRequest.mockResolvedValue({ code: 0, message: 'ok', data: entry });
    await preloadCatalogueEntry('leeds', '20231027');
    expect(renderToStaticMarkup(<Status store="leeds" version="20231027" />)).toBe('ready');
  });

  it('is loading without one', () => {
    expect(renderToStaticMarkup(<Status store="york" version="20231027" />)).toBe('loading');
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
