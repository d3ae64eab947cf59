import { ROBOT_ANSWER_MAX, ROBOT_QUESTION_MAX, ROBOT_SIMILAR_MAX, TRANSFER_LIST_MENUS } from '@onehall/contract';
import type { Platform } from '../../../platform/context.ts';
import * as robotTransfer from '../../robot/transfer-adaptor.ts';
import type { Dictionary, ListRow, TransferField, TransferList } from '../list.ts';

const YES_NO = { '1': '是', '0': '否' } as const;
const SERVICES_MAX = 10;

const tooLong = (max: number) => (v: string) => (v.length > max ? `不能超过${max}个字符` : null);

function text(key: string, label: string, check: (v: string) => string | null, required = false): TransferField {
  return { key, label, required, importable: true, exportable: true, match: 'like', check };
}

const sceneNames: Dictionary = {
  async options(ctx, search) {
    const all = (await robotTransfer.scenes(ctx.db, ctx.tenantId)).map((s) => ({ dictKey: s.id, dictValue: s.name }));
    const typed = search?.trim();
    return typed ? all.filter((o) => o.dictValue.includes(typed)) : all;
  },
};

/**
 * The help robot's knowledge base (docs/design/robot.md "Administration").
 * A duplicate is the same question; scenes travel as their names and must
 * exist (they are managed on the page); similar phrasings and linked services
 * share a cell, separated by ｜ or new lines; services are named as in the
 * hall. The answer is sanitised like the page's editor does.
 */
export function robotEntriesList(platform: Platform): TransferList {
  return {
    key: 'robotEntries',
    name: '智能客服知识库',
    menu: TRANSFER_LIST_MENUS.robotEntries,
    fields: [
      {
        key: 'sceneId',
        label: '分类',
        required: true,
        importable: true,
        exportable: true,
        match: 'eq',
        labelled: true,
        dictionary: sceneNames,
      },
      text('question', '问题', tooLong(ROBOT_QUESTION_MAX), true),
      text('similar', '相似问法', (v) => {
        const items = robotTransfer.cellItems(v);
        if (items.length > ROBOT_SIMILAR_MAX) return `不能超过${ROBOT_SIMILAR_MAX}项`;
        return items.some((s) => s.length > ROBOT_QUESTION_MAX) ? `每项不能超过${ROBOT_QUESTION_MAX}个字符` : null;
      }),
      text('answer', '答案', tooLong(ROBOT_ANSWER_MAX), true),
      text('services', '关联服务', (v) => (robotTransfer.cellItems(v).length > SERVICES_MAX ? `不能超过${SERVICES_MAX}项` : null)),
      {
        key: 'enabled',
        label: '启用',
        required: false,
        importable: true,
        exportable: true,
        match: 'eq',
        labelled: true,
        dictionary: { options: async () => Object.entries(YES_NO).map(([dictKey, dictValue]) => ({ dictKey, dictValue })) },
      },
    ],
    keyFields: ['question'],
    example: {
      sceneId: '校园卡',
      question: '校园卡丢失如何挂失',
      similar: '校园卡丢了怎么办｜饭卡不见了',
      answer: '<p>请立即在“校园卡挂失”服务中挂失，再到一卡通服务中心补办。</p>',
      services: '校园卡挂失',
      enabled: YES_NO['1'],
    },

    count: (ctx, conditions) => robotTransfer.countForExport(ctx.db, ctx.tenantId, conditions),

    async *rows(ctx, conditions, batchSize) {
      let after: string | null = null;
      for (;;) {
        const batch = await robotTransfer.exportBatch(platform, ctx.db, ctx.tenantId, conditions, after, batchSize);
        if (batch.length === 0) return;
        yield batch.map((r): ListRow => ({ ...r }));
        after = (batch[batch.length - 1] as robotTransfer.ExportedEntry).id;
        if (batch.length < batchSize) return;
      }
    },

    async importer(ctx) {
      const servicesOf = robotTransfer.serviceResolver(platform, ctx.tenantId);
      return {
        async prepare(values) {
          const services = await servicesOf(robotTransfer.cellItems(values.services ?? ''));
          if (!services.ok) return services;
          try {
            const row = robotTransfer.entryRow({
              sceneId: values.sceneId ?? '',
              question: values.question ?? '',
              similar: robotTransfer.cellItems(values.similar ?? ''),
              answer: values.answer ?? '',
              serviceIds: services.ids,
              enabled: values.enabled !== '0',
            });
            return { ok: true, row, key: row.question };
          } catch (e) {
            return { ok: false, message: e instanceof Error ? e.message : String(e) };
          }
        },
        write: (trx, rows, onDuplicate) =>
          robotTransfer.importBatch(
            trx,
            ctx.tenantId,
            rows as robotTransfer.EntryImportRow[],
            onDuplicate,
            platform.clock.now().toISOString(),
            platform.newId,
          ),
        afterCommit: () => robotTransfer.entriesImported(platform, ctx.tenantId),
      };
    },
  };
}
