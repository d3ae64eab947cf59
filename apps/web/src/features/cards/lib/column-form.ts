import {
  API_SOURCE,
  type BodyOf,
  type CardColumn,
  type CardMapping,
  type cardColumnSubmit,
  type DataSource,
  TODO_TIMEOUT_NAME_DEFAULT,
  TODO_TYPE_NAME_DEFAULT,
  visibleCardMapping,
} from '@onehall/contract';

/** One returned field in the column form: shown or not, under which Chinese name. */
export interface MappingRow {
  field: string;
  chineseName: string;
  shown: boolean;
}

export interface ColumnFormValues {
  columnName: string;
  /** DataSource.key: a built-in key or `API:<id>`. */
  sourceKey: string;
  params: Record<string, string>;
  mapping: MappingRow[];
  todoTypeName: string;
  todoTimeoutName: string;
  roles: string[];
  sort?: number;
}

/** The source key of a saved column, as getDataSourceList names it. */
export function sourceKeyOf(column: Pick<CardColumn, 'dataSource' | 'apiId'>, sources: readonly DataSource[]): string {
  const match = sources.find((s) => s.dataSource === column.dataSource && (s.apiId ?? null) === (column.apiId ?? null));
  return match?.key ?? column.dataSource;
}

/**
 * The mapping rows the form offers: every field the source returns, except
 * fieldSet and urlDetail (link data, never a column — SPEC §3), with the
 * saved names and choices kept; saved fields come first, in their order.
 */
export function mappingRows(returned: readonly CardMapping[], saved: readonly CardMapping[]): MappingRow[] {
  const offered = visibleCardMapping(returned);
  const kept = visibleCardMapping(saved)
    .filter((m) => offered.some((o) => o.field === m.field))
    .map((m) => ({ field: m.field, chineseName: m.chineseName, shown: true }));
  const rest = offered.filter((o) => !kept.some((k) => k.field === o.field)).map((o) => ({ ...o, shown: saved.length === 0 }));
  return [...kept, ...rest];
}

export function defaultColumnValues(): ColumnFormValues {
  return {
    columnName: '',
    sourceKey: '',
    params: {},
    mapping: [],
    todoTypeName: TODO_TYPE_NAME_DEFAULT,
    todoTimeoutName: TODO_TIMEOUT_NAME_DEFAULT,
    roles: [],
    sort: undefined,
  };
}

export function columnValues(column: CardColumn, sources: readonly DataSource[]): ColumnFormValues {
  return {
    columnName: column.columnName,
    sourceKey: sourceKeyOf(column, sources),
    params: { ...column.params },
    mapping: visibleCardMapping(column.cardMapping).map((m) => ({ ...m, shown: true })),
    todoTypeName: column.todoTypeName || TODO_TYPE_NAME_DEFAULT,
    todoTimeoutName: column.todoTimeoutName || TODO_TIMEOUT_NAME_DEFAULT,
    roles: [...column.roles],
    sort: column.sort,
  };
}

/** The submit body: the source split into dataSource/apiId, empty params dropped, only shown fields mapped. */
export function columnBody(
  v: ColumnFormValues,
  ids: { id?: string; cardId: string },
  sources: readonly DataSource[],
): BodyOf<typeof cardColumnSubmit> {
  const source = sources.find((s) => s.key === v.sourceKey);
  const dataSource = source?.dataSource ?? v.sourceKey;
  return {
    ...ids,
    columnName: v.columnName.trim(),
    dataSource,
    apiId: dataSource === API_SOURCE ? (source?.apiId ?? null) : null,
    params: Object.fromEntries(
      Object.entries(v.params ?? {})
        .map(([k, val]) => [k, (val ?? '').trim()] as const)
        .filter(([, val]) => val !== ''),
    ),
    cardMapping: visibleCardMapping(v.mapping ?? [])
      .filter((m) => m.shown)
      .map((m) => ({ field: m.field, chineseName: m.chineseName.trim() || m.field })),
    todoTypeName: v.todoTypeName?.trim() || TODO_TYPE_NAME_DEFAULT,
    todoTimeoutName: v.todoTimeoutName?.trim() || TODO_TIMEOUT_NAME_DEFAULT,
    roles: v.roles ?? [],
    sort: v.sort ?? undefined,
  };
}
