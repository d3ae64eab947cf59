import { describe, expect, it } from 'vitest';
import { cardSourcesSession, column } from '../../../../test/card-sources.ts';
import { type TestMode, testModes } from '../../../../test/platforms.ts';
import { NEWS_COLUMN_ID, NOTICE_COLUMN_ID } from '../../../seed/prelogin.ts';
import {
  API_SOURCE,
  BUILT_IN_SOURCES,
  getDataSourceList,
  getParamTypeList,
  getRequestParamByDataSource,
  getReturnParamByDataSource,
  readColumn,
} from './index.ts';

describe.each(testModes())('card data sources (%s)', (mode: TestMode) => {
  const t = cardSourcesSession(mode);
  const { as, student, teacher, admin } = t;

  it('should list every built-in source with its fields, and registered APIs after them', async () => {
    const list = await getDataSourceList(t.api.platform, admin);
    expect(list.map((s) => s.dataSource)).toEqual(BUILT_IN_SOURCES.map((s) => s.key));
    expect(list.map((s) => s.dataSource)).toEqual(
      expect.arrayContaining(['todo', 'done', 'personalMatters', 'businessExpress', 'processCounts', 'news', 'announcement']),
    );
    expect(list.map((s) => s.dataSource)).toEqual(
      expect.arrayContaining(['collection', 'commonServices', 'recommend', 'tools', 'OfficialAccount']),
    );
    expect(await getReturnParamByDataSource(t.api.platform, admin, 'news')).toEqual(
      expect.arrayContaining([
        { field: 'title', chineseName: '标题' },
        { field: 'releaseTime', chineseName: '发布时间' },
        { field: 'fieldSet', chineseName: '重要程度' },
      ]),
    );
    expect((await getRequestParamByDataSource(t.api.platform, admin, 'news')).map((p) => p.name)).toEqual(['columnId']);
    expect(getParamTypeList().map((t) => t.value)).toEqual(expect.arrayContaining(['STRING', 'NUMBER', 'CURRENT_USER_ACCOUNT']));
    await expect(getReturnParamByDataSource(t.api.platform, admin, 'nope')).rejects.toMatchObject({ message: '数据源“nope”不存在' });
  });

  it('should answer an unknown source as a column error, not a crash', async () => {
    expect(await readColumn(as(student), column('nope'))).toEqual({
      num: 0,
      rows: [],
      error: '数据源“nope”不存在，请在栏目配置中重新选择',
    });
    expect((await readColumn(as(student), column(API_SOURCE))).error).toBe('栏目没有选择接口，请在栏目配置中选择');
  });

  describe('messages and tools', () => {
    it('should read campus news and announcements of their own columns, newest first', async () => {
      const news = await readColumn(as(student), column('news', {}, 3));
      expect(news.num).toBe(6);
      expect(news.rows).toHaveLength(3);
      for (const row of news.rows) {
        expect(row).toMatchObject({ id: expect.any(String), title: expect.any(String), columnName: '校园新闻', columnId: NEWS_COLUMN_ID });
        expect(row.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(row).toHaveProperty('fieldSet');
      }
      const times = news.rows.map((r) => r.releaseTime as string);
      expect([...times].sort().reverse()).toEqual(times);

      const notices = await readColumn(as(teacher), column('announcement', { columnId: NOTICE_COLUMN_ID }, 20));
      expect(notices.num).toBeGreaterThan(0);
      expect(notices.rows.every((r) => r.columnName === '通知公告')).toBe(true);
      expect(notices.rows.map((r) => r.title)).not.toContain('关于调整校园卡充值时间的通知（已撤回）');

      const wrong = await readColumn(as(student), column('news', { columnId: NOTICE_COLUMN_ID }));
      expect(wrong.error).toBe('所选新闻栏目不存在或已停用，请在栏目配置中重新选择');
    });

    it('should list message columns as message accounts with their newest item', async () => {
      const accounts = await readColumn(as(student), column('OfficialAccount'));
      expect(accounts.rows.map((r) => r.accountName)).toEqual(['校园新闻', '通知公告']);
      expect(accounts.rows[0]).toMatchObject({ id: NEWS_COLUMN_ID, num: 6, latestTitle: expect.any(String) });
    });

    it('should read the common tools with their names, icons and types', async () => {
      const tools = await readColumn(as(student), column('tools', {}, 3));
      expect(tools.num).toBe(6);
      expect(tools.rows[0]).toMatchObject({ tools_name: '校历查询', tools_icon: expect.any(String), typeList: [{ name: '教学' }] });
      const network = await readColumn(as(student), column('tools', { typeName: '网络' }));
      expect(network.rows.map((r) => r.tools_name)).toEqual(['VPN 接入', '校园无线网']);
    });
  });
});
