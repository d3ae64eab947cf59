import { CardMessages, type IndexType, TYPE_NAME_MAX } from '@onehall/contract';
import { App, Form, Input, InputNumber, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPanel, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useIndexTypes } from '../api/index-type-list.ts';
import { useRemoveType } from '../api/index-type-remove.ts';
import { useSubmitType } from '../api/index-type-submit.ts';
import { useTypeUnder } from '../api/index-type-under.ts';
import { AuthModal, type AuthSubject } from './auth-modal.tsx';
import { QueryTable } from './config-list.tsx';
import { RoleTags } from './role-tags.tsx';

interface TypeForm {
  typeName: string;
  sort?: number;
}

/** The index types of the home page: add, rename, order, on/off, authorise, delete (refused while it has cards). */
export function TypesPanel() {
  const { message } = App.useApp();
  const types = useIndexTypes();
  const submit = useSubmitType();
  const remove = useRemoveType();
  const under = useTypeUnder();
  const [editing, setEditing] = useState<IndexType | null | undefined>(undefined);
  const [auth, setAuth] = useState<AuthSubject | null>(null);
  const [form] = Form.useForm<TypeForm>();

  const save = async (values: TypeForm) => {
    const env = await submit.mutateAsync({ id: editing?.id, typeName: values.typeName.trim(), sort: values.sort ?? undefined });
    if (!savedOk(env)) return false;
    void message.success(editing ? '分类已保存' : '分类已新增');
    return true;
  };

  const removeType = async (t: IndexType) => {
    const env = await remove.mutateAsync(t.id);
    // The server refuses a type that still has cards; its message says what to do.
    if (!isOk(env)) return reportError(env);
    void message.success('删除成功');
  };

  const toggle = async (t: IndexType, enabled: boolean) => {
    const env = await under.mutateAsync({ id: t.id, enabled });
    if (!isOk(env)) return reportError(env);
    void message.success(enabled ? '已上架' : '已下架');
  };

  const columns: TableColumnsType<IndexType> = [
    { title: '分类名称', dataIndex: 'typeName' },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '卡片数', key: 'cards', width: 80, render: (_, t) => t.cardConfigs.length },
    { title: '可见角色', key: 'roles', render: (_, t) => <RoleTags roles={t.roles} /> },
    {
      title: '上架',
      key: 'enabled',
      width: 80,
      render: (_, t) => (
        <Switch size="small" checked={t.enabled} aria-label={`上架分类${t.typeName}`} onChange={(on) => void toggle(t, on)} />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, t) => (
        <RowActions
          onEdit={() => setEditing(t)}
          extra={[{ label: '权限', onClick: () => setAuth({ target: 'type', id: t.id, name: t.typeName }) }]}
          remove={{ title: `确定删除分类「${t.typeName}」吗？`, onConfirm: () => removeType(t) }}
        />
      ),
    },
  ];

  const none = types.data?.length === 0;
  return (
    <ConfigPanel toolbar={<AddButton label="新增分类" onClick={() => setEditing(null)} />}>
      <QueryTable<IndexType>
        query={types}
        failure="分类加载失败"
        columns={columns}
        scrollX={720}
        // With no type there is nowhere to put a card: the empty list says to add one first.
        empty={none ? CardMessages.noType : undefined}
      />
      <FormModal<TypeForm>
        open={editing !== undefined}
        title={editing ? '编辑分类' : '新增分类'}
        form={form}
        initialValues={editing ? { typeName: editing.typeName, sort: editing.sort } : {}}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="typeName" label="分类名称" {...fieldRules({ label: '分类名称', required: true, max: TYPE_NAME_MAX })}>
          <Input maxLength={TYPE_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前；不填则排在最后">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormModal>
      <AuthModal subject={auth} onClose={() => setAuth(null)} />
    </ConfigPanel>
  );
}
