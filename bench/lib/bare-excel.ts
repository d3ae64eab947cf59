import ExcelJS from 'exceljs';
import { asChild, inChild } from './child.ts';
import { type Measured, measure } from './measure.ts';

/*
 * The bare ExcelJS streaming write and read that bench/transfer compares
 * OneHall against, each run in a child process of its own: what a bare read
 * leaves the process holding (its RSS does not shrink back) must not count
 * towards the import's peak memory.
 */

const HEADER = ['部门编码', '职责描述', '职责类型', '职责依据', '排序'];
const DEPTS = ['JWC', 'XGC', 'YJSY', 'CWC', 'RSC', 'HQC', 'TSG', 'XXZX', 'JSJXY', 'WGYXY'];
const TYPES = ['主体职责', '协同职责', '监督职责'];

const row = (i: number) => [
  DEPTS[i % DEPTS.length] as string,
  `基准测试职责第${i}条：负责相关业务的受理、审核与办结`,
  TYPES[i % 3] as string,
  '《学校内部管理制度汇编》',
  i % 1000,
];

/** Writes `rows` duty rows under the import template's header; returns the rows written. */
async function bareWrite(file: string, rows: number): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
  return rows;
}

/** Reads every row; returns how many there were below the header. */
async function bareRead(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const r of sheet) if (r.number > 1) rows++;
  }
  return rows;
}

type Step = 'write' | 'read';

/** Runs one bare step in a fresh child process and measures it there. */
export function bareStep(step: Step, file: string, rows: number): Promise<Measured<number>> {
  return inChild(import.meta.url, [step, file, String(rows)], `the bare ${step} step`);
}

await asChild(import.meta.url, ([step, file, rows]) =>
  measure(() => (step === 'write' ? bareWrite(file as string, Number(rows)) : bareRead(file as string))),
);
