import type { PreLoginCard } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { linkProps, safeHref } from '../../../lib/safe-content.ts';
import { itemsFor, thirdPartyQuery, throughServiceQuery, toolsQuery } from '../api/landing.ts';
import { LandingSection } from './landing-section.tsx';
import { ServiceTiles } from './service-tiles.tsx';

/** 服务直通车: the most visited services. */
export function ThroughServiceSection({ card }: { card: PreLoginCard }) {
  const q = useQuery(throughServiceQuery(itemsFor(card)));
  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={q.isPending}
      error={q.error?.message}
      empty={(q.data ?? []).length === 0}
      onRetry={() => void q.refetch()}
      className="oh-pl-section--wide"
      extra={
        <Link to="/serviceCenterBeforLogin" className="oh-pl-more">
          全部服务
        </Link>
      }
    >
      {card.cardIntroduction && <p className="oh-pl-section__intro">{card.cardIntroduction}</p>}
      <ServiceTiles services={q.data ?? []} />
    </LandingSection>
  );
}

function Icon({ src, name }: { src: string | null; name: string }) {
  const safe = safeHref(src);
  return safe ? (
    <img src={safe} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="oh-pl-service__letter" aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}

/** Recommended third-party systems: other sites, so they open in a detached tab. */
export function ThirdPartySection({ card }: { card: PreLoginCard }) {
  const q = useQuery(thirdPartyQuery);
  const systems = (q.data ?? []).slice(0, itemsFor(card));
  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={q.isPending}
      error={q.error?.message}
      empty={systems.length === 0}
      onRetry={() => void q.refetch()}
    >
      {card.cardIntroduction && <p className="oh-pl-section__intro">{card.cardIntroduction}</p>}
      <ul className="oh-pl-links">
        {systems.map((s) => (
          <li key={s.id}>
            <a className="oh-pl-link-card" {...linkProps(s.url)}>
              <Icon src={s.icon} name={s.name} />
              <span className="oh-pl-service__text">
                <span className="oh-pl-service__name">{s.name}</span>
                {s.description && <span className="oh-pl-service__meta">{s.description}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** Common tools, grouped by their first category. */
export function ToolsSection({ card }: { card: PreLoginCard }) {
  const q = useQuery(toolsQuery);
  const tools = (q.data ?? []).slice(0, itemsFor(card));
  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={q.isPending}
      error={q.error?.message}
      empty={tools.length === 0}
      onRetry={() => void q.refetch()}
    >
      {card.cardIntroduction && <p className="oh-pl-section__intro">{card.cardIntroduction}</p>}
      <ul className="oh-pl-links oh-pl-links--tools">
        {tools.map((t) => (
          <li key={t.id}>
            <a className="oh-pl-link-card" {...linkProps(t.url)}>
              <Icon src={t.tools_icon} name={t.tools_name} />
              <span className="oh-pl-service__text">
                <span className="oh-pl-service__name">{t.tools_name}</span>
                {t.typeList[0] && <span className="oh-pl-service__meta">{t.typeList[0].name}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
