import { describe, expect, it } from 'vitest';
import { columnBody, defaultColumnValues, mappingRows } from './column-form.ts';

const sources = [
  { key: 'todo', name: '待办事项', dataSource: 'todo', apiId: null },
  { key: 'API:a1', name: '图书借阅', dataSource: 'API', apiId: 'a1' },
];

describe('column form rules', () => {
  it('should never offer fieldSet or urlDetail as a shown field', () => {
    const rows = mappingRows(
      [
        { field: 'title', chineseName: '标题' },
        { field: 'fieldSet', chineseName: '重要性' },
        { field: 'urlDetail', chineseName: '详情地址' },
      ],
      [],
    );
    expect(rows.map((r) => r.field)).toEqual(['title']);
  });

  it('should keep saved names and order, offering the other fields unticked', () => {
    const rows = mappingRows(
      [
        { field: 'title', chineseName: '标题' },
        { field: 'time', chineseName: '时间' },
      ],
      [{ field: 'time', chineseName: '到期时间' }],
    );
    expect(rows).toEqual([
      { field: 'time', chineseName: '到期时间', shown: true },
      { field: 'title', chineseName: '标题', shown: false },
    ]);
  });

  it('should default the to-do labels to 待审批 and 超时', () => {
    const v = defaultColumnValues();
    expect(v.todoTypeName).toBe('待审批');
    expect(v.todoTimeoutName).toBe('超时');
    const body = columnBody(
      { ...v, columnName: '待审批', sourceKey: 'todo', todoTypeName: ' ', todoTimeoutName: '' },
      { cardId: 'c1' },
      sources,
    );
    expect(body).toMatchObject({ todoTypeName: '待审批', todoTimeoutName: '超时', dataSource: 'todo', apiId: null });
  });

  it('should send an API source as API plus its id, and drop fieldSet/urlDetail from the mapping', () => {
    const body = columnBody(
      {
        ...defaultColumnValues(),
        columnName: '借阅',
        sourceKey: 'API:a1',
        params: { size: ' 5 ', empty: '' },
        mapping: [
          { field: 'bookName', chineseName: '书名', shown: true },
          { field: 'urlDetail', chineseName: '链接', shown: true },
          { field: 'due', chineseName: '到期', shown: false },
        ],
      },
      { cardId: 'c1' },
      sources,
    );
    expect(body).toMatchObject({
      dataSource: 'API',
      apiId: 'a1',
      params: { size: '5' },
      cardMapping: [{ field: 'bookName', chineseName: '书名' }],
    });
  });
});
