import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMPORT_HEADER_ROW_DEFAULT,
  IMPORT_MAX_FILES,
  ImportMessages,
  importFileCheck,
  importHeaderRowValid,
  type TransferImportMapping,
  TransferMessages,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business } from '../../platform/http/app-error.ts';
import { MAX_UNCOMPRESSED_BYTES, SpreadsheetError } from './import-limits.ts';
import { now, type TransferDeps } from './jobs.ts';
import type { TransferList } from './list.ts';
import * as repo from './repo.ts';
import { readHeaderAside } from './sheet-worker.ts';
import { zipUncompressedBytes } from './zip.ts';

// Import: upload and mapping.

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** Header text as a person means it: required marks and spaces do not count. */
const normaliseHeader = (text: string) => text.replace(/[*＊\s]/g, '');

export async function headerRow(file: string, extension: '.xls' | '.xlsx', headerLine: number): Promise<string[]> {
  let row: string[] | undefined;
  try {
    // On a worker thread within the parse limits (docs/design/import-limits.md): a hostile file costs that thread only.
    row = await readHeaderAside(file, extension, headerLine);
  } catch (error) {
    throw business(error instanceof SpreadsheetError ? error.message : ImportMessages.format);
  }
  if (!row) throw business(TransferMessages.headerMissing);
  return row.map((c) => c.trim());
}

function mappingOf(list: TransferList, headers: string[]) {
  const importable = list.fields.filter((f) => f.importable);
  const byText = new Map<string, string>();
  for (const h of headers) if (h) byText.set(normaliseHeader(h), h);
  return {
    excelField: headers.filter(Boolean),
    dbFieldList: importable.map((f) => ({ column: f.key, label: f.label, is_must: f.required ? (1 as const) : (0 as const) })),
    matchFieldList: importable.map((f) => ({ column: f.key, configure: byText.get(normaliseHeader(f.label)) ?? byText.get(f.key) ?? '' })),
  };
}

export function parseHeaderLine(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return IMPORT_HEADER_ROW_DEFAULT;
  if (!importHeaderRowValid(raw)) throw business(TransferMessages.headerRow);
  return Number(raw);
}

export async function upload(
  deps: TransferDeps,
  list: TransferList,
  principal: Principal,
  files: UploadedFile[],
  headerLineRaw: unknown,
): Promise<TransferImportMapping> {
  if (files.length === 0) throw business(ImportMessages.fileRequired);
  if (files.length > IMPORT_MAX_FILES) throw business(ImportMessages.onlyOneFile);
  const headerLine = parseHeaderLine(headerLineRaw);
  const [file] = files as [UploadedFile];
  const check = importFileCheck({ name: file.filename, size: file.data.length, head: file.data.subarray(0, 8) });
  if (!check.ok) throw business(check.message);

  const id = deps.platform.newId();
  const fileKey = `uploads/${id}${check.extension}`;
  // Checked on this machine before it is stored: a refused file is never kept.
  const headers = await deps.files.produce(fileKey, async (local) => {
    await writeFile(local, file.data);
    if (check.extension === '.xlsx') {
      const expanded = await zipUncompressedBytes(local).catch(() => {
        throw business(ImportMessages.format);
      });
      if (expanded > MAX_UNCOMPRESSED_BYTES) throw business(TransferMessages.archiveTooLarge);
    }
    return headerRow(local, check.extension, headerLine);
  });
  try {
    await repo.insertUpload(deps.platform.db, {
      id,
      tenant_id: principal.tenantId,
      user_id: principal.userId,
      list_key: list.key,
      file_key: fileKey,
      file_name: path.basename(file.filename).slice(0, 200),
      extension: check.extension,
      header_line: headerLine,
      headers: JSON.stringify(headers),
      created_at: now(deps),
    });
    return { fileKey: id, ...mappingOf(list, headers) };
  } catch (error) {
    await deps.files.remove(fileKey);
    throw error;
  }
}
