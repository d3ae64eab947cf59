import type { PreLoginCard } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { statisticsQuery } from '../api/pre-login-data-overview.ts';
import { LandingSection } from './landing-section.tsx';

/**
 * 171265 → "171,265", as zh-CN writes it. Not toLocaleString: its first call
 * loads the locale's ICU data, ~60 ms of blocked main thread on a slow phone (issue 6: TBT).
 */
export function groupDigits(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The data overview: live counts (services online, departments, visits …) as the administrator chose them. */
export function StatisticsSection({ card }: { card: PreLoginCard }) {
  const q = useQuery(statisticsQuery);
  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={q.isPending}
      error={q.error?.message}
      empty={(q.data ?? []).length === 0}
      onRetry={() => void q.refetch()}
      skeletonRows={2}
      className="oh-pl-section--wide"
    >
      {card.cardIntroduction && <p className="oh-pl-section__intro">{card.cardIntroduction}</p>}
      <dl className="oh-pl-stats">
        {q.data?.map((s) => (
          <div key={s.key} className="oh-pl-stats__item">
            <dt>{s.label}</dt>
            <dd>
              <strong>{groupDigits(s.value)}</strong>
              {s.unit && <span>{s.unit}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  );
}
