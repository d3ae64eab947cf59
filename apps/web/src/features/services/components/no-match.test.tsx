import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import { ok, stubFetch } from '../../../test/fetch-routes.ts';
import { NoMatch } from './no-match.tsx';

const robot = (helpFeedbackUrl: string) => ({ robotName: '小助手', robotAvatar: '', greeting: '', enabled: true, helpFeedbackUrl });

function renderNoMatch() {
  const onSearch = vi.fn();
  const onPickService = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <NoMatch keyword="guashiii" serviceType="" signedIn={false} onSearch={onSearch} onPickService={onPickService} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { onSearch, onPickService };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setRobotConfig(robot(''));
});

describe('NoMatch', () => {
  it('should offer the nearest services, the hot words and the help desk when a search finds nothing', async () => {
    const api = stubFetch();
    api.answer('/guide/lucene/closest', ok([{ serviceId: 's-1', serviceName: '校园卡挂失' }]));
    api.answer('/searchHeatWord', ok([{ word: '请假', count: 5 }]));
    useSessionStore.getState().setRobotConfig(robot('https://help.mingde.edu.cn/'));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onSearch, onPickService } = renderNoMatch();

    expect(screen.getByText('没有找到与“guashiii”相关的服务')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '校园卡挂失' }));
    expect(onPickService).toHaveBeenCalledWith('s-1');
    fireEvent.click(await screen.findByText('请假'));
    expect(onSearch).toHaveBeenCalledWith('请假');
    fireEvent.click(screen.getByRole('button', { name: /帮助与反馈/ }));
    expect(opened).toHaveBeenCalledWith('https://help.mingde.edu.cn/', '_blank', 'noopener,noreferrer');
  });

  it('should leave out what it does not have: no near services, no hot words, no help address', async () => {
    const api = stubFetch();
    api.answer('/guide/lucene/closest', ok([]));
    api.answer('/searchHeatWord', ok([]));
    renderNoMatch();
    expect(screen.getByText('没有找到与“guashiii”相关的服务')).toBeTruthy();
    await vi.waitFor(() => expect(api.calls('/guide/lucene/closest').length).toBe(1));
    expect(screen.queryByText('您是不是要找：')).toBeNull();
    expect(screen.queryByText('大家都在搜：')).toBeNull();
    expect(screen.queryByRole('button', { name: /帮助与反馈/ })).toBeNull();
  });
});
