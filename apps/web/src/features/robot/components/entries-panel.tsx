import type { RobotAdminEntry } from '@onehall/contract';
import { App, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { ExportDialog, ImportWizard } from '../../../components/batch-transfer/index.ts';
import {
  AddButton,
  BatchRemoveButton,
  ConfigPanel,
  ConfigSearch,
  ConfigTable,
  RowActions,
  savedOk,
  TransferButtons,
} from '../../../components/config-page/index.ts';
import { type EntryQuery, useEntries } from '../api/get-entries.ts';
import { useRobotScenes } from '../api/get-scenes.ts';
import { useRemoveEntries } from '../api/remove-entries.ts';
import { EntryDrawer, type EntryEditing } from './entry-drawer.tsx';

/** The knowledge base's list in the server's transfer registry. */
const TRANSFER_LIST = { listKey: 'robotEntries', listName: '智能客服知识库' };

interface Filters {
  keyword?: string;
  sceneId?: string;
  state?: 'on' | 'off';
}

/** 知识库: search by words, scene and state; add, edit, delete; import and export. */
export function EntriesPanel() {
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<Filters>();
  const [query, setQuery] = useState<EntryQuery>({ current: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<EntryEditing>(null);
  const [transfer, setTransfer] = useState<'import' | 'export' | null>(null);
  const entries = useEntries(query);
  const scenes = useRobotScenes();
  const remove = useRemoveEntries();
  // The export's "current search results" are what this table shows, by the list's field keys.
  const searchForm = {
    question: query.keyword ?? null,
    sceneId: query.sceneId ?? null,
    enabled: query.enabled === undefined ? null : query.enabled ? '1' : '0',
  };

  const removeIds = async (ids: string[]) => {
    if (!savedOk(await remove.mutateAsync(ids))) return;
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    void message.success('删除成功');
  };

  return (
    <ConfigPanel
      search={
        <ConfigSearch<Filters>
          form={filterForm}
          onSearch={(v) =>
            setQuery((q) => ({
              ...q,
              current: 1,
              keyword: v.keyword?.trim() || undefined,
              sceneId: v.sceneId || undefined,
              enabled: v.state === undefined ? undefined : v.state === 'on',
            }))
          }
        >
          <Form.Item name="keyword" label="问题">
            <Input allowClear placeholder="问题或相似问法中的文字" aria-label="搜索问题" maxLength={50} />
          </Form.Item>
          <Form.Item name="sceneId" label="问题分类">
            <Select
              allowClear
              placeholder="全部分类"
              aria-label="按分类筛选"
              options={(scenes.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select
              allowClear
              placeholder="全部状态"
              aria-label="按状态筛选"
              options={[
                { value: 'on', label: '启用' },
                { value: 'off', label: '停用' },
              ]}
            />
          </Form.Item>
        </ConfigSearch>
      }
      toolbar={
        <>
          <AddButton label="新增知识" onClick={() => setEditing({})} />
          <BatchRemoveButton count={selected.length} what="知识" onConfirm={() => removeIds(selected)} />
          <TransferButtons onImport={() => setTransfer('import')} onExport={() => setTransfer('export')} />
        </>
      }
    >
      <ConfigTable<RobotAdminEntry>
        rowKey="id"
        rows={entries.data?.records}
        loading={entries.isFetching}
        error={
          entries.isError && !entries.data
            ? { title: '知识库加载失败', message: entries.error.message, onRetry: () => void entries.refetch() }
            : null
        }
        empty="暂无知识，请点击「新增知识」或「导入」"
        scrollX={900}
        selection={{ keys: selected, onChange: setSelected }}
        paging={{
          current: query.current ?? 1,
          size: query.size ?? 10,
          total: entries.data?.total ?? 0,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
        columns={[
          { title: '问题', dataIndex: 'question', ellipsis: true },
          { title: '分类', dataIndex: 'sceneName', width: 110 },
          { title: '相似问法', dataIndex: 'similar', width: 90, align: 'right', render: (s: string[]) => `${s.length} 个` },
          {
            title: '关联服务',
            dataIndex: 'services',
            ellipsis: true,
            render: (s: RobotAdminEntry['services']) => s.map((x) => x.serviceName).join('、') || '—',
          },
          {
            title: '状态',
            key: 'state',
            width: 150,
            render: (_, e) => (
              <Space size={4} wrap>
                {e.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
                {e.common && <Tag color="blue">常见</Tag>}
                {e.recommended && <Tag color="gold">推荐</Tag>}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_, e) => (
              <RowActions
                name={e.question}
                onEdit={() => setEditing({ entry: e })}
                remove={{
                  title: `确定删除知识「${e.question}」吗？`,
                  description: '删除后智能客服将不再用它回答',
                  onConfirm: () => removeIds([e.id]),
                }}
              />
            ),
          },
        ]}
      />
      <EntryDrawer editing={editing} onClose={() => setEditing(null)} />
      <ImportWizard
        open={transfer === 'import'}
        onClose={() => {
          setTransfer(null);
          void entries.refetch();
          void scenes.refetch();
        }}
        {...TRANSFER_LIST}
      />
      <ExportDialog
        open={transfer === 'export'}
        onClose={() => setTransfer(null)}
        {...TRANSFER_LIST}
        formInline={searchForm}
        selectedIds={selected}
      />
    </ConfigPanel>
  );
}
