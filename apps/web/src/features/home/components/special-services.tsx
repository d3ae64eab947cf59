import { Button } from 'antd';
import { useState } from 'react';
import { CardEmpty, CardSkeleton } from '../../../components/card-preview/index.ts';
import { useOpenService } from '../../../components/service-open/index.ts';
import { useServiceSpecials } from '../api/get-service-special.ts';
import { useSpecialServices } from '../api/get-service-special-list.ts';
import { PanelLoadError } from './panel-load-error.tsx';

function GroupServices({ specialId }: { specialId: string }) {
  const services = useSpecialServices(specialId);
  const openService = useOpenService();
  if (services.isPending) return <CardSkeleton lines={2} />;
  if (services.isError) return <PanelLoadError text="专题服务加载失败" onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <CardEmpty text="暂无数据" />;
  return (
    <ul className="oh-special__services">
      {services.data.map((s) => (
        <li key={s.serviceId}>
          <Button type="link" className="oh-special__service" onClick={() => openService(s)}>
            {s.serviceName}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** 专题服务: the featured service groups as toggle buttons; the chosen group's services open the SPEC §9 way. */
export function SpecialServices() {
  const specials = useServiceSpecials();
  const [chosen, setChosen] = useState<string | null>(null);
  const groups = specials.data ?? [];
  const current = groups.find((g) => g.id === chosen) ?? groups[0];

  let body: React.ReactNode;
  if (specials.isPending) body = <CardSkeleton lines={3} />;
  else if (specials.isError) body = <PanelLoadError text="专题服务加载失败" onRetry={() => void specials.refetch()} />;
  else if (!current) body = <CardEmpty text="暂无数据" />;
  else
    body = (
      <>
        <fieldset className="oh-special__groups">
          <legend className="oh-home__sr-only">专题</legend>
          {groups.map((g) => (
            <Button
              key={g.id}
              size="small"
              type={g.id === current.id ? 'primary' : 'default'}
              aria-pressed={g.id === current.id}
              title={g.description}
              onClick={() => setChosen(g.id)}
            >
              {g.specialName}（{g.serviceCount}）
            </Button>
          ))}
        </fieldset>
        <p className="oh-special__description">{current.description}</p>
        <GroupServices specialId={current.id} />
      </>
    );

  return (
    <section className="oh-home-panel oh-special" aria-labelledby="oh-special-title" aria-busy={specials.isPending}>
      <h2 id="oh-special-title" className="oh-home-panel__title">
        专题服务
      </h2>
      {body}
    </section>
  );
}
