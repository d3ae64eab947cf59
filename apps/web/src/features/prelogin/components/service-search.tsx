import type { PreLoginCard } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useServiceSearch } from '../api/prepare-login-search-service.ts';
import { heatWordsQuery } from '../api/search-heat-word.ts';
import { SearchIcon } from './landing-icons.tsx';
import { LandingSection } from './landing-section.tsx';
import { ServiceTiles } from './service-tiles.tsx';

const RESULT_SIZE = 6;

/** The all-services page with a keyword (the service hall's visitor directory). */
export const allServicesUrl = (keyword: string) =>
  keyword ? `/serviceCenterBeforLogin?keyword=${encodeURIComponent(keyword)}` : '/serviceCenterBeforLogin';

interface ServiceSearchProps {
  card: PreLoginCard;
  /** Words the administrator configured; the most searched words stand in when there are none. */
  heatWords: string[];
  placeholder: string;
}

/** Service search with heat words: the first results here, the rest on the all-services page. */
export function ServiceSearch({ card, heatWords, placeholder }: ServiceSearchProps) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const popular = useQuery({ ...heatWordsQuery, enabled: heatWords.length === 0 });
  const words = heatWords.length > 0 ? heatWords : (popular.data ?? []);
  const search = useServiceSearch(keyword, RESULT_SIZE);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setKeyword(draft.trim());
  };
  const pick = (word: string) => {
    setDraft(word);
    setKeyword(word);
  };

  const records = search.data?.records ?? [];
  return (
    <section id={`card-${card.id}`} className="oh-pl-search" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="oh-pl-section__title">
        {card.cardName}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some campus browsers; the role says the same. */}
      <form role="search" className="oh-pl-search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="oh-pl-sr-only">
          搜索服务
        </label>
        <input
          id={inputId}
          type="search"
          className="oh-pl-search__input"
          value={draft}
          maxLength={50}
          enterKeyHint="search"
          placeholder={placeholder || '请输入服务名称、部门或场景'}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="oh-pl-button oh-pl-button--primary">
          <SearchIcon />
          搜索
        </button>
      </form>
      {words.length > 0 && (
        <div className="oh-pl-search__heat">
          <span>热门搜索：</span>
          <ul>
            {words.map((w) => (
              <li key={w}>
                <button type="button" onClick={() => pick(w)}>
                  {w}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {keyword && (
        <LandingSection
          id={`card-${card.id}-results`}
          title={`“${keyword}”的搜索结果`}
          loading={search.isPending}
          error={search.error?.message}
          empty={records.length === 0}
          onRetry={() => void search.refetch()}
          className="oh-pl-search__results"
          extra={
            <Link to={allServicesUrl(keyword)} className="oh-pl-more">
              查看全部{search.data ? `（${search.data.total}）` : ''}
            </Link>
          }
        >
          <ServiceTiles services={records} />
        </LandingSection>
      )}
    </section>
  );
}
