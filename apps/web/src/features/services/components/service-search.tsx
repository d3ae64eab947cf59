import { SEARCH_KEYWORD_MAX } from '@onehall/contract';
import { AutoComplete, Input, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { CentreFilter } from '../api/centre.ts';
import { useHeatWords } from '../api/get-heat-words.ts';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';

const SUGGEST_DELAY_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface ServiceSearchProps {
  keyword: string;
  serviceType: CentreFilter;
  signedIn: boolean;
  onSearch: (keyword: string) => void;
  /** A suggestion names one service: picking it opens its details. */
  onPickService: (serviceId: string) => void;
}

/** Search box with suggestions while typing and the heat words below it (SPEC §7 "Rating and search"). */
export function ServiceSearch({ keyword, serviceType, signedIn, onSearch, onPickService }: ServiceSearchProps) {
  const [text, setText] = useState(keyword);
  // Suggestions are for typing: a search (Enter, the button, a heat word) or a pick closes them until the next keystroke.
  const [suggesting, setSuggesting] = useState(false);
  useEffect(() => setText(keyword), [keyword]);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(typed, serviceType, signedIn);
  const heatWords = useHeatWords(signedIn);

  const options = (suggestions.data ?? []).map((s) => ({
    value: `service:${s.serviceId}`,
    label: (
      <div className="oh-search__option">
        <span className="oh-search__option-name">{s.serviceName}</span>
        <span className="oh-search__option-dept">{s.serviceDeptName ?? ''}</span>
      </div>
    ),
  }));

  return (
    <div className="oh-search">
      <AutoComplete
        className="oh-search__box"
        value={text}
        options={typed ? options : []}
        open={suggesting && typed !== '' && options.length > 0}
        // The select would reopen on Enter's keydown, after the search closed it: only a keystroke opens the list.
        onOpenChange={(next) => {
          if (!next) setSuggesting(false);
        }}
        defaultActiveFirstOption={false}
        onChange={(value: string) => {
          if (value.startsWith('service:')) return;
          setText(value);
          setSuggesting(true);
        }}
        onSelect={(value: string) => {
          setSuggesting(false);
          if (value.startsWith('service:')) onPickService(value.slice('service:'.length));
        }}
      >
        <Input.Search
          allowClear
          enterButton="搜索"
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder="搜索服务名称、部门、拼音或首字母"
          aria-label="搜索服务"
          onSearch={(value) => {
            setSuggesting(false);
            onSearch(value.trim());
          }}
        />
      </AutoComplete>
      {heatWords.data && heatWords.data.length > 0 && (
        <fieldset className="oh-search__heat">
          <legend className="oh-search__heat-title">热门搜索：</legend>
          {heatWords.data.map((w) => (
            <Tag.CheckableTag
              key={w.word}
              checked={w.word === keyword}
              onChange={() => {
                setSuggesting(false);
                onSearch(w.word);
              }}
            >
              {w.word}
            </Tag.CheckableTag>
          ))}
        </fieldset>
      )}
    </div>
  );
}
