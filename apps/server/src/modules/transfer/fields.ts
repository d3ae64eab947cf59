import type { ExportField } from '@onehall/contract';
import { notFound } from '../../platform/http/app-error.ts';
import { ctxOf, type TransferDeps } from './jobs.ts';
import type { TransferList } from './list.ts';

/** The fields of a list as the dialogs offer them, their dictionaries, and the import template. */

// Fields, dictionaries.

export function exportFields(list: TransferList): ExportField[] {
  return list.fields.filter((f) => f.exportable).map((f) => ({ key: f.key, label: f.label, checked: f.exportDefault ?? true }));
}

export function inspectionFields(list: TransferList) {
  return list.fields
    .filter((f) => f.importable)
    .map((f) => ({ fieldName: f.key, fieldNote: f.label, isKey: list.keyFields.includes(f.key) }));
}

export function relationList(list: TransferList) {
  return {
    listKey: list.key,
    listName: list.name,
    fields: list.fields.map((f) => ({
      key: f.key,
      label: f.label,
      required: f.required,
      dictionary: f.dictionary ? f.key : null,
      searchParam: f.dictionary?.searchParam ?? null,
      importable: f.importable,
      exportable: f.exportable,
    })),
    keyFields: [...list.keyFields],
  };
}

export async function dictionary(
  deps: TransferDeps,
  list: TransferList,
  tenantId: string,
  fieldKey: string,
  params: { deptName?: string; keyword?: string },
) {
  const field = list.fields.find((f) => f.key === fieldKey);
  if (!field?.dictionary) throw notFound('字典不存在');
  const search = field.dictionary.searchParam === 'deptName' ? (params.deptName ?? params.keyword) : (params.keyword ?? params.deptName);
  return field.dictionary.options(ctxOf(deps, tenantId), search);
}

/** key → label and label → key of every labelled field. */
export async function labelMaps(deps: TransferDeps, list: TransferList, tenantId: string) {
  const toLabel = new Map<string, Map<string, string>>();
  const toKey = new Map<string, Map<string, string>>();
  for (const f of list.fields) {
    if (!f.labelled || !f.dictionary) continue;
    const options = await f.dictionary.options(ctxOf(deps, tenantId));
    toLabel.set(f.key, new Map(options.map((o) => [o.dictKey, o.dictValue])));
    toKey.set(f.key, new Map(options.flatMap((o) => [[o.dictValue, o.dictKey] as const, [o.dictKey, o.dictKey] as const])));
  }
  return { toLabel, toKey };
}

/** The import template: the header row (required columns marked *) and one example row. */
export async function template(list: TransferList): Promise<{ data: Buffer; fileName: string }> {
  const fields = list.fields.filter((f) => f.importable);
  // Loaded when a template is asked for: the API thread needs no other part of ExcelJS (~25 MB).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(list.name);
  sheet.columns = fields.map((f) => ({ header: f.required ? `*${f.label}` : f.label, width: Math.max(14, f.label.length * 2 + 6) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(fields.map((f) => list.example[f.key] ?? ''));
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, fileName: `${list.name}导入模板.xlsx` };
}
