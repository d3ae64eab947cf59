import { type InventoryDept, THREE_LISTS, type ThreeListKey } from '@onehall/contract';
import { Descriptions, Tabs } from 'antd';
import { useState } from 'react';
import { useInventoryDepts } from '../api/get-dept-page.ts';
import { useDeptRelation } from '../api/get-relation.ts';
import { useInventoryDuties } from '../api/query-duties.ts';
import { useInventoryServices } from '../api/query-services.ts';
import { DutyItems } from './duty-items.tsx';
import { ListState } from './list-state.tsx';
import { LIST_PAGE_SIZE, Pager } from './paged.tsx';
import { RelationList } from './relation-list.tsx';
import { ServiceItems } from './service-items.tsx';
import type { ServiceActions } from './use-service-actions.ts';

export interface DeptListsProps {
  dept: InventoryDept;
  categoryName: string;
  signedIn: boolean;
  lists: ThreeListKey[];
  actions: ServiceActions;
}

function DutiesTab({ deptId, signedIn }: { deptId: string; signedIn: boolean }) {
  const [paging, setPaging] = useState({ current: 1, size: LIST_PAGE_SIZE });
  const q = useInventoryDuties({ deptId, ...paging }, signedIn, true);
  const records = q.data?.records ?? [];
  return (
    <ListState
      loading={q.isPending}
      error={q.isError && !q.data ? q.error : null}
      errorTitle="职责清单加载失败"
      onRetry={() => void q.refetch()}
      empty={records.length === 0}
    >
      <DutyItems duties={records} firstNumber={(paging.current - 1) * paging.size + 1} />
      <Pager {...paging} total={q.data?.total ?? 0} unit="项职责" onChange={(current, size) => setPaging({ current, size })} />
    </ListState>
  );
}

function ServicesTab({ deptId, signedIn, actions }: { deptId: string; signedIn: boolean; actions: ServiceActions }) {
  const [paging, setPaging] = useState({ current: 1, size: LIST_PAGE_SIZE });
  const q = useInventoryServices({ deptId, ...paging }, signedIn, true);
  const records = q.data?.records ?? [];
  return (
    <ListState
      loading={q.isPending}
      error={q.isError && !q.data ? q.error : null}
      errorTitle="服务清单加载失败"
      onRetry={() => void q.refetch()}
      empty={records.length === 0}
    >
      <ServiceItems services={records} onDetails={actions.details} onOpen={actions.open} />
      <Pager {...paging} total={q.data?.total ?? 0} unit="项服务" onChange={(current, size) => setPaging({ current, size })} />
    </ListState>
  );
}

function RelationTab({ deptId, signedIn, actions }: { deptId: string; signedIn: boolean; actions: ServiceActions }) {
  const q = useDeptRelation(deptId, signedIn);
  return (
    <ListState
      loading={q.isPending}
      error={q.isError ? q.error : null}
      errorTitle="关系清单加载失败"
      onRetry={() => void q.refetch()}
      empty={!!q.data && q.data.duties.length === 0 && q.data.servicesWithoutDuty.length === 0}
    >
      {q.data && <RelationList relation={q.data} onDetails={actions.details} />}
    </ListState>
  );
}

/** The chosen department: its public information, then its three lists as tabs (only those the configuration shows). */
export function DeptLists({ dept, categoryName, signedIn, lists, actions }: DeptListsProps) {
  // The department's description and contact: the inventory page narrowed to its code, then picked by id.
  const info = useInventoryDepts({ deptName: dept.code, categoryId: dept.categoryId, size: 20 }, signedIn);
  const detail = info.data?.records.find((d) => d.id === dept.id);
  const counts: Record<ThreeListKey, string> = {
    duties: ` ${dept.dutyCount}`,
    services: ` ${dept.serviceCount}`,
    relation: '',
  };
  return (
    <article className="oh-tl-dept" aria-labelledby="oh-tl-dept-name">
      <header className="oh-tl-dept__head">
        <h2 id="oh-tl-dept-name" className="oh-tl-dept__name">
          {dept.name}
        </h2>
        <span className="oh-tl-dept__category">{categoryName}</span>
      </header>
      {detail && (detail.description || detail.contact) && (
        <Descriptions size="small" column={1} className="oh-tl-dept__info">
          {detail.description && <Descriptions.Item label="部门简介">{detail.description}</Descriptions.Item>}
          {detail.contact && <Descriptions.Item label="联系方式">{detail.contact}</Descriptions.Item>}
        </Descriptions>
      )}
      {lists.length === 0 ? (
        <p className="oh-tl-dept__none">管理员暂未公开任何清单</p>
      ) : (
        <Tabs
          // A new department starts each list again at page 1.
          key={dept.id}
          className="oh-tl-dept__tabs"
          destroyOnHidden
          items={lists.map((list) => ({
            key: list,
            label: `${THREE_LISTS[list]}${counts[list]}`,
            children:
              list === 'duties' ? (
                <DutiesTab deptId={dept.id} signedIn={signedIn} />
              ) : list === 'services' ? (
                <ServicesTab deptId={dept.id} signedIn={signedIn} actions={actions} />
              ) : (
                <RelationTab deptId={dept.id} signedIn={signedIn} actions={actions} />
              ),
          }))}
        />
      )}
    </article>
  );
}
