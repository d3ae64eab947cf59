import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { FAVOURITES_EMPTY_TEXT, SERVICE_EMPTY_TEXT, type ServiceListItem } from '@onehall/contract';
import { Button, Pagination, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ServiceDetailsDrawer } from '../../../components/service-details/index.ts';
import { useOpenService } from '../../../components/service-open/index.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { type TabName, useUiStore } from '../../../stores/ui.ts';
import { useCancelCollect } from '../api/cancel-collect.ts';
import type { CentreFilter } from '../api/centre.ts';
import { useChangeCollectOrder } from '../api/change-collect-order.ts';
import { useCollectService } from '../api/collect-service.ts';
import { useCustomPage } from '../api/get-custom-page.ts';
import { useHeatServices } from '../api/get-heat-services.ts';
import { useMyCollect } from '../api/get-my-collect.ts';
import { useNewlyLaunched } from '../api/get-newly-launched.ts';
import { useServices } from '../api/get-services.ts';
import { useSearchServices } from '../api/search-services.ts';
import { move } from '../lib/move.ts';
import { AllEvaluateModal } from './all-evaluate-modal.tsx';
import { NoMatch } from './no-match.tsx';
import { ServiceFilters, type ServiceFilterValues } from './service-filters.tsx';
import { LayoutToggle, type ListLayout, ServiceList } from './service-list.tsx';
import { ServiceSearch } from './service-search.tsx';
import './service-centre.css';

export const PAGE_SIZE = 12;

type TabKey = 'all' | 'recommend' | 'hot' | 'new' | 'collect';

/** Search results honour the filters too; the search call itself ranks, so filtering happens here. */
export function filterResults(items: ServiceListItem[], f: ServiceFilterValues): ServiceListItem[] {
  return items.filter(
    (s) =>
      (!f.deptId || s.serviceDeptId === f.deptId) &&
      (!f.sceneId || s.serviceSceneId === f.sceneId) &&
      (!f.typeId || s.serviceTypeId === f.typeId) &&
      (!f.processType || (f.processType === 'OFFLINE') === (s.processType === 'OFFLINE')),
  );
}

export interface ServiceCentreProps {
  serviceType: CentreFilter;
  /** Named UI state of SPEC §2 holding the open tab, where the page has one. */
  tabState?: TabName;
}

/**
 * The service directory of the hall, both centres and the visitor
 * all-services page: search, filters, tabs, cards or list, details, rating
 * and opening. Visitors get the `nobody` endpoints and no favourites.
 */
export function ServiceCentre({ serviceType, tabState }: ServiceCentreProps) {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const storedTab = useUiStore((s) => (tabState ? s.tabs[tabState] : ''));
  const setStoredTab = useUiStore((s) => s.setTab);
  const [localTab, setLocalTab] = useState<TabKey>('all');
  const tab = ((tabState ? storedTab : localTab) || 'all') as TabKey;
  const [filters, setFilters] = useState<ServiceFilterValues>({});
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<ListLayout>('grid');
  // `?serviceId=` opens that service's details (the landing's tiles link here).
  const [detailsId, setDetailsId] = useState<string | null>(params.get('serviceId'));
  const [rating, setRating] = useState<{ serviceId: string; serviceName: string } | null>(null);
  const open = useOpenService();

  const searching = keyword.length > 0;
  const all = useServices({ current: page, size: PAGE_SIZE, serviceType, ...filters }, signedIn, !searching && tab === 'all');
  const search = useSearchServices(keyword, serviceType, signedIn);
  const recommend = useCustomPage(
    { serviceType: serviceType || 'APPLICATION', current: page, size: PAGE_SIZE },
    signedIn,
    tab === 'recommend' && serviceType !== '',
  );
  const hot = useHeatServices(serviceType, signedIn, tab === 'hot');
  const fresh = useNewlyLaunched(serviceType, signedIn, tab === 'new');
  const collection = useMyCollect(signedIn && tab === 'collect');

  const collect = useCollectService();
  const cancel = useCancelCollect();
  const pendingCollect = useMemo(() => {
    const ids = new Set<string>();
    if (collect.isPending && collect.variables) ids.add(collect.variables);
    if (cancel.isPending && cancel.variables) ids.add(cancel.variables);
    return ids;
  }, [collect.isPending, collect.variables, cancel.isPending, cancel.variables]);
  const reorder = useChangeCollectOrder();
  const moveFavourite = (index: number, by: -1 | 1) => {
    const ids = (collection.data ?? []).map((s) => s.serviceId);
    reorder.mutate(move(ids, index, by));
  };
  const favouriteOrder = (s: { serviceName: string }, index: number) => (
    <span>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`上移 ${s.serviceName}`}
        disabled={index === 0 || reorder.isPending}
        onClick={() => moveFavourite(index, -1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`下移 ${s.serviceName}`}
        disabled={index === (collection.data?.length ?? 0) - 1 || reorder.isPending}
        onClick={() => moveFavourite(index, 1)}
      />
    </span>
  );
  const toggleCollect = (s: { serviceId: string; collected?: boolean }) => (s.collected ? cancel : collect).mutate(s.serviceId);

  const setTab = (key: string) => {
    setPage(1);
    if (tabState) setStoredTab(tabState, key);
    else setLocalTab(key as TabKey);
  };
  const setKeyword = (next: string) => {
    setPage(1);
    const p = new URLSearchParams(params);
    if (next) p.set('keyword', next);
    else p.delete('keyword');
    setParams(p, { replace: true });
  };

  const searchResults = useMemo(() => filterResults(search.data ?? [], filters), [search.data, filters]);
  const active = searching
    ? { q: search, items: searchResults.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: searchResults.length }
    : tab === 'recommend'
      ? { q: recommend, items: recommend.data?.records, total: recommend.data?.total ?? 0 }
      : tab === 'hot'
        ? { q: hot, items: hot.data, total: 0 }
        : tab === 'new'
          ? { q: fresh, items: fresh.data, total: 0 }
          : tab === 'collect'
            ? { q: collection, items: collection.data, total: 0 }
            : { q: all, items: all.data?.records, total: all.data?.total ?? 0 };
  const paged = searching || tab === 'all' || tab === 'recommend';

  const tabs = [
    { key: 'all', label: '全部服务' },
    ...(serviceType ? [{ key: 'recommend', label: '推荐服务' }] : []),
    { key: 'hot', label: '热门服务' },
    { key: 'new', label: '最新上线' },
    ...(signedIn ? [{ key: 'collect', label: '我的收藏' }] : []),
  ];

  return (
    <div className="oh-centre">
      <ServiceSearch keyword={keyword} serviceType={serviceType} signedIn={signedIn} onSearch={setKeyword} onPickService={setDetailsId} />
      <div className="oh-centre__bar">
        <ServiceFilters
          value={filters}
          serviceType={serviceType}
          signedIn={signedIn}
          onChange={(next) => {
            setPage(1);
            setFilters(next);
          }}
        />
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>
      {searching ? (
        <div className="oh-centre__search-head" role="status">
          “{keyword}”的搜索结果{search.data ? `：共 ${searchResults.length} 项` : ''}
          <button type="button" className="oh-centre__clear" onClick={() => setKeyword('')}>
            清除搜索
          </button>
        </div>
      ) : (
        <Tabs activeKey={tab} onChange={setTab} items={tabs} />
      )}
      {searching && search.isSuccess && searchResults.length === 0 ? (
        <NoMatch keyword={keyword} serviceType={serviceType} signedIn={signedIn} onSearch={setKeyword} onPickService={setDetailsId} />
      ) : (
        <ServiceList
          items={active.items}
          layout={layout}
          loading={active.q.isFetching}
          error={active.q.error?.message ?? null}
          emptyText={!searching && tab === 'collect' ? FAVOURITES_EMPTY_TEXT : SERVICE_EMPTY_TEXT}
          onRetry={() => void active.q.refetch()}
          onDetails={(s) => setDetailsId(s.serviceId)}
          onOpen={open}
          onToggleCollect={signedIn ? toggleCollect : undefined}
          pendingCollect={pendingCollect}
          extraActions={!searching && tab === 'collect' ? favouriteOrder : undefined}
        />
      )}
      {paged && active.total > PAGE_SIZE && (
        <Pagination
          className="oh-centre__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={active.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 项`}
          onChange={setPage}
          size="small"
        />
      )}
      <ServiceDetailsDrawer
        serviceId={detailsId}
        signedIn={signedIn}
        onClose={() => {
          setDetailsId(null);
          if (params.has('serviceId')) {
            setParams(
              (p) => {
                p.delete('serviceId');
                return p;
              },
              { replace: true },
            );
          }
        }}
        onOpen={open}
        onToggleCollect={signedIn ? toggleCollect : undefined}
        collectPending={detailsId !== null && pendingCollect.has(detailsId)}
        onRate={signedIn ? (s) => setRating({ serviceId: s.serviceId, serviceName: s.serviceName }) : undefined}
      />
      <AllEvaluateModal service={rating} onClose={() => setRating(null)} />
    </div>
  );
}
