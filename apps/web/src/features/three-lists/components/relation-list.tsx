import type { DeptRelation, ServiceListItem } from '@onehall/contract';
import { Pagination, Tag } from 'antd';
import { useState } from 'react';
import { dutyTypeLabel } from '../lib/tree.ts';

export const RELATION_PAGE_SIZE = 10;

function ServiceChips({ services, onDetails }: { services: readonly ServiceListItem[]; onDetails: (serviceId: string) => void }) {
  return (
    <ul className="oh-tl-chips">
      {services.map((s) => (
        <li key={s.serviceId}>
          <button type="button" className="oh-tl-chip" onClick={() => onDetails(s.serviceId)}>
            {s.serviceName}
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface RelationListProps {
  relation: DeptRelation;
  onDetails: (serviceId: string) => void;
}

/**
 * 关系清单: which services carry out which duty. A duty no service carries out
 * and the services carrying out no duty are marked, so the gaps show.
 */
export function RelationList({ relation, onDetails }: RelationListProps) {
  const [page, setPage] = useState(1);
  const duties = relation.duties.slice((page - 1) * RELATION_PAGE_SIZE, page * RELATION_PAGE_SIZE);
  const withoutService = relation.duties.filter((d) => d.services.length === 0).length;
  return (
    <div className="oh-tl-relation">
      <p className="oh-tl-relation__summary">
        共 {relation.duties.length} 项职责，其中 {withoutService} 项暂无对应服务；{relation.servicesWithoutDuty.length} 项服务未对应职责。
      </p>
      <ol className="oh-tl-relation__duties">
        {duties.map(({ duty, services }) => (
          <li key={duty.id} className={`oh-tl-relation__duty${services.length === 0 ? ' oh-tl-relation__duty--gap' : ''}`}>
            <div className="oh-tl-relation__duty-head">
              <Tag color={duty.dutyType ? 'blue' : undefined}>{dutyTypeLabel(duty)}</Tag>
              <span className="oh-tl-relation__description">{duty.dutyDescription}</span>
            </div>
            {services.length > 0 ? (
              <ServiceChips services={services} onDetails={onDetails} />
            ) : (
              <Tag className="oh-tl-mark">暂无对应服务</Tag>
            )}
          </li>
        ))}
      </ol>
      {relation.duties.length > RELATION_PAGE_SIZE && (
        <Pagination
          className="oh-tl-pager"
          size="small"
          current={page}
          pageSize={RELATION_PAGE_SIZE}
          total={relation.duties.length}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 项职责`}
          onChange={setPage}
        />
      )}
      {relation.servicesWithoutDuty.length > 0 && (
        <section className="oh-tl-relation__orphans" aria-labelledby="oh-tl-orphans">
          <h3 id="oh-tl-orphans" className="oh-tl-relation__orphans-title">
            <Tag className="oh-tl-mark">未对应职责</Tag>
            以下服务尚未对应本部门的任何职责
          </h3>
          <ServiceChips services={relation.servicesWithoutDuty} onDetails={onDetails} />
        </section>
      )}
    </div>
  );
}
