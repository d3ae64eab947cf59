import type { PreLoginCard } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { linkProps, safeHref } from '../../../lib/safe-content.ts';
import { toolsQuery } from '../api/pre-login-common-tool.ts';
import { throughServiceQuery } from '../api/pre-login-through-service-list.ts';
import { thirdPartyQuery } from '../api/prepare-login-query-third-party.ts';
import { itemsFor } from '../lib/card-layout.ts';
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

interface LinkCard {
  id: string;
  url: string;
  icon: string | null;
  name: string;
  meta?: string;
}

/** A section of link cards to other sites; they open in a detached tab. */
function LinkCardsSection({
  card,
  query,
  className,
}: {
  card: PreLoginCard;
  query: { data: LinkCard[] | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  className: string;
}) {
  const links = (query.data ?? []).slice(0, itemsFor(card));
  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={query.isPending}
      error={query.error?.message}
      empty={links.length === 0}
      onRetry={() => void query.refetch()}
    >
      {card.cardIntroduction && <p className="oh-pl-section__intro">{card.cardIntroduction}</p>}
      <ul className={className}>
        {links.map((l) => (
          <li key={l.id}>
            <a className="oh-pl-link-card" {...linkProps(l.url)}>
              <Icon src={l.icon} name={l.name} />
              <span className="oh-pl-service__text">
                <span className="oh-pl-service__name">{l.name}</span>
                {l.meta && <span className="oh-pl-service__meta">{l.meta}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** Recommended third-party systems. */
export function ThirdPartySection({ card }: { card: PreLoginCard }) {
  const query = useQuery({
    ...thirdPartyQuery,
    select: (systems) => systems.map((s) => ({ id: s.id, url: s.url, icon: s.icon, name: s.name, meta: s.description || undefined })),
  });
  return <LinkCardsSection card={card} query={query} className="oh-pl-links" />;
}

/** Common tools, shown with their first category. */
export function ToolsSection({ card }: { card: PreLoginCard }) {
  const query = useQuery({
    ...toolsQuery,
    select: (tools) => tools.map((t) => ({ id: t.id, url: t.url, icon: t.tools_icon, name: t.tools_name, meta: t.typeList[0]?.name })),
  });
  return <LinkCardsSection card={card} query={query} className="oh-pl-links oh-pl-links--tools" />;
}
