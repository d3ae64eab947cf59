import { DICTIONARY_CACHE_MS } from '@onehall/contract';
import { isOk, request } from './client.ts';

/** Dictionary selects of SPEC §7: option lists read from `result` as `{dictKey, dictValue}`. */

export interface DictOption {
  dictKey: string | number;
  dictValue: string;
}

export interface DictionaryQuery {
  method?: 'GET' | 'POST';
  tenantId: string;
  params?: Record<string, unknown>;
  /** Remote-search text; searched lists are never cached. */
  search?: string;
  /** Parameter carrying the search text (SPEC §7: default deptName). */
  searchKey?: string;
}

/** Per-session cache of displayed values (SPEC §4, §9: 5 minutes); sessionStorage so it survives a reload. */
const CACHE_PREFIX = 'dictCache:';

interface CacheEntry {
  storedAt: number;
  options: DictOption[];
}

function cacheKey(url: string, q: DictionaryQuery): string {
  return `${CACHE_PREFIX}${q.method ?? 'GET'} ${url} ${q.tenantId} ${JSON.stringify(q.params ?? {})}`;
}

function readCache(key: string): DictOption[] | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(key) ?? 'null') as CacheEntry | null;
    if (entry && Date.now() - entry.storedAt < DICTIONARY_CACHE_MS) return entry.options;
  } catch {
    // An unreadable entry is simply a miss; it is overwritten below.
  }
  sessionStorage.removeItem(key);
  return null;
}

function toOptions(result: unknown): DictOption[] {
  if (!Array.isArray(result)) return [];
  return result
    .filter((o): o is DictOption => typeof o === 'object' && o !== null && 'dictKey' in o)
    .map((o) => ({ dictKey: o.dictKey, dictValue: String(o.dictValue ?? '') }));
}

/** The options of a dictionary; an error yields no options (and is not cached), so the select just stays empty. */
export async function fetchDictionary(url: string, q: DictionaryQuery): Promise<DictOption[]> {
  const searching = q.search !== undefined && q.search !== '';
  const key = cacheKey(url, q);
  if (!searching) {
    const cached = readCache(key);
    if (cached) return cached;
  }
  const payload: Record<string, unknown> = { tenantId: q.tenantId, ...q.params };
  if (searching) payload[q.searchKey ?? 'deptName'] = q.search;
  const method = q.method ?? 'GET';
  const env = await request<unknown>(method === 'GET' ? { method, url, params: payload } : { method, url, data: payload });
  if (!isOk(env)) return [];
  const options = toOptions(env.result);
  if (!searching) sessionStorage.setItem(key, JSON.stringify({ storedAt: Date.now(), options } satisfies CacheEntry));
  return options;
}

/** The text shown for a dictionary key; the key itself when the dictionary has no such entry. */
export async function dictionaryLabel(url: string, q: DictionaryQuery, key: string | number): Promise<string> {
  const options = await fetchDictionary(url, { ...q, search: undefined });
  return options.find((o) => String(o.dictKey) === String(key))?.dictValue ?? String(key);
}

export function clearDictionaryCache(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(CACHE_PREFIX)) sessionStorage.removeItem(key);
}
