import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { type FetchRoutes, ok, stubFetch, stubResizeObserver } from '../../test/fetch-routes.ts';

import { DictionarySelect } from './dictionary-select.tsx';

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/dict/deptCode', ok([{ dictKey: 'JWC', dictValue: '教务处' }]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DictionarySelect', () => {
  it('should say 请输入再选择 and search remotely by deptName', async () => {
    render(
      <AppProviders>
        <DictionarySelect url="/api/blade-platform/excel/deptDuty/dict/deptCode" remote aria-label="部门" />
      </AppProviders>,
    );
    expect(screen.getByText('请输入再选择')).toBeTruthy();
    const input = screen.getByLabelText('部门');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '教务' } });
    await waitFor(() => expect(api.calls('/dict/deptCode').some((c) => c.url.searchParams.get('deptName') === '教务')).toBe(true));
    expect(await screen.findByText('教务处')).toBeTruthy();
  });

  it('should show the dictionary labels for its keys', async () => {
    render(
      <AppProviders>
        <DictionarySelect url="/api/blade-platform/excel/deptDuty/dict/deptCode" value="JWC" />
      </AppProviders>,
    );
    expect(await screen.findByText('教务处')).toBeTruthy();
  });
});
