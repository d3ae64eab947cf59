import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { IndicatorValue } from '@onehall/contract';
import { useOverview } from '../api/get-overview.ts';
import { describeChange, formatValue } from '../lib/format.ts';
import { PartState } from './part-state.tsx';
import { type ReportScope, scopeQuery } from './scope.ts';

const ARROWS = { up: <ArrowUpOutlined />, down: <ArrowDownOutlined />, flat: <MinusOutlined />, none: null };

function Tile({ indicator }: { indicator: IndicatorValue }) {
  const change = describeChange(indicator);
  const tone = change.good === null ? 'neutral' : change.good ? 'good' : 'bad';
  return (
    <li className="oh-eff-tile">
      <span className="oh-eff-tile__label">{indicator.label}</span>
      <span className="oh-eff-tile__value">{formatValue(indicator.value, indicator.unit)}</span>
      <span className={`oh-eff-tile__change oh-eff-tile__change--${tone}`}>
        <span aria-hidden>{ARROWS[change.direction]}</span> {change.text}
      </span>
    </li>
  );
}

/** The shown indicators (overView) in configured order, each with its change against the previous period. */
export function IndicatorTiles({ scope }: { scope: ReportScope }) {
  const query = useOverview(scopeQuery(scope), scope.signedIn);
  const data = query.data;
  return (
    <section className="oh-eff-overview" aria-labelledby="oh-eff-overview-title">
      <h2 id="oh-eff-overview-title" className="oh-eff-section-title">
        总体概览
        {data && (
          <small className="oh-eff-section-title__note">
            {data.period.label}，对比 {data.previous.label}
          </small>
        )}
      </h2>
      <PartState query={query} empty={!data || data.indicators.length === 0} title="总体概览" rows={3}>
        {() => (
          <ul className="oh-eff-tiles" aria-busy={query.isFetching}>
            {data?.indicators.map((i) => (
              <Tile key={i.key} indicator={i} />
            ))}
          </ul>
        )}
      </PartState>
    </section>
  );
}
