import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IframeHost } from './iframe-host.tsx';
import { frameAllowed, safeFrameUrl } from './safe-url.ts';

describe('safeFrameUrl', () => {
  it('should accept http(s) and same-site paths', () => {
    expect(safeFrameUrl('https://help.example.edu/a', 'http://portal')).toBe('https://help.example.edu/a');
    expect(safeFrameUrl('/tools/x', 'http://portal')).toBe('http://portal/tools/x');
  });

  it('should refuse script and data addresses', () => {
    expect(safeFrameUrl('javascript:alert(1)', 'http://portal')).toBeNull();
    expect(safeFrameUrl('data:text/html,hi', 'http://portal')).toBeNull();
    expect(safeFrameUrl('', 'http://portal')).toBeNull();
  });
});

describe('frameAllowed', () => {
  it('should allow this site and the configured origins only', () => {
    const origins = ['https://ehall.example.edu'];
    expect(frameAllowed('http://portal/micro-apps/x/', origins, 'http://portal')).toBe(true);
    expect(frameAllowed('https://ehall.example.edu/service/1', origins, 'http://portal')).toBe(true);
    expect(frameAllowed('https://ehall.example.edu.evil.example/', origins, 'http://portal')).toBe(false);
    expect(frameAllowed('http://ehall.example.edu/service/1', origins, 'http://portal')).toBe(false);
  });
});

describe('IframeHost', () => {
  afterEach(cleanup);

  it('should show the configured address and the menu item name from the query', () => {
    render(
      <MemoryRouter
        initialEntries={['/home/iframPage?url=https%3A%2F%2Fhelp.example.edu&name=%E5%B8%B8%E7%94%A8%E5%B7%A5%E5%85%B7&backPath=homePage']}
      >
        <IframeHost />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '常用工具' })).toBeTruthy();
    expect(screen.getByTitle('常用工具').getAttribute('src')).toBe('https://help.example.edu/');
    expect(screen.getByRole('button', { name: /返回/ })).toBeTruthy();
  });

  it('should read the target from navigation state', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/home/iframPage', state: { url: 'https://x.example.edu/', name: '智能客服助手' } }]}>
        <IframeHost />
      </MemoryRouter>,
    );
    expect(screen.getByTitle('智能客服助手')).toBeTruthy();
  });
});
