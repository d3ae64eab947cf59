import { PersonalMessages } from '@onehall/contract';
import { useRecentSystems } from '../api/get-recent-systems.ts';
import { personalTime } from '../lib/format.ts';
import { QuerySection } from './section-states.tsx';
import { ServiceLine } from './service-line.tsx';

/** 最近使用: the services opened lately, most recent first; a click opens one again. */
export function RecentSystems() {
  const recent = useRecentSystems();
  return (
    <QuerySection query={recent} failedTitle="最近使用加载失败" emptyText={PersonalMessages.recentEmpty} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className="oh-personal-list" aria-label="最近使用的服务">
          {list.map((s) => (
            <ServiceLine key={s.serviceId} service={s} meta={<span>最近使用 {personalTime(s.lastVisitAt)}</span>} />
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
