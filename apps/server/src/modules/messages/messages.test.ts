import { MESSAGE_DELETED_MSG, messageDetailPath } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { DELETED_MESSAGE_ID, DRAFT_MESSAGE_ID, SEEDED_MESSAGE_ID } from '../../seed/prelogin.ts';

describe.each(testModes())('public message detail (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  });
  afterEach(async () => {
    await api.close();
  });

  const detail = (id: string) => api.call({ method: 'GET', url: messageDetailPath(id) });

  it('should show a published item to a visitor with its column, time and detail page address', async () => {
    const body = (await detail(SEEDED_MESSAGE_ID)).json();
    expect(body.status).toBe(1000);
    expect(body.result).toMatchObject({
      id: SEEDED_MESSAGE_ID,
      url: `/generalDetailsTow?id=${SEEDED_MESSAGE_ID}`,
      title: '我校网上服务大厅正式上线，百余项服务实现“一网通办”',
      columnName: '校园新闻',
      fieldSet: '重要',
      publisher: '信息化建设与管理中心',
    });
    expect(body.result.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.result.content).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('should count each reading', async () => {
    const first = (await detail(SEEDED_MESSAGE_ID)).json().result.viewCount;
    const second = (await detail(SEEDED_MESSAGE_ID)).json().result.viewCount;
    expect(second).toBe(first + 1);
  });

  it.each([
    ['a deleted item', DELETED_MESSAGE_ID],
    ['an unpublished draft', DRAFT_MESSAGE_ID],
    ['an unknown id', 'no-such-message'],
  ])('should answer 消息已被删除 for %s', async (_label, id) => {
    const response = await detail(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 1004, msg: MESSAGE_DELETED_MSG });
  });
});
