import { CARD_KINDS, CardMessages } from '@onehall/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConfigPanel, ConfigTable, RowActions } from '../../../components/config-page/index.ts';
import { useIndexTypes } from '../api/index-type-list.ts';
import { AuthModal, type AuthSubject } from './auth-modal.tsx';
import { RoleTags } from './role-tags.tsx';

interface Row {
  key: string;
  subject: AuthSubject;
  kindName: string;
  roles: string[];
  children?: Row[];
}

/** Who may see each type and card: a card shows only to users allowed both the card and its type. */
export function AuthPanel() {
  const types = useIndexTypes();
  const [auth, setAuth] = useState<AuthSubject | null>(null);

  const rows: Row[] = (types.data ?? []).map((t) => ({
    key: `type:${t.id}`,
    subject: { target: 'type', id: t.id, name: t.typeName },
    kindName: '分类',
    roles: t.roles,
    children: t.cardConfigs.length
      ? t.cardConfigs.map((c) => ({
          key: `card:${c.id}`,
          subject: { target: 'card', id: c.id, name: c.cardName },
          kindName: CARD_KINDS[c.kind],
          roles: c.roles,
        }))
      : undefined,
  }));

  const columns: TableColumnsType<Row> = [
    { title: '名称', key: 'name', render: (_, r) => r.subject.name },
    { title: '类型', dataIndex: 'kindName', width: 110 },
    { title: '可见角色', key: 'roles', render: (_, r) => <RoleTags roles={r.roles} /> },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <RowActions extra={[{ label: '设置权限', ariaLabel: `设置权限：${r.subject.name}`, onClick: () => setAuth(r.subject) }]} />
      ),
    },
  ];

  return (
    <ConfigPanel>
      <ConfigTable<Row>
        // Remount once loaded: antd expands all rows only on the first render with data.
        key={types.data ? 'loaded' : 'loading'}
        rowKey="key"
        columns={columns}
        rows={rows}
        loading={types.isFetching}
        error={
          types.isError && !types.data ? { title: '分类加载失败', message: types.error.message, onRetry: () => void types.refetch() } : null
        }
        scrollX={560}
        empty={CardMessages.noType}
        tableProps={{ expandable: { defaultExpandAllRows: true } }}
      />
      <AuthModal subject={auth} onClose={() => setAuth(null)} />
    </ConfigPanel>
  );
}
