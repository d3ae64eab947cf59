import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined } from '@ant-design/icons';
import type { CardColumn, CardConfig } from '@onehall/contract';
import { App, Button, Empty, Form, Result, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { CheckList } from '../../../components/check-list/index.ts';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useAdjustColumnOrder } from '../api/card-column-adjust-order.ts';
import { useCopyColumns } from '../api/card-column-chose-copy-columnlist.ts';
import { useCopyableColumns } from '../api/card-column-get-column-detail.ts';
import { useDataSources } from '../api/card-column-get-data-source-list.ts';
import { useCardColumns } from '../api/card-column-list.ts';
import { useRemoveColumn } from '../api/card-column-remove.ts';
import { ColumnDrawer } from './column-drawer.tsx';
import { RoleTags } from './role-tags.tsx';

/** Copy columns of other cards of the same kind into this card (choseCopyColumnlist). */
function CopyColumnsModal({ card, open, onClose }: { card: CardConfig; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const copyable = useCopyableColumns(open ? card.id : null);
  const copy = useCopyColumns();
  const [form] = Form.useForm<{ ids: string[] }>();

  const submit = async ({ ids }: { ids: string[] }) => {
    const env = await copy.mutateAsync({ cardId: card.id, ids });
    if (!savedOk(env)) return false;
    void message.success(`已复制 ${ids.length} 个栏目`);
    return true;
  };

  return (
    <FormModal<{ ids: string[] }>
      open={open}
      title="复制栏目"
      okText="复制"
      form={form}
      initialValues={{ ids: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      {copyable.isError ? (
        <Result status="error" title="栏目加载失败" subTitle={copyable.error.message} />
      ) : copyable.data && copyable.data.length === 0 ? (
        <Empty description="其他同类卡片没有可复制的栏目" />
      ) : (
        <Form.Item name="ids" {...fieldRules({ label: '要复制的栏目', required: 'select' })}>
          <CheckList
            aria-label="可复制的栏目"
            options={(copyable.data ?? []).map((c) => ({ value: c.id, label: `${c.cardName} / ${c.columnName}` }))}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}

/** The columns (tabs) of a card: add, edit, order, copy from a card of the same kind, delete. */
export function ColumnsTable({ card }: { card: CardConfig }) {
  const { message } = App.useApp();
  const columns = useCardColumns(card.id);
  const sources = useDataSources();
  const remove = useRemoveColumn();
  const order = useAdjustColumnOrder();
  const [editing, setEditing] = useState<CardColumn | null | undefined>(undefined);
  const [copying, setCopying] = useState(false);
  const list = columns.data ?? [];

  const removeColumn = async (c: CardColumn) => {
    const env = await remove.mutateAsync(c.id);
    if (!isOk(env)) return reportError(env);
    void message.success('删除成功');
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    const env = await order.mutateAsync({ cardId: card.id, ids });
    if (!isOk(env)) reportError(env);
  };

  const sourceName = (c: CardColumn) =>
    sources.data?.find((s) => s.dataSource === c.dataSource && (s.apiId ?? null) === (c.apiId ?? null))?.name ?? c.dataSource;

  const tableColumns: TableColumnsType<CardColumn> = [
    { title: '栏目名称', dataIndex: 'columnName' },
    { title: '数据来源', key: 'source', render: (_, c) => sourceName(c) },
    { title: '显示字段', key: 'mapping', render: (_, c) => c.cardMapping.map((m) => m.chineseName).join('、') || '—' },
    { title: '可见角色', key: 'roles', render: (_, c) => <RoleTags roles={c.roles} /> },
    {
      title: '排序',
      key: 'order',
      width: 90,
      render: (_, c, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移${c.columnName}`}
            disabled={i === 0 || order.isPending}
            onClick={() => void move(i, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移${c.columnName}`}
            disabled={i === list.length - 1 || order.isPending}
            onClick={() => void move(i, 1)}
          />
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, c) => (
        <RowActions
          name={c.columnName}
          onEdit={() => setEditing(c)}
          remove={{ title: `确定删除栏目「${c.columnName}」吗？`, onConfirm: () => removeColumn(c) }}
        />
      ),
    },
  ];

  if (card.kind === 'frame') return <Empty description="嵌入页面卡片没有栏目" />;

  return (
    <ConfigPanel
      toolbar={
        <>
          <AddButton label="新增栏目" onClick={() => setEditing(null)} />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => setCopying(true)}>
            复制栏目
          </Button>
        </>
      }
    >
      <ConfigTable<CardColumn>
        rowKey="id"
        columns={tableColumns}
        rows={list}
        loading={columns.isFetching}
        error={
          columns.isError && !columns.data
            ? { title: '栏目加载失败', message: columns.error.message, onRetry: () => void columns.refetch() }
            : null
        }
        scrollX={760}
        empty="暂无栏目，请新增栏目"
      />
      <ColumnDrawer cardId={card.id} kind={card.kind} column={editing} onClose={() => setEditing(undefined)} />
      <CopyColumnsModal card={card} open={copying} onClose={() => setCopying(false)} />
    </ConfigPanel>
  );
}
