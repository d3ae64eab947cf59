import { parseCardFrameConfig } from '@onehall/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalViewsStore } from '../../../stores/modal-views.ts';
import { readChildFrameRequest } from './child-frame.ts';
import { frameKind, serviceIframPath } from './frame.ts';
import { FrameCardBody } from './frame-card.tsx';
import { MICRO_APP_MOUNT_TIMEOUT_MS } from './qiankun-frame.tsx';

const qiankun = vi.hoisted(() => ({
  loadMicroApp: vi.fn(() => ({ mountPromise: Promise.resolve(), unmount: vi.fn(() => Promise.resolve()) })),
}));
vi.mock('qiankun', () => qiankun);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderFrame = (url: string) =>
  render(
    <MemoryRouter initialEntries={['/home/homePage']}>
      <Routes>
        <Route path="*" element={<FrameCardBody cardId="c1" cardName="校园时钟卡片" frame={parseCardFrameConfig(url)} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  qiankun.loadMicroApp.mockClear();
  useModalViewsStore.setState({ views: [] });
});

describe('frame config of a card', () => {
  it('should read a url starting with { as a frame config and any other url as qiankun', () => {
    expect(parseCardFrameConfig('{"type":"iframe","url":"/micro-apps/campus-clock/"}')).toEqual({
      type: 'iframe',
      url: '/micro-apps/campus-clock/',
    });
    expect(parseCardFrameConfig('/micro-apps/campus-clock/')).toEqual({ type: 'qiankun', url: '/micro-apps/campus-clock/' });
    expect(parseCardFrameConfig('{broken')).toBeNull();
  });

  it('should frame the iframe type in an iframe and everything else as a micro-app', () => {
    expect(frameKind('iframe')).toBe('iframe');
    expect(frameKind('IFrame')).toBe('iframe');
    expect(frameKind('qiankun')).toBe('qiankun');
  });
});

describe('FrameCardBody', () => {
  it('should show an iframe card in an iframe at its address', () => {
    renderFrame('{"type":"iframe","url":"/micro-apps/campus-clock/"}');
    expect(screen.getByTitle('校园时钟卡片').getAttribute('src')).toBe(`${window.location.origin}/micro-apps/campus-clock/`);
    expect(qiankun.loadMicroApp).not.toHaveBeenCalled();
  });

  it('should load a plain url as a qiankun micro-app in the card', async () => {
    renderFrame('/micro-apps/campus-clock/');
    await waitFor(() => expect(qiankun.loadMicroApp).toHaveBeenCalledTimes(1));
    const [app] = qiankun.loadMicroApp.mock.calls[0] as unknown as [{ name: string; entry: string; container: HTMLElement }];
    expect(app.name).toBe('card-c1');
    expect(app.entry).toBe(`${window.location.origin}/micro-apps/campus-clock/`);
    expect(app.container.dataset.microApp).toBe('card-c1');
  });

  it('should start a micro-app whose mount hangs once more in a new place, then offer 重试', async () => {
    vi.useFakeTimers();
    try {
      const hung = () => ({ mountPromise: new Promise<void>(() => {}), unmount: vi.fn(() => Promise.resolve()) });
      qiankun.loadMicroApp.mockImplementation(hung);
      renderFrame('/micro-apps/campus-clock/');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(qiankun.loadMicroApp).toHaveBeenCalledTimes(1);
      const first = (qiankun.loadMicroApp.mock.calls[0] as unknown as [{ container: HTMLElement }])[0].container;

      await act(() => vi.advanceTimersByTimeAsync(MICRO_APP_MOUNT_TIMEOUT_MS));
      expect(qiankun.loadMicroApp).toHaveBeenCalledTimes(2);
      const [second] = qiankun.loadMicroApp.mock.calls[1] as unknown as [{ name: string; container: HTMLElement }];
      expect(second.name).toBe('card-c1-1');
      expect(second.container).not.toBe(first);
      expect(screen.queryByRole('alert')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(MICRO_APP_MOUNT_TIMEOUT_MS));
      expect(screen.getByRole('alert').textContent).toContain('嵌入应用加载失败');
      qiankun.loadMicroApp.mockImplementation(() => ({ mountPromise: Promise.resolve(), unmount: vi.fn(() => Promise.resolve()) }));
      await act(async () => screen.getByRole('button', { name: /重\s*试/ }).click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(qiankun.loadMicroApp).toHaveBeenCalledTimes(3);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.querySelector('[data-micro-app="card-c1"]')?.hasAttribute('hidden')).toBe(false);
    } finally {
      vi.useRealTimers();
      qiankun.loadMicroApp.mockImplementation(() => ({ mountPromise: Promise.resolve(), unmount: vi.fn(() => Promise.resolve()) }));
    }
  });

  it('should show the card error for an unreadable config or a script address', () => {
    renderFrame('{broken');
    expect(screen.getByText('嵌入页面地址无效')).toBeTruthy();
  });

  it('should refuse a javascript: address', () => {
    renderFrame('{"type":"iframe","url":"javascript:alert(1)"}');
    expect(screen.getByText('嵌入页面地址无效')).toBeTruthy();
  });

  it('should open a modal view asked for by its own iframe, and go to the tools page on openServiceIfram', () => {
    renderFrame('{"type":"iframe","url":"/micro-apps/campus-clock/"}');
    const frame = screen.getByTitle('校园时钟卡片') as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          source: frame.contentWindow,
          data: { type: 'modalViews', action: 'add', config: { title: '校历', serviceConfig: { serviceUrl: 'https://cal.example.edu/' } } },
        }),
      );
    });
    const [view] = useModalViewsStore.getState().views;
    expect(view?.config).toMatchObject({
      title: '校历',
      height: '650px',
      width: '1200px',
      serviceConfig: { serviceHref: 'https://cal.example.edu/' },
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { source: frame.contentWindow, data: { type: 'openServiceIfram', url: 'https://cal.example.edu/' } }),
      );
    });
    expect(screen.getByTestId('where').textContent).toBe(serviceIframPath('https://cal.example.edu/'));
    expect(serviceIframPath('https://cal.example.edu/')).toBe(
      '/home/iframPage?url=https%3A%2F%2Fcal.example.edu%2F&name=%E5%B8%B8%E7%94%A8%E5%B7%A5%E5%85%B7&backPath=homePage',
    );
  });

  it('should ignore requests from windows other than its iframe', () => {
    renderFrame('{"type":"iframe","url":"/micro-apps/campus-clock/"}');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          source: window,
          data: { type: 'modalViews', action: 'add', config: { serviceConfig: { serviceUrl: 'https://x/' } } },
        }),
      );
    });
    expect(useModalViewsStore.getState().views).toEqual([]);
  });
});

describe('readChildFrameRequest', () => {
  it('should accept well-formed requests only', () => {
    expect(readChildFrameRequest({ type: 'modalViews', action: 'close', modelId: 'abc' })).toEqual({
      type: 'modalViews',
      action: 'close',
      modelId: 'abc',
    });
    expect(readChildFrameRequest({ type: 'modalViews', action: 'add', config: {} })).toBeNull();
    expect(
      readChildFrameRequest({ type: 'modalViews', action: 'add', config: { serviceConfig: { serviceUrl: 'x' }, height: {} } }),
    ).toBeNull();
    expect(readChildFrameRequest({ type: 'openServiceIfram' })).toBeNull();
    expect(readChildFrameRequest('hello')).toBeNull();
  });
});
