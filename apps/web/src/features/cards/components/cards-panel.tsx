import { CARD_KINDS, CARD_WIDTHS, type CardConfig, CardMessages } from '@onehall/contract';
import { App, Select, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPanel, ConfigTable, RowActions } from '../../../components/config-page/index.ts';
import { useIndexCards } from '../api/index-card-list.ts';
import { useRemoveCard } from '../api/index-card-remove.ts';
import { useCardUnder } from '../api/index-card-under.ts';
import { useIndexTypes } from '../api/index-type-list.ts';
import { AuthModal, type AuthSubject } from './auth-modal.tsx';
import { CardFormModal } from './card-form-modal.tsx';
import { RoleTags } from './role-tags.tsx';

/** Select value for the cards that are in no type. */
const UNPLACED = '__unplaced__';

/** The cards of one index type (or of none): add, edit, on/off, authorise, delete. */
export function CardsPanel() {
  const { message } = App.useApp();
  const types = useIndexTypes();
  const cards = useIndexCards();
  const remove = useRemoveCard();
  const under = useCardUnder();
  const [typeChoice, setTypeChoice] = useState<string | null>(null);
  const [editing, setEditing] = useState<CardConfig | null | undefined>(undefined);
  const [auth, setAuth] = useState<AuthSubject | null>(null);

  const typeList = types.data ?? [];
  const selected = typeChoice ?? typeList[0]?.id ?? UNPLACED;
  const typeId = selected === UNPLACED ? null : selected;
  const shown = (cards.data ?? []).filter((c) => (c.typeId ?? null) === typeId);

  const removeCard = async (c: CardConfig) => {
    const env = await remove.mutateAsync(c.id);
    if (!isOk(env)) return reportError(env);
    void message.success('删除成功');
  };

  const toggle = async (c: CardConfig, enabled: boolean) => {
    const env = await under.mutateAsync({ id: c.id, enabled });
    if (!isOk(env)) return reportError(env);
    void message.success(enabled ? '已上架' : '已下架');
  };

  const columns: TableColumnsType<CardConfig> = [
    { title: '卡片名称', dataIndex: 'cardName' },
    { title: '类型', dataIndex: 'kind', width: 110, render: (k: keyof typeof CARD_KINDS) => CARD_KINDS[k] },
    { title: '宽度', dataIndex: 'width', width: 90, render: (w: keyof typeof CARD_WIDTHS) => CARD_WIDTHS[w] },
    { title: '行数', dataIndex: 'displayRows', width: 60 },
    { title: '排序', dataIndex: 'sort', width: 60 },
    { title: '可见角色', key: 'roles', render: (_, c) => <RoleTags roles={c.roles} /> },
    {
      title: '上架',
      key: 'enabled',
      width: 70,
      render: (_, c) => (
        <Switch size="small" checked={c.enabled} aria-label={`上架卡片${c.cardName}`} onChange={(on) => void toggle(c, on)} />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, c) => (
        <RowActions
          onEdit={() => setEditing(c)}
          extra={[
            { label: '权限', ariaLabel: `卡片权限：${c.cardName}`, onClick: () => setAuth({ target: 'card', id: c.id, name: c.cardName }) },
          ]}
          remove={{ title: `确定删除卡片「${c.cardName}」吗？卡片的栏目会一并删除`, onConfirm: () => removeCard(c) }}
        />
      ),
    },
  ];

  const failed = types.error ?? cards.error;
  return (
    <ConfigPanel
      search={
        <Select
          aria-label="所属分类"
          className="oh-cards-config__type"
          value={selected}
          onChange={setTypeChoice}
          loading={types.isLoading}
          options={[...typeList.map((t) => ({ value: t.id, label: t.typeName })), { value: UNPLACED, label: '未分类卡片' }]}
        />
      }
      toolbar={<AddButton label="新增卡片" disabled={!types.data} onClick={() => setEditing(null)} />}
    >
      <ConfigTable<CardConfig>
        rowKey="id"
        columns={columns}
        rows={shown}
        loading={cards.isFetching || types.isFetching}
        error={
          failed && !(types.data && cards.data)
            ? {
                title: '卡片加载失败',
                message: failed.message,
                onRetry: () => {
                  void types.refetch();
                  void cards.refetch();
                },
              }
            : null
        }
        scrollX={860}
        empty={typeList.length === 0 && types.data ? CardMessages.noType : undefined}
      />
      <CardFormModal card={editing} types={typeList} defaultTypeId={typeId} onClose={() => setEditing(undefined)} />
      <AuthModal subject={auth} onClose={() => setAuth(null)} />
    </ConfigPanel>
  );
}
