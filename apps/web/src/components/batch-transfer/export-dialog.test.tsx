import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { AppEvents, on } from '../../stores/events.ts';
import { type FetchRoutes, HANG, ok, refused, stubFetch } from '../../test/fetch-routes.ts';
import { ExportDialog, type ExportDialogProps } from './export-dialog.tsx';

const FIELDS = [
  { key: 'deptName', label: '部门名称', checked: true },
  { key: 'dutyDescription', label: '职责描述', checked: true },
];

const progress = (over: Record<string, unknown> = {}) => ({
  finishRate: 50,
  finished: false,
  useTimeStr: '3秒',
  tryMathRemainTime: '3秒',
  totalNum: 10,
  finishNum: 5,
  errorMsg: null,
  redisKey: 'job-1',
  state: 'active',
  result: null,
  ...over,
});

let api: FetchRoutes;
let clicks: ReturnType<typeof vi.spyOn>;

function renderDialog(props: Partial<ExportDialogProps> = {}) {
  const onClose = vi.fn();
  render(
    <AppProviders>
      <ExportDialog open onClose={onClose} listKey="deptDuty" listName="部门职责清单" {...props} />
    </AppProviders>,
  );
  return { onClose };
}

const fileName = () => screen.getByLabelText('文件名称') as HTMLInputElement;
// Controls are found by their text or labels, not by role and name: over this dialog that computes
// every candidate's accessible name, seconds a query in jsdom. closest() and the selectors still
// require the role.
const exportButton = () => screen.getByText(/^导\s*出$/).closest('button')!;
const labelledButton = (name: string) => screen.getByLabelText(name, { selector: 'button' });
const checkbox = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });
const radio = (name: string) => screen.getByLabelText(name, { selector: 'input[type="radio"]' });

async function typeName(value: string) {
  fireEvent.change(fileName(), { target: { value } });
  fireEvent.click(exportButton());
}

beforeEach(() => {
  api = stubFetch();
  api.answer('/exportFields', ok(FIELDS));
  api.answer('/export/count', ok(12));
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clicks.mockRestore();
});

describe('ExportDialog form', () => {
  it('should propose the list name plus a timestamp, capped at 30 characters', async () => {
    renderDialog();
    expect(fileName().value).toMatch(/^部门职责清单\d{14}$/);
    expect(fileName().maxLength).toBe(30);
    await screen.findByText('共 12 条数据');
  });

  it('should ask for a file name when it is empty', async () => {
    renderDialog();
    await screen.findByText('共 12 条数据');
    await typeName('   ');
    expect(await screen.findByText('请输入文件名称')).toBeTruthy();
    expect(api.calls('/export/start')).toHaveLength(0);
  });

  it('should refuse an em dash and other special characters', async () => {
    renderDialog();
    await screen.findByText('共 12 条数据');
    await typeName('职责—清单');
    expect(await screen.findByText('特殊字符只能包括点和下划线')).toBeTruthy();
  });

  it('should refuse a name shorter than three characters', async () => {
    renderDialog();
    await screen.findByText('共 12 条数据');
    await typeName('ab');
    expect(await screen.findByText('文件名称不可少于三个字符')).toBeTruthy();
  });

  it('should ask for at least one export field, once', async () => {
    renderDialog();
    await screen.findByText('共 12 条数据');
    const all = await screen.findByLabelText('全选', { selector: 'input[type="checkbox"]' });
    fireEvent.click(all);
    fireEvent.click(exportButton());
    expect(await screen.findByText('请至少选择一个导出字段')).toBeTruthy();
    // antd shows a field's error after a short debounce: wait past it, then the message must be there once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('请至少选择一个导出字段')).toHaveLength(1);
    expect(api.calls('/export/start')).toHaveLength(0);
  });

  it('should let the keyboard reorder the fields and export the columns in that order', async () => {
    api.answer('/exportFields', ok([...FIELDS, { key: 'dutyType', label: '职责类型', checked: false }]));
    api.answer('/export/start', ok({ redisKey: 'job-1' }));
    api.answer('/export/progress', ok(progress()));
    renderDialog();
    await screen.findByText('共 12 条数据');
    const order = () =>
      within(screen.getByRole('list', { name: '导出字段顺序' }))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent);
    expect(order()).toEqual(['部门名称', '职责描述', '职责类型']);
    expect(labelledButton('上移部门名称')).toHaveProperty('disabled', true);

    const down = labelledButton('下移部门名称');
    down.focus();
    fireEvent.click(down);
    expect(order()).toEqual(['职责描述', '部门名称', '职责类型']);
    // Focus stays on the moved field, so it can be moved again at once.
    await waitFor(() => expect(document.activeElement).toBe(labelledButton('下移部门名称')));
    fireEvent.click(labelledButton('上移职责类型'));
    fireEvent.click(labelledButton('上移职责类型'));
    expect(order()).toEqual(['职责类型', '职责描述', '部门名称']);
    fireEvent.click(checkbox('职责类型'));

    fireEvent.change(fileName(), { target: { value: '职责清单_2026' } });
    fireEvent.click(exportButton());
    await waitFor(() => expect(api.calls('/export/start')).toHaveLength(1));
    expect(api.calls('/export/start')[0]?.body).toMatchObject({
      exportField: '职责类型:dutyType,职责描述:dutyDescription,部门名称:deptName',
    });
  });

  it('should disable export when there is nothing to export', async () => {
    api.answer('/export/count', ok(0));
    renderDialog();
    await screen.findByText('共 0 条数据');
    expect(exportButton()).toHaveProperty('disabled', true);
  });

  it('should count the ticked rows for data range 3 without asking the server', async () => {
    renderDialog({ selectedIds: ['a', 'b', 'c'] });
    await screen.findByText('共 12 条数据');
    const countsBefore = api.calls('/export/count').length;
    fireEvent.click(radio('勾选数据'));
    expect(await screen.findByText('共 3 条数据')).toBeTruthy();
    expect(api.calls('/export/count')).toHaveLength(countsBefore);
  });

  it('should send the search of the list for data range 2', async () => {
    renderDialog({ formInline: { deptCode: 'JWC' } });
    await screen.findByText('共 12 条数据');
    fireEvent.click(radio('当前搜索结果'));
    await waitFor(() => expect(api.calls('/export/count').at(-1)?.body).toMatchObject({ dataRange: 2, formInline: { deptCode: 'JWC' } }));
  });
});

describe('ExportDialog job', () => {
  async function start() {
    await screen.findByText('共 12 条数据');
    fireEvent.change(fileName(), { target: { value: '职责清单_2026' } });
    fireEvent.click(exportButton());
  }

  // The footer button, not the title bar's close icon (which antd labels 关闭 as well).
  const closeButton = () => screen.getByText(/^关\s*闭$/).closest('button')!;

  it('should poll every 3 s, ignore a timed-out poll, then finish, download the file and offer a link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.answer('/export/start', ok({ redisKey: 'job-1' }));
    api.answer(
      '/export/progress',
      ok(progress()),
      HANG,
      ok(
        progress({
          finished: true,
          finishRate: 100,
          finishNum: 10,
          state: 'completed',
          result: { url: '/api/blade-platform/excel/deptDuty/export/file?key=job-1', fileName: '职责清单_2026.xlsx' },
        }),
      ),
    );
    api.answer('/export/file', new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    renderDialog();
    await start();

    expect(await screen.findByText('5 / 10 条')).toBeTruthy();
    expect(closeButton()).toHaveProperty('disabled', true);
    expect(api.calls('/export/start')[0]?.body).toMatchObject({
      fileName: '职责清单_2026',
      dataRange: 1,
      exportField: '部门名称:deptName,职责描述:dutyDescription',
    });

    // The second poll hangs until the request layer's 30 s time-out answers 8010, which is ignored.
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(() => expect(api.calls('/export/progress')).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(screen.queryByText('导出失败')).toBeNull();
    expect(closeButton()).toHaveProperty('disabled', true);

    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('导出完成')).toBeTruthy();
    expect(screen.getByText('数据导出')).toBeTruthy();
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(screen.getByText(/下载文件/).closest('button')).toBeTruthy();
    expect(closeButton()).toHaveProperty('disabled', false);
    await vi.advanceTimersByTimeAsync(6000);
    expect(api.calls('/export/progress')).toHaveLength(3);
  });

  it('should show 导出失败 and 操作失败 when a poll fails', async () => {
    api.answer('/export/start', ok({ redisKey: 'job-1' }));
    api.answer('/export/progress', refused(404, '任务不存在'));
    renderDialog();
    await start();
    expect(await screen.findByText('导出失败')).toBeTruthy();
    expect(screen.getByText('操作失败')).toBeTruthy();
    expect(closeButton()).toHaveProperty('disabled', false);
  });

  it('should show the message and close everything when the start answers 1002', async () => {
    api.answer('/export/start', refused(1002, '签名校验失败'));
    const { onClose } = renderDialog();
    await start();
    expect(await screen.findByText('签名校验失败')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('数据导出')).toBeNull();
  });

  it('should show the message and let the user close when the start is refused otherwise, emitting refresh on close', async () => {
    api.answer('/export/start', refused(1004, '没有可导出的数据'));
    const refreshed = vi.fn();
    const stop = on(AppEvents.refresh, refreshed);
    const { onClose } = renderDialog();
    await start();
    const dialog = await screen.findByRole('dialog', { name: '导出失败' });
    expect(within(dialog).getByText('没有可导出的数据')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(closeButton());
    expect(onClose).toHaveBeenCalled();
    expect(refreshed).toHaveBeenCalledWith({ listKey: 'deptDuty' });
    stop();
  });
});
