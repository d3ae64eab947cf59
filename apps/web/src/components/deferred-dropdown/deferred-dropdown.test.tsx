import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { DeferredDropdown } from './deferred-dropdown.tsx';

function renderMenu(onClick = vi.fn()) {
  render(
    <DeferredDropdown menu={{ items: [{ key: 'out', label: '退出登录' }], onClick: ({ key }) => onClick(key) }} trigger={['click']}>
      <Button type="text">用户菜单</Button>
    </DeferredDropdown>,
  );
  return onClick;
}

describe('DeferredDropdown', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(cleanup);

  it('should draw only its trigger until the trigger is reached', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: '用户菜单' });
    expect(trigger.classList.contains('ant-dropdown-trigger')).toBe(false);
    expect(screen.queryByText('退出登录')).toBeNull();
  });

  it('should open the menu on a click made before the Dropdown has loaded, and close it on a choice', async () => {
    const onClick = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(onClick).toHaveBeenCalledWith('out');
    await waitFor(() => expect(document.querySelector('.ant-dropdown-hidden')).not.toBeNull());
  });

  it('should keep the focus on the trigger a keyboard user reached it with', async () => {
    renderMenu();
    screen.getByRole('button', { name: '用户菜单' }).focus();
    await waitFor(() => expect(document.querySelector('.ant-dropdown-trigger')).not.toBeNull());
    expect(document.activeElement).toBe(document.querySelector('.ant-dropdown-trigger'));
    expect(screen.queryByText('退出登录')).toBeNull();
  });
});
