import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../test/fetch-routes.ts';
import { ImportWizard } from './import-wizard.tsx';

const MAPPING = {
  fileKey: 'file-1',
  excelField: ['部门编码', '职责描述', '备注'],
  dbFieldList: [
    { column: 'deptCode', label: '部门编码', is_must: 1 },
    { column: 'dutyDescription', label: '职责描述', is_must: 1 },
    { column: 'basis', label: '设定依据', is_must: 0 },
  ],
  matchFieldList: [
    { column: 'deptCode', configure: '部门编码' },
    { column: 'dutyDescription', configure: '' },
    { column: 'basis', configure: '' },
  ],
};

const CHECK_FIELDS = [
  { fieldName: 'deptCode', fieldNote: '部门编码', isKey: true },
  { fieldName: 'dutyDescription', fieldNote: '职责描述', isKey: true },
  { fieldName: 'basis', fieldNote: '设定依据', isKey: false },
];

const progress = (over: Record<string, unknown> = {}) => ({
  newInsertNum: 2,
  updateNum: 0,
  jumpNum: 1,
  failNum: 1,
  successNum: 2,
  finished: true,
  errorKey: 'err-1',
  redisKey: 'job-1',
  totalNum: 4,
  finishNum: 4,
  finishRate: 100,
  errorMsg: null,
  state: 'completed',
  ...over,
});

let api: FetchRoutes;
let clicks: ReturnType<typeof vi.spyOn>;

function renderWizard() {
  const onClose = vi.fn();
  const view = render(
    <AppProviders>
      <ImportWizard open onClose={onClose} listKey="deptDuty" listName="部门职责清单" />
    </AppProviders>,
  );
  const input = () => view.baseElement.querySelector('input[type=file]') as HTMLInputElement;
  const pick = (name: string, size = 10) => {
    const file = new File([new Uint8Array(size)], name);
    fireEvent.change(input(), { target: { files: [file] } });
  };
  return { onClose, pick };
}

const button = (text: RegExp) => screen.getByText(text).closest('button')!;

async function toMapping(pick: (name: string) => void) {
  pick('duties.xlsx');
  expect(await screen.findByText('duties.xlsx')).toBeTruthy();
  fireEvent.click(button(/^下一步$/));
  expect(await screen.findByText(/请为每个系统字段选择对应的Excel列/)).toBeTruthy();
}

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/import/inspectionFields', ok(CHECK_FIELDS));
  api.answer('/import/upload', ok(MAPPING));
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clicks.mockRestore();
});

describe('ImportWizard step 1', () => {
  it('should fix the duplicate rule to skipping and name the check fields', async () => {
    renderWizard();
    expect(await screen.findByText('校验字段：部门编码、职责描述')).toBeTruthy();
    const skip = screen.getByRole('radio', { name: '跳过重复数据' }) as HTMLInputElement;
    expect(skip.checked).toBe(true);
    expect(skip.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '跳过并继续' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('表头行') as HTMLInputElement).value).toBe('1');
  });

  it('should refuse a file that is not .xls or .xlsx', async () => {
    const { pick } = renderWizard();
    pick('duties.csv');
    expect(await screen.findByText('上传文件格式错误')).toBeTruthy();
    expect(screen.getByText('只支持文件扩展名.xls、.xlsx')).toBeTruthy();
    expect(screen.queryByText('duties.csv')).toBeNull();
  });

  it('should refuse a file over 20 MB', async () => {
    const { pick } = renderWizard();
    pick('big.xlsx', 20 * 1024 * 1024 + 1);
    expect(await screen.findByText('上传文件大小不能超过20M')).toBeTruthy();
  });

  it('should ask to delete the file already chosen before taking a second one', async () => {
    const { pick } = renderWizard();
    pick('one.xlsx');
    await screen.findByText('one.xlsx');
    pick('two.xls');
    expect(await screen.findByText('只能上传一个文件，请先删除已上传的文件')).toBeTruthy();
    expect(screen.queryByText('two.xls')).toBeNull();
  });

  it('should ask for a file before going on', async () => {
    renderWizard();
    fireEvent.click(button(/^下一步$/));
    expect(await screen.findByText('请上传文件')).toBeTruthy();
    expect(api.calls('/import/upload')).toHaveLength(0);
  });

  it('should stay on step 1 and show the message when the upload is refused', async () => {
    api.answer('/import/upload', refused(1004, '上传文件格式错误'));
    const { pick } = renderWizard();
    pick('fake.xlsx');
    await screen.findByText('fake.xlsx');
    fireEvent.click(button(/^下一步$/));
    expect(await screen.findByText('上传文件格式错误')).toBeTruthy();
    expect(screen.queryByText(/请为每个系统字段选择对应的Excel列/)).toBeNull();
  });
});

describe('ImportWizard mapping and job', () => {
  it('should upload with the header row and refuse to start while a required field is unmatched', async () => {
    const { pick } = renderWizard();
    await toMapping(pick);
    const form = api.calls('/import/upload')[0]!.body as FormData;
    expect(form.get('headerLine')).toBe('1');
    expect((form.get('file') as File).name).toBe('duties.xlsx');
    fireEvent.click(button(/^开始导入$/));
    expect(await screen.findByText('请匹配所有系统必填字段')).toBeTruthy();
    expect(api.calls('/import/start')).toHaveLength(0);
  });

  it('should show the message and close when the start is refused', async () => {
    api.answer('/import/start', refused(1004, '上传的文件已失效，请重新上传'));
    const { pick, onClose } = renderWizard();
    await toMapping(pick);
    fireEvent.mouseDown(screen.getByLabelText('职责描述对应的Excel列'));
    fireEvent.click(await screen.findByTitle('职责描述'));
    fireEvent.click(button(/^开始导入$/));
    expect(await screen.findByText('上传的文件已失效，请重新上传')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('should start with the mapping, show 导入成功 with the counts and download the error file', async () => {
    api.answer('/import/start', ok({ redisKey: 'job-1' }));
    api.answer('/import/progress', ok(progress()));
    api.answer('/import/errorFile', new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const { pick } = renderWizard();
    await toMapping(pick);
    fireEvent.mouseDown(screen.getByLabelText('职责描述对应的Excel列'));
    fireEvent.click(await screen.findByTitle('职责描述'));
    fireEvent.click(button(/^开始导入$/));

    expect(await screen.findByText('导入成功')).toBeTruthy();
    expect(screen.getByText('导入完成')).toBeTruthy();
    expect(api.calls('/import/start')[0]?.body).toMatchObject({
      fileKey: 'file-1',
      headerLine: 1,
      ruleNum: 2,
      errorRegx: 1,
      matchFieldList: [
        { column: 'deptCode', configure: '部门编码' },
        { column: 'dutyDescription', configure: '职责描述' },
        { column: 'basis', configure: '' },
      ],
    });
    expect(screen.getByText('新增').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('跳过').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('错误').nextElementSibling?.textContent).toBe('1');
    expect(screen.queryByText('覆盖')).toBeNull();

    fireEvent.click(button(/下载错误数据/));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(api.calls('/import/errorFile')[0]?.url.searchParams.get('errorKey')).toBe('err-1');
  });

  it('should show 导入失败 with the reason when the job fails', async () => {
    api.answer('/import/start', ok({ redisKey: 'job-1' }));
    api.answer(
      '/import/progress',
      ok(progress({ finished: true, failNum: 1, errorMsg: '数据有误，导入已中断，未写入任何数据', state: 'failed' })),
    );
    const { pick } = renderWizard();
    await toMapping(pick);
    fireEvent.mouseDown(screen.getByLabelText('职责描述对应的Excel列'));
    fireEvent.click(await screen.findByTitle('职责描述'));
    fireEvent.click(button(/^开始导入$/));
    expect(await screen.findByText('导入失败')).toBeTruthy();
    expect(screen.getByText('数据有误，导入已中断，未写入任何数据')).toBeTruthy();
  });
});
