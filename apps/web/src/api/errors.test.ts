import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reportError, setErrorPresenter } from './errors.ts';
import { ApiError } from './unwrap.ts';

describe('reportError', () => {
  it('should show the message of a failed envelope, or unknown error', () => {
    const shown: ReactNode[] = [];
    setErrorPresenter((text) => shown.push(text));
    reportError({ msg: '操作失败' });
    reportError({ msg: '' });
    expect(shown).toEqual(['操作失败', 'unknown error']);
  });

  it("should show a failed query's server message rather than the view's fallback wording", () => {
    const shown: ReactNode[] = [];
    setErrorPresenter((text) => shown.push(text));
    reportError(new ApiError({ status: 9009, msg: '服务已下架' }, '加载失败'));
    reportError(new ApiError({ status: 9009, msg: '' }, '加载失败'));
    reportError('文件格式不正确');
    expect(shown).toEqual(['服务已下架', 'unknown error', '文件格式不正确']);
  });
});
