import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type Answer, type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { HeatWordsPanel } from './heat-words-panel.tsx';

const LIST = '/heatWordConfig/list';
const words = [
  { id: 'p1', word: '迎新', state: 'PINNED', users: 0, searches: 0 },
  { id: null, word: 'vpn', state: 'COMPUTED', users: 4, searches: 9 },
  { id: 'b1', word: '代写论文', state: 'BLOCKED', users: 3, searches: 5 },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The panel against a fetch stand-in whose list answers are `lists`; other routes are answered by the test. */
function renderPanel(...lists: Answer[]): FetchRoutes {
  stubResizeObserver();
  const api = stubFetch();
  api.answer(LIST, ...lists);
  render(
    <AppProviders>
      <HeatWordsPanel />
    </AppProviders>,
  );
  return api;
}

describe('HeatWordsPanel', () => {
  it('should list pinned, counted and blocked words with their counts and the actions each allows', async () => {
    renderPanel(ok(words));
    expect(await screen.findByText('vpn')).toBeTruthy();
    expect(screen.getByText('按搜索统计')).toBeTruthy();
    expect(screen.getByText('9')).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消置顶「迎新」' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '置顶「vpn」' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消屏蔽「代写论文」' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '屏蔽「代写论文」' })).toBeNull();
  });

  it('should block a word only after confirmation, then reload the list', async () => {
    const api = renderPanel(ok(words));
    api.answer('/heatWordConfig/block', ok(null));
    fireEvent.click(await screen.findByRole('button', { name: '屏蔽「vpn」' }));
    expect(await screen.findByText('确定屏蔽「vpn」吗？')).toBeTruthy();
    expect(api.calls('/heatWordConfig/block')).toHaveLength(0);
    const before = api.calls(LIST).length;
    fireEvent.click(
      screen
        .getAllByText(/^屏\s*蔽$/)
        .at(-1)!
        .closest('button')!,
    );
    await waitFor(() => expect(api.calls('/heatWordConfig/block')[0]?.body).toMatchObject({ word: 'vpn' }));
    expect(await screen.findByText('已屏蔽「vpn」')).toBeTruthy();
    await waitFor(() => expect(api.calls(LIST).length).toBe(before + 1));
  });

  it('should pin a typed word with Enter and unpin by the rule id', async () => {
    const api = renderPanel(ok(words));
    api.answer('/heatWordConfig/pin', ok(null));
    api.answer('/heatWordConfig/unpin', ok(null));
    const box = await screen.findByRole('textbox', { name: '热门搜索词' });
    fireEvent.change(box, { target: { value: ' 新生报到 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls('/heatWordConfig/pin')[0]?.body).toMatchObject({ word: '新生报到' }));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: '取消置顶「迎新」' }));
    await waitFor(() => expect(api.calls('/heatWordConfig/unpin')[0]?.body).toMatchObject({ id: 'p1' }));
  });

  it("should show the server's reason when a pin is refused", async () => {
    const api = renderPanel(ok(words));
    api.answer('/heatWordConfig/pin', refused(1004, '最多置顶 10 个热门搜索词，请先取消置顶其他词'));
    fireEvent.click(await screen.findByRole('button', { name: '置顶「vpn」' }));
    expect(await screen.findByText('最多置顶 10 个热门搜索词，请先取消置顶其他词')).toBeTruthy();
  });

  it('should say so when there are no heat words yet', async () => {
    renderPanel(ok([]));
    expect(await screen.findByText('暂无热门搜索词')).toBeTruthy();
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    renderPanel({ status: 500, body: { status: 500, msg: '服务器开小差了' } }, ok(words));
    expect(await screen.findByText('热门搜索词加载失败')).toBeTruthy();
    fireEvent.click(screen.getByText(/^重\s*试$/).closest('button')!);
    expect(await screen.findByText('vpn')).toBeTruthy();
  });
});
