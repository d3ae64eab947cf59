import { MenuOutlined } from '@ant-design/icons';
import { THREE_LISTS_TITLE_MAX, type ThreeListsConfig } from '@onehall/contract';
import { Button, Drawer, Grid, Input, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ServiceDetailsDrawer } from '../../../components/service-details/index.ts';
import { useInventoryTotals } from '../api/get-count.ts';
import { useServiceCounts } from '../api/get-service-count.ts';
import { useInventoryTree } from '../api/get-tree.ts';
import { defaultDept, findDept, shownLists } from '../lib/tree.ts';
import { DeptLists } from './dept-lists.tsx';
import { DeptTree } from './dept-tree.tsx';
import { ListState } from './list-state.tsx';
import { SearchResults } from './search-results.tsx';
import { TotalsBar } from './totals-bar.tsx';
import { useServiceActions } from './use-service-actions.ts';
import './three-lists.css';

export interface ThreeListsViewProps {
  config: ThreeListsConfig;
  signedIn: boolean;
}

/**
 * The public three lists (三清单): school totals, departments by category,
 * and the chosen department's duties, services and their relation. The
 * chosen department (`?dept=`) and the search (`?keyword=`) live in the
 * address, so a reload or a shared link comes back to the same view.
 */
export function ThreeListsView({ config, signedIn }: ThreeListsViewProps) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [pickerOpen, setPickerOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;

  const tree = useInventoryTree(signedIn);
  const totals = useInventoryTotals(signedIn);
  const serviceCounts = useServiceCounts(signedIn);
  const { actions, detailsId, closeDetails } = useServiceActions();
  const lists = shownLists(config);

  const categories = tree.data ?? [];
  const wanted = params.get('dept');
  const dept = findDept(categories, wanted) ?? defaultDept(categories);
  const category = categories.find((c) => c.depts.some((d) => d.id === dept?.id));

  useEffect(() => setTyped(keyword), [keyword]);

  const update = (change: (p: URLSearchParams) => void) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        change(next);
        return next;
      },
      { replace: true },
    );
  const pickDept = (deptId: string) => {
    setPickerOpen(false);
    update((p) => {
      p.set('dept', deptId);
      p.delete('keyword');
    });
  };
  const search = (value: string) =>
    update((p) => {
      const v = value.trim();
      if (v) p.set('keyword', v);
      else p.delete('keyword');
    });

  const deptTree = <DeptTree tree={categories} selectedId={dept?.id ?? null} onSelect={pickDept} />;
  const searchable = lists.includes('duties') || lists.includes('services');

  return (
    <div className="oh-page-column">
      <header className="oh-tl__intro">
        <h1 className="oh-tl__title" id="oh-page-title">
          {config.title.slice(0, THREE_LISTS_TITLE_MAX)}
        </h1>
        {config.introduction && <p className="oh-tl__introduction">{config.introduction}</p>}
      </header>
      <TotalsBar totals={totals.data} totalsLoading={totals.isPending} serviceCounts={serviceCounts.data} onPickDept={pickDept} />
      {searchable && (
        <Input.Search
          className="oh-tl__search"
          placeholder={
            lists.includes('duties') && lists.includes('services') ? '搜索职责或服务' : lists.includes('duties') ? '搜索职责' : '搜索服务'
          }
          aria-label="搜索职责或服务"
          allowClear
          enterButton="搜索"
          maxLength={50}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={search}
        />
      )}
      {keyword ? (
        <div className="oh-tl__search-head" role="status">
          “{keyword}”的搜索结果
          <Button type="link" size="small" onClick={() => search('')}>
            清除搜索
          </Button>
        </div>
      ) : null}
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} signedIn={signedIn} lists={lists} actions={actions} onPickDept={pickDept} />
      ) : (
        <ListState
          loading={tree.isPending}
          error={tree.isError ? tree.error : null}
          errorTitle="部门加载失败"
          onRetry={() => void tree.refetch()}
          empty={categories.length === 0}
        >
          <div className="oh-tl__body">
            {narrow ? (
              <div className="oh-tl__picker">
                <Button icon={<MenuOutlined />} onClick={() => setPickerOpen(true)} aria-haspopup="dialog">
                  选择部门{dept ? `：${dept.name}` : ''}
                </Button>
                <Drawer open={pickerOpen} onClose={() => setPickerOpen(false)} title="选择部门" placement="left" size="85%">
                  {deptTree}
                </Drawer>
              </div>
            ) : (
              <aside className="oh-tl__aside">{deptTree}</aside>
            )}
            <div className="oh-tl__main">
              {dept && <DeptLists dept={dept} categoryName={category?.name ?? ''} signedIn={signedIn} lists={lists} actions={actions} />}
            </div>
          </div>
        </ListState>
      )}
      <ServiceDetailsDrawer serviceId={detailsId} signedIn={signedIn} onClose={closeDetails} onOpen={actions.open} />
    </div>
  );
}

/** The page's configuration could not be read. */
export function ConfigError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="三清单加载失败"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
