import { isNewNews, messageDetailPageUrl, type PreLoginCard, type PreLoginMessageItem, parseReleaseTime } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { columnsQuery } from '../api/pre-login-column.ts';
import { messageColumnQuery } from '../api/pre-login-message-column.ts';
import { itemsFor } from '../lib/card-layout.ts';
import { LandingSection } from './landing-section.tsx';

/** The release day as YYYY-MM-DD, in the campus time the server sends; no date library (issue 14: the landing's script budget). */
function releaseDay(releaseTime: string): string {
  const at = new Date(parseReleaseTime(releaseTime));
  if (Number.isNaN(at.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

function MessageRow({ item }: { item: PreLoginMessageItem }) {
  return (
    <li className="oh-pl-news__item">
      <Link to={messageDetailPageUrl(item.id)}>
        {item.fieldSet && <span className="oh-pl-tag oh-pl-tag--important">{item.fieldSet}</span>}
        <span className="oh-pl-news__title">{item.title}</span>
        {isNewNews(item.releaseTime, Date.now()) && <span className="oh-pl-tag oh-pl-tag--new">新</span>}
      </Link>
      <time dateTime={item.releaseTime}>{releaseDay(item.releaseTime)}</time>
    </li>
  );
}

/** News and notice columns: one tab per configured column, newest items first. */
export function MessageColumnsSection({ card }: { card: PreLoginCard }) {
  const columns = useQuery(columnsQuery);
  const shown = (columns.data ?? []).filter((c) => card.columnIds.length === 0 || card.columnIds.includes(c.id));
  if (card.columnIds.length > 0) shown.sort((a, b) => card.columnIds.indexOf(a.id) - card.columnIds.indexOf(b.id));
  const [picked, setPicked] = useState<string | null>(null);
  // A link may name the column to show (the navigation's 通知公告: `/?column=…#card-…`), also when followed on this page.
  const [params] = useSearchParams();
  const wanted = params.get('column');
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: following the same link again (a new location key) picks its column again.
  useEffect(() => {
    if (wanted) setPicked(wanted);
  }, [wanted, key]);
  const active = shown.find((c) => c.id === picked) ?? shown[0];
  const items = useQuery({ ...messageColumnQuery(active?.id ?? null, itemsFor(card)), enabled: active !== undefined });
  const records = items.data?.records ?? [];

  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={columns.isPending}
      error={columns.error?.message}
      empty={shown.length === 0}
      onRetry={() => void columns.refetch()}
    >
      <div className="oh-pl-switch" role="tablist" aria-label={`${card.cardName}栏目`}>
        {shown.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            id={`tab-${card.id}-${c.id}`}
            aria-selected={c.id === active?.id}
            aria-controls={`panel-${card.id}`}
            onClick={() => setPicked(c.id)}
          >
            {c.columnName}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${card.id}`} aria-labelledby={active ? `tab-${card.id}-${active.id}` : undefined}>
        <LandingSection
          id={`card-${card.id}-items`}
          title={active?.columnName ?? ''}
          hideTitle
          loading={items.isPending}
          error={items.error?.message}
          empty={records.length === 0}
          onRetry={() => void items.refetch()}
        >
          <ul className="oh-pl-news">
            {records.map((item) => (
              <MessageRow key={item.id} item={item} />
            ))}
          </ul>
        </LandingSection>
      </div>
    </LandingSection>
  );
}
