import { PlusOutlined } from '@ant-design/icons';
import type { NamedOption } from '@onehall/contract';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useConfigOptions } from '../api/get-config-options.ts';
import { useRemoveServiceOption } from '../api/remove-service-option.ts';
import { type OptionKind, useSaveServiceOption } from '../api/save-service-option.ts';

const KIND_TEXT: Record<OptionKind, string> = { dept: '部门', scene: '场景', type: '类型' };
const LIST_KEY = { dept: 'depts', scene: 'scenes', type: 'types' } as const;

/** Departments, scenes or service types: list, add, rename and delete (the server refuses ones still in use). */
export function ConfigOptionsTable({ kind }: { kind: OptionKind }) {
  const { message } = App.useApp();
  const options = useConfigOptions();
  const save = useSaveServiceOption(kind);
  const remove = useRemoveServiceOption(kind);
  const [editing, setEditing] = useState<NamedOption | 'new' | null>(null);
  const [form] = Form.useForm<{ name: string; sort?: number }>();
  const text = KIND_TEXT[kind];

  useEffect(() => {
    if (editing === 'new') form.setFieldsValue({ name: '', sort: undefined });
    else if (editing) form.setFieldsValue({ name: editing.name, sort: editing.sort });
  }, [editing, form]);

  return (
    <>
      <div className="oh-config__bar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增{text}
        </Button>
      </div>
      <Table<NamedOption>
        rowKey="id"
        size="small"
        loading={options.isFetching}
        dataSource={options.data?.[LIST_KEY[kind]]}
        locale={{ emptyText: options.error ? options.error.message : '暂无数据' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 80 },
          { title: `${text}名称`, dataIndex: 'name' },
          { title: '服务数', dataIndex: 'serviceCount', width: 90 },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, o) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(o)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`确定删除${text}「${o.name}」吗？`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() =>
                    remove.mutateAsync(o.id).then(
                      () => void message.success('删除成功'),
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small" danger loading={remove.isPending && remove.variables === o.id}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? `新增${text}` : `编辑${text}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            save.mutate(
              { id: editing && editing !== 'new' ? editing.id : undefined, name: v.name.trim(), sort: v.sort ?? undefined },
              {
                onSuccess: () => {
                  void message.success('保存成功');
                  setEditing(null);
                },
              },
            )
          }
        >
          <Form.Item
            name="name"
            label={`${text}名称`}
            rules={[{ required: true, whitespace: true, message: `请输入${text}名称` }, { max: 50 }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
