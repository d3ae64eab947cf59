import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WrappingTabBar } from './wrapping-tab-bar.tsx';

const items = [
  { key: 'nav', label: '快捷导航' },
  { key: 'types', label: '分类管理' },
  { key: 'off', label: '停用', disabled: true },
  { key: 'password', label: '密码规则' },
];

describe('WrappingTabBar', () => {
  it("should name every tab and its panel with antd's ids, only the active one in the Tab order", () => {
    render(<WrappingTabBar id="t" activeKey="types" items={items} onTabClick={() => undefined} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist').children).toHaveLength(4);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false']);
    expect(tabs[1]?.id).toBe('t-tab-types');
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('t-panel-types');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('should switch on a click and move with the arrow keys, Home and End, past a disabled tab', () => {
    const onTabClick = vi.fn();
    render(<WrappingTabBar id="t" activeKey="types" items={items} onTabClick={onTabClick} />);
    fireEvent.click(screen.getByRole('tab', { name: '快捷导航' }));
    expect(onTabClick).toHaveBeenLastCalledWith('nav', expect.anything());
    fireEvent.keyDown(screen.getByRole('tab', { name: '分类管理' }), { key: 'ArrowRight' });
    expect(onTabClick).toHaveBeenLastCalledWith('password', expect.anything());
    fireEvent.keyDown(screen.getByRole('tab', { name: '分类管理' }), { key: 'Home' });
    expect(onTabClick).toHaveBeenLastCalledWith('nav', expect.anything());
    fireEvent.keyDown(screen.getByRole('tab', { name: '快捷导航' }), { key: 'ArrowLeft' });
    expect(onTabClick).toHaveBeenLastCalledWith('password', expect.anything());
  });
});
