import { PlusOutlined } from '@ant-design/icons';
import { CardMessages, type IndexType, TYPE_NAME_MAX } from '@onehall/contract';
import { App, Button, Empty, Form, Input, InputNumber, Popconfirm, Result, Space, Switch, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useIndexTypes } from '../api/index-type-list.ts';
import { useRemoveType } from '../api/index-type-remove.ts';
import { useSubmitType } from '../api/index-type-submit.ts';
import { useTypeUnder } from '../api/index-type-under.ts';
import { AuthModal, type AuthSubject } from './auth-modal.tsx';
import { EditModal } from './config-list.tsx';
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

  const open = (t: IndexType | null) => {
    setEditing(t);
    form.setFieldsValue(t ? { typeName: t.typeName, sort: t.sort } : { typeName: '', sort: undefined });
  };

  const save = async (values: TypeForm) => {
    const env = await submit.mutateAsync({ id: editing?.id, typeName: values.typeName.trim(), sort: values.sort ?? undefined });
    if (!isOk(env)) return reportError(env);
    void message.success(editing ? '分类已保存' : '分类已新增');
    setEditing(undefined);
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
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => open(t)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setAuth({ target: 'type', id: t.id, name: t.typeName })}>
            权限
          </Button>
          <Popconfirm title={`确定删除分类「${t.typeName}」吗？`} okText="删除" cancelText="取消" onConfirm={() => removeType(t)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
      新增分类
    </Button>
  );

  let body: ReactNode;
  if (types.isError && !types.data) {
    body = (
      <Result
        status="error"
        title="分类加载失败"
        subTitle={types.error.message}
        extra={<Button onClick={() => void types.refetch()}>重试</Button>}
      />
    );
  } else if (types.data && types.data.length === 0) {
    body = <Empty description={CardMessages.noType}>{addButton}</Empty>;
  } else {
    body = (
      <>
        <Space className="oh-cards-config__bar">{addButton}</Space>
        <Table<IndexType>
          rowKey="id"
          size="middle"
          loading={types.isFetching}
          columns={columns}
          dataSource={types.data ?? []}
          pagination={false}
          scroll={{ x: 720 }}
        />
      </>
    );
  }

  return (
    <>
      {body}
      <EditModal
        open={editing !== undefined}
        title={editing ? '编辑分类' : '新增分类'}
        saving={submit.isPending}
        onSave={() => form.submit()}
        onCancel={() => setEditing(undefined)}
      >
        <Form<TypeForm> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="typeName"
            label="分类名称"
            rules={[
              { required: true, whitespace: true, message: '请输入分类名称' },
              { max: TYPE_NAME_MAX, message: `分类名称不能超过${TYPE_NAME_MAX}个字符` },
            ]}
          >
            <Input maxLength={TYPE_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="sort" label="排序" extra="数字越小越靠前；不填则排在最后">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </EditModal>
      <AuthModal subject={auth} onClose={() => setAuth(null)} />
    </>
  );
}
