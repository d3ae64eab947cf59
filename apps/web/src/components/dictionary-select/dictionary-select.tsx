import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type DictOption, fetchDictionary } from '../../api/dictionary.ts';
import { useAuthStore } from '../../stores/auth.ts';

/** SPEC §5 "Other": the placeholder of every remote-search select. */
export const REMOTE_SEARCH_PLACEHOLDER = '请输入再选择';

/** Typing pauses this long before a remote search is sent, so each keystroke does not cost a request. */
const SEARCH_DEBOUNCE_MS = 300;

export interface DictionarySelectProps extends Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption' | 'onSearch'> {
  /** The dictionary's address (SPEC §7 "Dictionary selects": supplied by the caller). */
  url: string;
  method?: 'GET' | 'POST';
  /** Extra parameters sent beside tenantId. */
  params?: Record<string, unknown>;
  /** Ask the server with the typed text instead of filtering the loaded options. */
  remote?: boolean;
  /** Parameter carrying the typed text (SPEC §7: default deptName). */
  searchKey?: string;
}

/**
 * A select whose options come from a dictionary (`result` as `{dictKey, dictValue}`).
 * Without `remote` the whole list loads once (cached 5 minutes by the dictionary
 * layer) and typing filters it locally.
 */
export function DictionarySelect({ url, method, params, remote = false, searchKey, placeholder, ...rest }: DictionarySelectProps) {
  const tenantId = useAuthStore((s) => s.tenantId);
  const [options, setOptions] = useState<DictOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const paramsKey = JSON.stringify(params ?? {});
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const text = remote ? search : '';
    const timer = setTimeout(
      async () => {
        setLoading(true);
        const list = await fetchDictionary(url, { method, tenantId, params: JSON.parse(paramsKey), search: text, searchKey });
        // A slower answer to an older search must not replace the newer one.
        if (ticket !== latest.current) return;
        setOptions(list);
        setLoading(false);
      },
      text ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [url, method, tenantId, paramsKey, remote, search, searchKey]);

  const selectOptions = useMemo(() => options.map((o) => ({ value: String(o.dictKey), label: o.dictValue })), [options]);

  return (
    <Select<string>
      {...rest}
      showSearch={remote ? { filterOption: false, onSearch: setSearch } : { optionFilterProp: 'label' }}
      loading={loading}
      options={selectOptions}
      placeholder={placeholder ?? (remote ? REMOTE_SEARCH_PLACEHOLDER : '请选择')}
      notFoundContent={loading ? '加载中' : '暂无数据'}
    />
  );
}
