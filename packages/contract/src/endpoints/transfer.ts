import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';
import {
  DictionaryOptionSchema,
  ExportProgressSchema,
  ImportCheckFieldSchema,
  ImportDbFieldSchema,
  ImportMappingSchema,
  ImportProgressSchema,
} from '../entities.ts';

/*
 * Bulk import and export (SPEC §7 "Export and import", URLs supplied by the
 * caller). One generic set of calls serves every list; the list is the
 * `:listKey` segment of the path, so a page hands the dialogs the URLs of
 * `transferUrls(listKey)`. The base keeps "excel" in the path: SPEC §5 exempts
 * excel export paths from the response integrity check.
 *
 * Access: every call needs a signed-in user (checked by the route) who holds
 * the configuration-menu entry of the list's owning page,
 * `TRANSFER_LIST_MENUS[listKey]` (checked by the handler: 403 otherwise,
 * 404 for an unknown list). A list owned by no menu (`null`: the efficiency
 * report tables) is open to every signed-in user and applies the access
 * rules of the report call it exports. Visitors and users without that entry never reach
 * the data. Downloads (file, error file, template) answer with the file
 * itself, not an envelope, and only to the user who started the job.
 */

export const TRANSFER_BASE = `${Services.platform}/excel`;

/** The lists wired to import and export, with the configuration page that owns each. */
export const TRANSFER_LIST_MENUS = {
  /** Department duties of the "three lists" (三清单). */
  deptDuty: 'threeListsConfig',
  /** User accounts: administered with the role pages, from the home-page configuration. */
  users: 'homePageConfig',
  /** The service catalogue of the service hall. */
  services: 'serviceHallConfig',
  /** The help robot's knowledge base. */
  robotEntries: 'robotConfig',
  // The efficiency report tables (export only; docs/design/efficiency-web.md "Export"): the record id is the period.
  effTrend: null,
  effServiceHeat: null,
  effTopLikes: null,
  effTimeoutProcess: null,
  effTimeoutNode: null,
  effSceneTree: null,
  effReportTable: null,
  effDrillService: null,
  effDrillInstance: null,
  effDrillNode: null,
  effOAOverview: null,
  effPersonalDetail: null,
} as const;
export type TransferListKey = keyof typeof TRANSFER_LIST_MENUS;

/** Server refusals beyond the shared rules of `ExportFileNameMessages` and `ImportMessages`. */
export const TransferMessages = {
  noData: '没有可导出的数据',
  unknownField: '导出字段不存在',
  tickedRequired: '请勾选要导出的数据',
  headerRow: '表头行只能是1到10之间的整数',
  headerMissing: '表头行为空，请检查表头行设置',
  tooManyRows: '文件行数超过上限',
  archiveTooLarge: '文件解压后过大，请检查文件内容',
  fileExpired: '上传的文件已失效，请重新上传',
  mappedTwice: '同一个系统字段只能匹配一列',
  unknownList: '导入导出列表不存在',
  exportOnly: '该列表只支持导出，不支持导入',
  restarted: '服务重启，任务已中断，未写入任何数据',
  interrupted: '数据有误，导入已中断，未写入任何数据',
  errorColumn: '错误原因',
  finished: '导出完成',
  failed: '操作失败',
} as const;

const listPath = (suffix: string) => `${TRANSFER_BASE}/:listKey/${suffix}`;

/** Concrete URLs of one list, for the dialogs' URL props. */
export function transferUrls(listKey: string) {
  const at = (suffix: string) => `${TRANSFER_BASE}/${encodeURIComponent(listKey)}/${suffix}`;
  return {
    exportFields: at('exportFields'),
    exportCount: at('export/count'),
    exportStart: at('export/start'),
    exportProgress: at('export/progress'),
    exportFile: at('export/file'),
    importTemplate: at('import/template'),
    importUpload: at('import/upload'),
    importStart: at('import/start'),
    importProgress: at('import/progress'),
    importErrorFile: at('import/errorFile'),
    inspectionFields: at('import/inspectionFields'),
    relationList: at('import/relationList'),
    dictionary: (field: string) => at(`dict/${encodeURIComponent(field)}`),
  };
}

const TenantId = Type.Optional(Type.String({ maxLength: 12, description: 'Recorded only; the tenant comes from the token' }));
const RecordId = Type.Optional(Type.String({ maxLength: 64, description: 'A record the list is bound to, when the page has one' }));
const JobState = Type.Union([Type.Literal('waiting'), Type.Literal('active'), Type.Literal('completed'), Type.Literal('failed')]);
const JobKey = Type.String({ minLength: 1, maxLength: 64 });

// ── Export ──────────────────────────────────────────────────────────────

export const ExportFieldSchema = Type.Object({
  /** Field key, as sent back in `exportField` ("label:key"). */
  key: Type.String(),
  label: Type.String(),
  /** Ticked by default in the dialog. */
  checked: Type.Boolean(),
});
export type ExportField = Static<typeof ExportFieldSchema>;

export const transferExportFields = defineEndpoint({
  name: 'transferExportFields',
  method: 'GET',
  path: listPath('exportFields'),
  access: signedIn,
  summary: "The list's exportable columns (export header fields), in their default order; secrets are never among them",
  query: Type.Object({ tenantId: TenantId, id: RecordId }),
  result: Type.Array(ExportFieldSchema),
});

/** Same answer as `transferExportFields`, for pages that POST tenantId and a bound record id (SPEC §7). */
export const transferExportFieldsBound = defineEndpoint({
  name: 'transferExportFieldsBound',
  method: 'POST',
  path: listPath('exportFields'),
  access: signedIn,
  summary: "The list's exportable columns, asked with tenantId and a bound record id",
  body: Type.Union([Type.Object({ tenantId: TenantId, id: RecordId }), Type.Null()]),
  result: Type.Array(ExportFieldSchema),
});

/** One advanced-search condition: `field` is a list field key; values of dictionary fields are dictKeys. */
export const AdvancedConditionSchema = Type.Object({
  field: Type.String({ maxLength: 64 }),
  operator: Type.Union([Type.Literal('eq'), Type.Literal('ne'), Type.Literal('like'), Type.Literal('in')]),
  value: Type.Union([
    Type.String({ maxLength: 500 }),
    Type.Number(),
    Type.Array(Type.Union([Type.String({ maxLength: 500 }), Type.Number()]), { maxItems: 500 }),
  ]),
});
export type AdvancedCondition = Static<typeof AdvancedConditionSchema>;

/**
 * The list page's current search: `formInline` is its search form (field key →
 * value; text fields match by substring, dictionary fields exactly, empty
 * values are ignored), `advancedSearch` its advanced conditions, all ANDed.
 */
const SearchFields = {
  formInline: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Null()])),
  ),
  advancedSearch: Type.Optional(Type.Array(AdvancedConditionSchema, { maxItems: 50 })),
};

/** SPEC §5 data range: 1 all data, 2 current search results, 3 ticked rows. */
export const DataRangeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

const TickedIds = Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10_000 }));

export const transferExportCount = defineEndpoint({
  name: 'transferExportCount',
  method: 'POST',
  path: listPath('export/count'),
  access: signedIn,
  summary: 'How many rows an export of this data range would write (range 3: how many of the ticked ids exist)',
  body: Type.Object({
    tenantId: TenantId,
    id: RecordId,
    dataRange: DataRangeSchema,
    choiceDataIds: TickedIds,
    ...SearchFields,
  }),
  result: Type.Integer({ minimum: 0 }),
});

export const transferExportStart = defineEndpoint({
  name: 'transferExportStart',
  method: 'POST',
  path: listPath('export/start'),
  access: signedIn,
  summary:
    'Starts an export job. The server re-checks every SPEC §5 rule: file name (validateExportFileName), at least one field ' +
    '(请至少选择一个导出字段), known fields only, a count above 0 (没有可导出的数据), range 3 needs ticked ids. ' +
    'Refusals are status 1004 with the message. Answers the job key.',
  body: Type.Object({
    tenantId: TenantId,
    id: RecordId,
    fileName: Type.String({ maxLength: 300 }),
    dataRange: DataRangeSchema,
    /** Comma list of "label:key" in the chosen column order; the server takes the keys and uses its own labels. */
    exportField: Type.String({ maxLength: 5000 }),
    /** Range 3: the ticked row ids. */
    choiceDataIds: TickedIds,
    /** Range 3 alternative: the ticked rows themselves; only their `id` is read. */
    choiceDataList: Type.Optional(Type.Array(Type.Object({ id: Type.String({ maxLength: 64 }) }), { maxItems: 10_000 })),
    /** Output type; only "xlsx" is produced. */
    type: Type.Optional(Type.String({ maxLength: 10 })),
    ...SearchFields,
  }),
  result: Type.Object({ redisKey: Type.String() }),
});

/**
 * SPEC §3 "Export progress" plus `state` (waiting | active | completed |
 * failed). finishRate is a whole number 0..100; useTimeStr the elapsed time
 * ("1分05秒"); tryMathRemainTime the estimate ('' until it can be made);
 * errorMsg is set when the job failed; result.url (GET, same sign-in) once the
 * file is ready, with the file's name.
 */
export const TransferExportProgressSchema = Type.Object({
  ...ExportProgressSchema.properties,
  state: JobState,
  result: Type.Union([Type.Object({ url: Type.String(), fileName: Type.String() }), Type.Null()]),
});
export type TransferExportProgress = Static<typeof TransferExportProgressSchema>;

export const transferExportProgress = defineEndpoint({
  name: 'transferExportProgress',
  method: 'POST',
  path: listPath('export/progress'),
  access: signedIn,
  summary: "Progress of the caller's export job (404 for a key that is not the caller's)",
  body: Type.Object({ tenantId: TenantId, key: JobKey }),
  result: TransferExportProgressSchema,
});

export const transferExportFile = defineEndpoint({
  name: 'transferExportFile',
  method: 'GET',
  path: listPath('export/file'),
  access: signedIn,
  summary: 'Downloads a finished export (.xlsx attachment, not an envelope); only the user who started it may',
  query: Type.Object({ tenantId: TenantId, key: JobKey }),
  result: Type.Null(),
});

// ── Import ──────────────────────────────────────────────────────────────

export const transferImportTemplate = defineEndpoint({
  name: 'transferImportTemplate',
  method: 'GET',
  path: listPath('import/template'),
  access: signedIn,
  summary: "Downloads the list's import template (.xlsx attachment): the header row, required columns marked with *, and one example row",
  query: Type.Object({ tenantId: TenantId, id: RecordId }),
  result: Type.Null(),
});

/**
 * SPEC §3 "Import mapping response" (matchFieldList: `column` the field key,
 * `configure` the excel header auto-matched to it by label or ''), with the
 * field labels and the key of the stored upload for `transferImportStart`
 * (valid for the uploader only, 24 hours).
 */
export const TransferImportMappingSchema = Type.Object({
  ...ImportMappingSchema.properties,
  fileKey: Type.String(),
  dbFieldList: Type.Array(Type.Object({ ...ImportDbFieldSchema.properties, label: Type.String() })),
});
export type TransferImportMapping = Static<typeof TransferImportMappingSchema>;

export const transferImportUpload = defineEndpoint({
  name: 'transferImportUpload',
  method: 'POST',
  path: listPath('import/upload'),
  access: signedIn,
  summary:
    'Multipart upload: `file` (exactly one), `tenantId`, `id`, and `headerLine` (1-10, default 1). Checks SPEC §5: one file, .xls/.xlsx, ' +
    '≤ 20 MB, real content by magic bytes (importFileCheck), no archive expanding beyond a safe size or row count; then reads the header ' +
    'row and answers the mapping. Refusals are status 1004 with the ImportMessages text.',
  result: TransferImportMappingSchema,
});

export const transferImportStart = defineEndpoint({
  name: 'transferImportStart',
  method: 'POST',
  path: listPath('import/start'),
  access: signedIn,
  summary:
    'Starts an import job of an uploaded file. Every required field must be mapped (请匹配所有系统必填字段), each field at most once. ' +
    'ruleNum: duplicates by the key fields, 1 overwrite, 2 skip (the dialog fixes 2). errorRegx: a bad row, 1 skip and continue, ' +
    '2 interrupt and exit leaving the table as it was. Answers the job key.',
  body: Type.Object({
    tenantId: TenantId,
    id: RecordId,
    fileKey: Type.String({ minLength: 1, maxLength: 64 }),
    headerLine: Type.Integer({ minimum: 1, maximum: 10 }),
    ruleNum: Type.Union([Type.Literal(1), Type.Literal(2)]),
    errorRegx: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** Accepted for callers that send it; the generic lists have one layout and ignore it. */
    matrixType: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
    matchFieldList: Type.Array(Type.Object({ column: Type.String({ maxLength: 200 }), configure: Type.String({ maxLength: 64 }) }), {
      maxItems: 200,
    }),
  }),
  result: Type.Object({ redisKey: Type.String() }),
});

/** SPEC §3 "Import progress" plus totals, rate, state and the reason of a failure (errorMsg). */
export const TransferImportProgressSchema = Type.Object({
  ...ImportProgressSchema.properties,
  totalNum: Type.Integer(),
  finishNum: Type.Integer(),
  finishRate: Type.Integer(),
  errorMsg: Type.Union([Type.String(), Type.Null()]),
  state: JobState,
});
export type TransferImportProgress = Static<typeof TransferImportProgressSchema>;

export const transferImportProgress = defineEndpoint({
  name: 'transferImportProgress',
  method: 'POST',
  path: listPath('import/progress'),
  access: signedIn,
  summary: "Progress of the caller's import job (404 for a key that is not the caller's)",
  body: Type.Object({ tenantId: TenantId, key: JobKey, id: RecordId }),
  result: TransferImportProgressSchema,
});

export const transferImportErrorFile = defineEndpoint({
  name: 'transferImportErrorFile',
  method: 'GET',
  path: listPath('import/errorFile'),
  access: signedIn,
  summary: 'Downloads the error file of an import (.xlsx: the refused rows as uploaded plus a 错误原因 column); only for its importer',
  query: Type.Object({ tenantId: TenantId, errorKey: JobKey, id: RecordId }),
  result: Type.Null(),
});

export const transferInspectionFields = defineEndpoint({
  name: 'transferInspectionFields',
  method: 'POST',
  path: listPath('import/inspectionFields'),
  access: signedIn,
  summary: "The list's fields with the duplicate-check keys marked (for the deptDuty list: 部门编码 and 职责描述)",
  body: Type.Union([Type.Object({ tenantId: TenantId, id: RecordId }), Type.Null()]),
  result: Type.Array(ImportCheckFieldSchema),
});

export const TransferFieldSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  required: Type.Boolean(),
  /** Field key of `transferDictionary` when values are dictionary keys; labels are imported and exported. */
  dictionary: Type.Union([Type.String(), Type.Null()]),
  /** The dictionary is searched remotely (请输入再选择); its search parameter. */
  searchParam: Type.Union([Type.String(), Type.Null()]),
  importable: Type.Boolean(),
  exportable: Type.Boolean(),
});

export const transferRelationList = defineEndpoint({
  name: 'transferRelationList',
  method: 'POST',
  path: listPath('import/relationList'),
  access: signedIn,
  summary: "The list's field relations: name, fields (key, label, required, dictionary) and duplicate keys",
  body: Type.Union([Type.Object({ tenantId: TenantId, id: RecordId }), Type.Null()]),
  result: Type.Object({
    listKey: Type.String(),
    listName: Type.String(),
    fields: Type.Array(TransferFieldSchema),
    keyFields: Type.Array(Type.String()),
  }),
});

// ── Dictionaries ────────────────────────────────────────────────────────

const DictParams = Type.Object({
  tenantId: TenantId,
  /** Remote search text (SPEC §7: the default search parameter is deptName). */
  deptName: Type.Optional(Type.String({ maxLength: 100 })),
  /** Search text for dictionaries whose search parameter is not deptName. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

const DICT_SUMMARY = 'Options of a dictionary field of the list (dictKey, dictValue); remote-search dictionaries answer at most 50 matches';

export const transferDictionary = defineEndpoint({
  name: 'transferDictionary',
  method: 'GET',
  path: listPath('dict/:field'),
  access: signedIn,
  summary: DICT_SUMMARY,
  query: DictParams,
  result: Type.Array(DictionaryOptionSchema),
});

export const transferDictionaryPost = defineEndpoint({
  name: 'transferDictionaryPost',
  method: 'POST',
  path: listPath('dict/:field'),
  access: signedIn,
  summary: DICT_SUMMARY,
  body: Type.Union([DictParams, Type.Null()]),
  result: Type.Array(DictionaryOptionSchema),
});

export const transferEndpoints = [
  transferExportFields,
  transferExportFieldsBound,
  transferExportCount,
  transferExportStart,
  transferExportProgress,
  transferExportFile,
  transferImportTemplate,
  transferImportUpload,
  transferImportStart,
  transferImportProgress,
  transferImportErrorFile,
  transferInspectionFields,
  transferRelationList,
  transferDictionary,
  transferDictionaryPost,
] as const;
