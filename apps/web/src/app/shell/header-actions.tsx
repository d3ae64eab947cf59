import { SearchOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** The service hall, which searches for its `keyword` parameter on arrival (features/services ServiceCentre). */
export const serviceHallSearchPath = (keyword: string) => `/home/serviceHall?keyword=${encodeURIComponent(keyword)}`;

/** Searches services from any page: opens the service hall with the words typed. */
export function ServiceSearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = words.trim();
    if (!keyword) return;
    navigate(serviceHallSearchPath(keyword));
    setWords('');
    onSearched?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark through the role, which every supported browser maps (<search> is newer).
    <form role="search" className="oh-shell-search" onSubmit={submit}>
      <input
        type="search"
        className="oh-shell-search__input"
        aria-label="搜索服务"
        placeholder="搜索服务"
        maxLength={50}
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
      <button type="submit" className="oh-shell-search__button" aria-label="搜索">
        <SearchOutlined />
      </button>
    </form>
  );
}
