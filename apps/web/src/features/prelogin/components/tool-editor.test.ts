import type { CommonTool, PreLoginAdminConfig, PreLoginCard } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { toolsShown } from './tool-editor.tsx';

const tool = (i: number, enabled = true): CommonTool => ({
  id: `t${i}`,
  tools_name: `工具${i}`,
  tools_icon: null,
  typeList: [],
  url: `https://tool${i}.example.edu.cn`,
  sort: i,
  enabled,
});

const card = (over: Partial<PreLoginCard> = {}): PreLoginCard => ({
  id: 'c1',
  cardName: '常用工具',
  cardIntroduction: '',
  cardType: 'commonTool',
  displayRows: 1,
  sort: 0,
  enabled: true,
  columnIds: [],
  ...over,
});

const config = (tools: CommonTool[], cards: PreLoginCard[]) => ({ tools, cards }) as unknown as PreLoginAdminConfig;

describe('toolsShown', () => {
  const seven = [1, 2, 3, 4, 5, 6, 7].map((i) => tool(i));

  it('should say that a one-row card shows six tools and which enabled tool is left out', () => {
    const { shown, notice } = toolsShown(config(seven, [card()]));
    expect([...shown]).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(notice).toBe(
      '「常用工具」卡片显示 1 行，最多展示 6 个工具；已启用 7 个，排在后面的 1 个不展示。可调整排序，或在卡片配置中增加显示行数。',
    );
  });

  it('should show all seven on a two-row card, and count only enabled tools', () => {
    expect(toolsShown(config(seven, [card({ displayRows: 2 })]))).toEqual({ shown: new Set(seven.map((t) => t.id)), notice: null });
    const withDisabled = [...seven.slice(0, 6), tool(7, false)];
    expect(toolsShown(config(withDisabled, [card()])).notice).toBeNull();
  });

  it('should say that no tool shows while the landing has no enabled tools card', () => {
    const { shown, notice } = toolsShown(config(seven, [card({ enabled: false })]));
    expect(shown.size).toBe(0);
    expect(notice).toBe('登录前页面没有启用「常用工具」卡片，这些工具暂不展示。');
  });
});
