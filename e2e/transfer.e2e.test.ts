import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, settledBox, signIn, useBrowser } from './helpers.ts';

const LIST_PAGE = '/home/deptResponsibilityListConfig';
const DUTY_PAGE_API = '/api/blade-workbench/ospDeptDutyListConfig/page';
/** Jobs are polled every 3 s; a busy 2-core machine gets a generous margin. */
const JOB_TIMEOUT = 45_000;
const HEADERS = ['部门编码', '职责描述', '职责类型', '职责依据', '排序'];

const dir = mkdtempSync(path.join(tmpdir(), 'onehall-transfer-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface DutyRow {
  id: string;
  deptCode: string;
  dutyDescription: string;
}

async function allDuties(token: string): Promise<DutyRow[]> {
  const rows: DutyRow[] = [];
  for (let current = 1; ; current++) {
    const answer = await api('POST', DUTY_PAGE_API, { token, body: { current, size: 100 } });
    const result = answer.result as { records: DutyRow[]; total: number };
    rows.push(...result.records);
    if (rows.length >= result.total || result.records.length === 0) return rows;
  }
}

/** The rows of a workbook's first sheet as header → text objects. */
async function readXlsx(file: string): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] == null ? '' : String(values[i])]).filter(([h]) => h)));
  });
  return rows;
}

async function saved(download: Promise<Download>, name: string): Promise<string> {
  const file = path.join(dir, name);
  await (await download).saveAs(file);
  return file;
}

/** A dialog found by its title text (its accessible name is not relied on: a test-mode build gives every antd dialog the same id). */
function dialogTitled(page: Page, title: string | RegExp): Locator {
  return page.locator('[role=dialog]').filter({ hasText: title });
}

async function openList(page: Page): Promise<string> {
  const answer = await signIn(page, 'admin');
  await page.goto(LIST_PAGE);
  await page
    .locator('.ant-table-row')
    .first()
    .waitFor({ timeout: 40_000 })
    .catch(async (error: Error) => {
      // Say what the page showed instead of the list: an error state, the login page, a blank shell.
      throw new Error(`${error.message}\n${((await page.locator('body').textContent()) ?? '').slice(0, 500)}`);
    });
  return answer.result!.access_token;
}

async function openExport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '批量导出' }).click();
  const dialog = dialogTitled(page, /批量导出/);
  await dialog.getByText(/共 \d+ 条数据/).waitFor();
  return dialog;
}

async function importFile(page: Page, file: string): Promise<Locator> {
  await page.getByRole('button', { name: '批量导入' }).click();
  const wizard = dialogTitled(page, /批量导入/);
  await wizard.locator('input[type=file]').setInputFiles(file);
  await wizard.getByText(path.basename(file)).waitFor();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByText(/请为每个系统字段选择对应的Excel列/).waitFor({ timeout: 20_000 });
  await wizard.getByRole('button', { name: /开始导入/ }).click();
  const progress = dialogTitled(page, '导入成功');
  await progress.getByText('导入完成').waitFor({ timeout: JOB_TIMEOUT });
  return progress;
}

const count = (dialog: Locator, which: string) => dialog.locator(`[data-count="${which}"]`).textContent();

describe('bulk export and import of the department duty list', () => {
  const b = useBrowser();
  const stamp = Date.now().toString(36);

  it('should explain each file-name rule in the export dialog', async () => {
    await openList(b.page);
    const dialog = await openExport(b.page);
    const name = dialog.getByLabel('文件名称');
    const exportButton = dialog.getByRole('button', { name: /^导\s*出$/ });

    await name.fill('');
    await exportButton.click();
    await expect(dialog.getByText('请输入文件名称').waitFor()).resolves.toBeUndefined();

    await name.fill('职责—清单');
    await exportButton.click();
    await expect(dialog.getByText('特殊字符只能包括点和下划线').waitFor()).resolves.toBeUndefined();

    await name.fill('职责');
    await exportButton.click();
    await expect(dialog.getByText('文件名称不可少于三个字符').waitFor()).resolves.toBeUndefined();
  });

  it('should export the whole list to an xlsx whose rows match the list', async () => {
    const token = await openList(b.page);
    const dialog = await openExport(b.page);
    await dialog.getByLabel('文件名称').fill(`职责清单_${stamp}`);
    const download = b.page.waitForEvent('download', { timeout: JOB_TIMEOUT });
    await dialog.getByRole('button', { name: /^导\s*出$/ }).click();

    const progress = dialogTitled(b.page, '数据导出');
    await progress.getByText('导出完成').waitFor({ timeout: JOB_TIMEOUT });
    await progress.getByRole('button', { name: /下载文件/ }).waitFor();
    const rows = await readXlsx(await saved(download, 'export.xlsx'));

    const duties = await allDuties(token);
    expect(rows).toHaveLength(duties.length);
    const key = (code: string, description: string) => `${code}|${description}`;
    expect(new Set(rows.map((r) => key(r.部门编码!, r.职责描述!)))).toEqual(new Set(duties.map((d) => key(d.deptCode, d.dutyDescription))));
    // The footer button; the title bar's × is labelled 关闭 too and comes first.
    await progress
      .getByRole('button', { name: /^关\s*闭$/ })
      .last()
      .click();
    await progress.waitFor({ state: 'hidden' });
  });

  it('should import an xlsx, count added, skipped and wrong rows and download the error file', async () => {
    const token = await openList(b.page);
    const existing = (await allDuties(token))[0]!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('职责');
    sheet.addRow(HEADERS);
    sheet.addRow(['JWC', `端到端新增职责甲${stamp}`, '主体职责', '《测试依据》', 1]);
    sheet.addRow(['XGC', `端到端新增职责乙${stamp}`, '协同职责', '', 2]);
    sheet.addRow([existing.deptCode, existing.dutyDescription, '主体职责', '', 0]);
    sheet.addRow(['NOPE', `端到端错误职责${stamp}`, '主体职责', '', 0]);
    const file = path.join(dir, `duties-${stamp}.xlsx`);
    await book.xlsx.writeFile(file);

    const progress = await importFile(b.page, file);
    expect(await count(progress, 'new')).toBe('2');
    expect(await count(progress, 'skipped')).toBe('1');
    expect(await count(progress, 'failed')).toBe('1');

    const download = b.page.waitForEvent('download');
    await progress.getByRole('button', { name: /下载错误数据/ }).click();
    const errors = await readXlsx(await saved(download, 'errors.xlsx'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ 部门编码: 'NOPE', 职责描述: `端到端错误职责${stamp}` });
    expect(errors[0]!.错误原因).toBeTruthy();

    const descriptions = (await allDuties(token)).map((d) => d.dutyDescription);
    expect(descriptions).toEqual(expect.arrayContaining([`端到端新增职责甲${stamp}`, `端到端新增职责乙${stamp}`]));
    expect(descriptions).not.toContain(`端到端错误职责${stamp}`);
  });

  it('should import a legacy .xls made by the test', async () => {
    const token = await openList(b.page);
    const sheet = XLSX.utils.aoa_to_sheet([HEADERS, ['CWC', `端到端旧格式职责${stamp}`, '监督职责', '', 3]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '职责');
    const file = path.join(dir, `duties-${stamp}.xls`);
    writeFileSync(file, XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer);

    const progress = await importFile(b.page, file);
    expect(await count(progress, 'new')).toBe('1');
    expect(await count(progress, 'failed')).toBe('0');
    await expect(progress.getByRole('button', { name: /下载错误数据/ }).count()).resolves.toBe(0);
    expect((await allDuties(token)).map((d) => d.dutyDescription)).toContain(`端到端旧格式职责${stamp}`);
  });
});

describe('the department duty list on a phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  it('should show the list and the export dialog at 360 px wide without horizontal scrolling', async () => {
    await openList(b.page);
    const pageWidth = () =>
      b.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
    let widths = await pageWidth();
    expect(widths.viewport).toBe(360);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);

    const dialog = await openExport(b.page);
    const box = await settledBox(dialog);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    widths = await pageWidth();
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  });
});
