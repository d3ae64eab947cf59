import type { CardData, CardDataColumn, CardKind } from '@onehall/contract';

/** Card data as `cardcolumnconfig/preview` answers it, for the card tests. */
export function column(partial: Partial<CardDataColumn> = {}): CardDataColumn {
  return {
    id: partial.id ?? 'col-1',
    columnName: '待审批',
    dataSource: 'todo',
    num: 0,
    result: [],
    cardMapping: [],
    todoNum: 0,
    todoTypeName: '待审批',
    todoTimeoutName: '超时',
    todoTimeoutNum: 0,
    error: null,
    ...partial,
  };
}

export function cardData(kind: CardKind, list: CardDataColumn[], partial: Partial<CardData> = {}): CardData {
  return {
    cardId: 'card-1',
    kind,
    width: 'narrow',
    basicConfig: { cardName: '测试卡片', cardIntroduction: '', displayRows: 1 },
    list,
    typeList: list.map((c) => ({ id: c.id, typeName: c.columnName })),
    otherInformationList: [],
    currentStatusBackgroundColor: [],
    dataSource: list[0]?.dataSource ?? '',
    frameConfig: null,
    ...partial,
  };
}

export const rows = (n: number, make: (i: number) => Record<string, unknown> = (i) => ({ id: `r${i}`, title: `事项${i}` })) =>
  Array.from({ length: n }, (_, i) => make(i + 1));
