import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { RowActions } from './row-actions.tsx';

const renderActions = (ui: React.ReactNode) => render(<AppProviders>{ui}</AppProviders>);
const button = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RowActions', () => {
  it('should list 编辑, the row’s own actions, then 删除 as text links', () => {
    renderActions(
      <RowActions
        name="迎新"
        onEdit={() => {}}
        extra={[{ label: '权限', onClick: () => {} }]}
        remove={{ title: '确定删除卡片「迎新」吗？', onConfirm: () => {} }}
      />,
    );
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['编辑「迎新」', '权限「迎新」', '删除「迎新」']);
    for (const b of screen.getAllByRole('button')) expect(b.className).toContain('ant-btn-link');
  });

  it('should delete only after the confirmation is accepted', async () => {
    const onConfirm = vi.fn();
    renderActions(<RowActions name="迎新" remove={{ title: '确定删除卡片「迎新」吗？', onConfirm }} />);
    fireEvent.click(button(/删除「迎新」/));
    expect(await screen.findByText('确定删除卡片「迎新」吗？')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    // The confirmation's own 删除 button (antd spaces two-character labels).
    const confirm = screen.getAllByRole('button', { name: /^删\s*除$/ }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('should not delete when the confirmation is cancelled', async () => {
    const onConfirm = vi.fn();
    renderActions(<RowActions name="迎新" remove={{ title: '确定删除卡片「迎新」吗？', onConfirm }} />);
    fireEvent.click(button(/删除「迎新」/));
    await screen.findByText('确定删除卡片「迎新」吗？');
    fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should disable an action the row does not allow and say why', async () => {
    renderActions(<RowActions name="首页" remove={{ title: '确定删除吗？', onConfirm: () => {}, disabledReason: '内置导航不能删除' }} />);
    const trigger = button(/删除「首页」/) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(await screen.findByText('内置导航不能删除')).toBeTruthy();
  });
});
