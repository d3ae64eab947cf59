import type { PreLoginCard } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { serviceDeptsQuery } from '../api/pre-login-service-depts.ts';
import { serviceScenesQuery } from '../api/pre-login-service-scenes.ts';
import { type GroupKind, servicesByTypeQuery } from '../api/prepare-login-query-service-by-type.ts';
import { itemsFor } from '../lib/card-layout.ts';
import { LandingSection } from './landing-section.tsx';
import { ServiceTiles } from './service-tiles.tsx';

const KINDS: { kind: GroupKind; label: string }[] = [
  { kind: 'dept', label: '按部门' },
  { kind: 'scene', label: '按场景' },
];

/** Services by department and by scene: pick a group, see its services. */
export function ServicesByType({ card }: { card: PreLoginCard }) {
  const [kind, setKind] = useState<GroupKind>('dept');
  const [picked, setPicked] = useState<Record<GroupKind, string | null>>({ dept: null, scene: null });
  const groups = useQuery(kind === 'dept' ? serviceDeptsQuery : serviceScenesQuery);
  const groupId = picked[kind] ?? groups.data?.[0]?.id ?? null;
  const services = useQuery({ ...servicesByTypeQuery(kind, groupId, itemsFor(card)), enabled: groups.isSuccess && groupId !== null });
  const records = services.data?.records ?? [];

  return (
    <LandingSection
      id={`card-${card.id}`}
      title={card.cardName}
      loading={groups.isPending}
      error={groups.error?.message}
      empty={(groups.data ?? []).length === 0}
      onRetry={() => void groups.refetch()}
      className="oh-pl-section--wide"
      extra={
        <Link to="/serviceCenterBeforLogin" className="oh-pl-more">
          全部服务
        </Link>
      }
    >
      {card.cardIntroduction && <p className="oh-pl-section__intro">{card.cardIntroduction}</p>}
      <div className="oh-pl-switch" role="radiogroup" aria-label="分类方式">
        {KINDS.map((k) => (
          // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons reads better than radio inputs here.
          <button key={k.kind} type="button" role="radio" aria-checked={kind === k.kind} onClick={() => setKind(k.kind)}>
            {k.label}
          </button>
        ))}
      </div>
      <div className="oh-pl-bytype">
        <ul className="oh-pl-groups" aria-label={kind === 'dept' ? '部门' : '场景'}>
          {groups.data?.map((g) => (
            <li key={g.id}>
              <button type="button" aria-pressed={g.id === groupId} onClick={() => setPicked((p) => ({ ...p, [kind]: g.id }))}>
                <span>{g.name}</span>
                <span className="oh-pl-groups__count">{g.serviceCount}</span>
              </button>
            </li>
          ))}
        </ul>
        <LandingSection
          id={`card-${card.id}-services`}
          title={groups.data?.find((g) => g.id === groupId)?.name ?? ''}
          hideTitle
          loading={services.isPending}
          error={services.error?.message}
          empty={records.length === 0}
          onRetry={() => void services.refetch()}
          className="oh-pl-bytype__services"
        >
          <ServiceTiles services={records} />
        </LandingSection>
      </div>
    </LandingSection>
  );
}
