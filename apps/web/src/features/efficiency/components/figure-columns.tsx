import type { DeptRow, ReportSortField } from '@onehall/contract';
import type { TableColumnsType, TableColumnType } from 'antd';
import { formatCount, formatHours, formatRate, formatScore } from '../lib/format.ts';

/** The efficiency figures every level of the department report shows (the contract's EfficiencyFigures). */
export type Figures = Pick<
  DeptRow,
  'started' | 'finished' | 'inProgress' | 'late' | 'onTimeRate' | 'avgHours' | 'medianHours' | 'satisfaction' | 'visits'
>;

export interface Sorting {
  sortField?: ReportSortField;
  sortOrder?: 'ascend' | 'descend';
}

const FIGURES: { key: keyof Figures; title: string; render: (v: number | null) => string }[] = [
  { key: 'started', title: '发起', render: formatCount },
  { key: 'finished', title: '办结', render: formatCount },
  { key: 'inProgress', title: '在办', render: formatCount },
  { key: 'late', title: '超时', render: formatCount },
  { key: 'onTimeRate', title: '按时办结率', render: formatRate },
  { key: 'avgHours', title: '平均用时', render: formatHours },
  { key: 'medianHours', title: '用时中位数', render: formatHours },
  { key: 'satisfaction', title: '满意度', render: formatScore },
  { key: 'visits', title: '访问量', render: formatCount },
];

/** Sortable figure columns; the server sorts (sortField/sortOrder), the table only shows which column does. */
export function figureColumns<T extends Figures>(sorting: Sorting): TableColumnsType<T> {
  return FIGURES.map((f) => ({
    key: f.key,
    dataIndex: f.key,
    title: f.title,
    align: 'right',
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    sortOrder: (sorting.sortField === f.key ? sorting.sortOrder : null) as TableColumnType<T>['sortOrder'],
    render: (v: number | null) => f.render(v),
  }));
}

/** The table's sorter change as the call's sorting (none when the sort is cleared). */
export function sortingOf(sorter: unknown): Sorting {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: string; order?: 'ascend' | 'descend' | null } | undefined;
  return s?.order && s.columnKey ? { sortField: s.columnKey as ReportSortField, sortOrder: s.order } : {};
}
