import ExcelJS from 'exceljs';
import { vi } from 'vitest';
import type { TestApi } from './api.ts';
import { fileUpload } from './multipart.ts';

const EXCEL = '/api/blade-platform/excel/users';

/**
 * Imports account rows (账号, 姓名, 部门编码, 角色, 状态, 初始密码) through the
 * accounts import, as an administrator would, and returns its final progress.
 */
export async function importAccounts(api: TestApi, admin: string, rows: string[][], ruleNum: 1 | 2 = 2): Promise<Record<string, unknown>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['账号', '姓名', '部门编码', '角色', '状态', '初始密码']);
  for (const row of rows) sheet.addRow(row);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  const post = async (url: string, body: object) => (await api.call({ method: 'POST', url, payload: body, token: admin })).json();
  const mapped = (
    await api.call({ method: 'POST', url: `${EXCEL}/import/upload`, ...fileUpload('users.xlsx', data), token: admin })
  ).json();
  if (mapped.status !== 1000) throw new Error(`upload refused: ${JSON.stringify(mapped)}`);
  const started = await post(`${EXCEL}/import/start`, {
    fileKey: mapped.result.fileKey,
    headerLine: 1,
    ruleNum,
    errorRegx: 1,
    matchFieldList: mapped.result.matchFieldList,
  });
  let result: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      result = (await post(`${EXCEL}/import/progress`, { key: started.result.redisKey })).result;
      if (result.finished !== true) throw new Error('import still running');
    },
    { timeout: 30_000, interval: 50 },
  );
  return result;
}
