import type { ThreeListKey } from '@onehall/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useInventoryDuties } from '../api/query-duties.ts';
import { useInventoryServices } from '../api/query-services.ts';
import { DutyItems } from './duty-items.tsx';
import { ListState } from './list-state.tsx';
import { LIST_PAGE_SIZE, Pager } from './paged.tsx';
import { ServiceItems } from './service-items.tsx';
import type { ServiceActions } from './use-service-actions.ts';

export interface SearchResultsProps {
  keyword: string;
  signedIn: boolean;
  lists: ThreeListKey[];
  actions: ServiceActions;
  onPickDept: (deptId: string) => void;
}

/** A keyword searched over every shown department's duties and services; each result names its department. */
export function SearchResults({ keyword, signedIn, lists, actions, onPickDept }: SearchResultsProps) {
  const [dutyPaging, setDutyPaging] = useState({ current: 1, size: LIST_PAGE_SIZE });
  const [servicePaging, setServicePaging] = useState({ current: 1, size: LIST_PAGE_SIZE });
  const withDuties = lists.includes('duties');
  const withServices = lists.includes('services');
  const duties = useInventoryDuties({ keyword, ...dutyPaging }, signedIn, withDuties);
  const services = useInventoryServices({ keyword, ...servicePaging }, signedIn, withServices);

  const items = [
    withDuties && {
      key: 'duties',
      label: `职责${duties.data ? ` ${duties.data.total}` : ''}`,
      children: (
        <ListState
          loading={duties.isPending}
          error={duties.isError && !duties.data ? duties.error : null}
          errorTitle="职责搜索失败"
          onRetry={() => void duties.refetch()}
          empty={(duties.data?.records.length ?? 0) === 0}
        >
          <DutyItems
            duties={duties.data?.records ?? []}
            firstNumber={(dutyPaging.current - 1) * dutyPaging.size + 1}
            onPickDept={onPickDept}
          />
          <Pager
            {...dutyPaging}
            total={duties.data?.total ?? 0}
            unit="项职责"
            onChange={(current, size) => setDutyPaging({ current, size })}
          />
        </ListState>
      ),
    },
    withServices && {
      key: 'services',
      label: `服务${services.data ? ` ${services.data.total}` : ''}`,
      children: (
        <ListState
          loading={services.isPending}
          error={services.isError && !services.data ? services.error : null}
          errorTitle="服务搜索失败"
          onRetry={() => void services.refetch()}
          empty={(services.data?.records.length ?? 0) === 0}
        >
          <ServiceItems services={services.data?.records ?? []} onDetails={actions.details} onOpen={actions.open} onPickDept={onPickDept} />
          <Pager
            {...servicePaging}
            total={services.data?.total ?? 0}
            unit="项服务"
            onChange={(current, size) => setServicePaging({ current, size })}
          />
        </ListState>
      ),
    },
  ].filter((x) => !!x);

  return (
    <section className="oh-tl-results" aria-label="搜索结果">
      {items.length === 0 ? <p>管理员暂未公开职责清单和服务清单</p> : <Tabs items={items} />}
    </section>
  );
}
