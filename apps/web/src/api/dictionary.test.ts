import { DICTIONARY_CACHE_MS } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache, dictionaryLabel, fetchDictionary } from './dictionary.ts';

const fetchMock = vi.fn<typeof fetch>();
const url = '/api/blade-workbench/baseService/getDeptTree';
const options = [
  { dictKey: 'd1', dictValue: '教务处' },
  { dictKey: 2, dictValue: '财务处' },
];

function answer(body: unknown): void {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

function sentUrl(index = -1): URL {
  return new URL(String(fetchMock.mock.calls.at(index)![0]), 'http://localhost');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearDictionaryCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchDictionary', () => {
  it('should GET with the tenant and extra params and read dictKey/dictValue from result', async () => {
    answer({ status: 1000, msg: 'ok', result: [...options, { other: 1 }] });
    expect(await fetchDictionary(url, { tenantId: '000000', params: { type: 'dept' } })).toEqual(options);
    expect(sentUrl().searchParams.get('tenantId')).toBe('000000');
    expect(sentUrl().searchParams.get('type')).toBe('dept');
  });

  it('should POST the tenant, params and the search text under deptName by default', async () => {
    answer({ status: 1000, msg: 'ok', result: options });
    await fetchDictionary(url, { method: 'POST', tenantId: '000000', params: { a: 1 }, search: '教务' });
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ tenantId: '000000', a: 1, deptName: '教务' });
  });

  it('should send the search under a custom key and never cache searches', async () => {
    answer({ status: 1000, msg: 'ok', result: options });
    answer({ status: 1000, msg: 'ok', result: options });
    await fetchDictionary(url, { tenantId: '000000', search: '财', searchKey: 'serviceName' });
    await fetchDictionary(url, { tenantId: '000000', search: '财', searchKey: 'serviceName' });
    expect(sentUrl().searchParams.get('serviceName')).toBe('财');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should return no options and cache nothing on an error', async () => {
    answer({ status: 500, msg: 'boom' });
    expect(await fetchDictionary(url, { tenantId: '000000' })).toEqual([]);
    answer({ status: 1000, msg: 'ok', result: options });
    expect(await fetchDictionary(url, { tenantId: '000000' })).toEqual(options);
  });
});

describe('dictionaryLabel', () => {
  it('should show the value for a key and reuse the list for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answer({ status: 1000, msg: 'ok', result: options });
    expect(await dictionaryLabel(url, { tenantId: '000000' }, 'd1')).toBe('教务处');
    vi.advanceTimersByTime(DICTIONARY_CACHE_MS - 1);
    expect(await dictionaryLabel(url, { tenantId: '000000' }, '2')).toBe('财务处');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    answer({ status: 1000, msg: 'ok', result: [{ dictKey: 'd1', dictValue: '教务部' }] });
    expect(await dictionaryLabel(url, { tenantId: '000000' }, 'd1')).toBe('教务部');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should cache separately per tenant and parameters', async () => {
    answer({ status: 1000, msg: 'ok', result: options });
    answer({ status: 1000, msg: 'ok', result: [] });
    await dictionaryLabel(url, { tenantId: '000000' }, 'd1');
    expect(await dictionaryLabel(url, { tenantId: '100001' }, 'd1')).toBe('d1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should show the key itself when the dictionary has no such entry', async () => {
    answer({ status: 1000, msg: 'ok', result: options });
    expect(await dictionaryLabel(url, { tenantId: '000000' }, 'missing')).toBe('missing');
  });
});
