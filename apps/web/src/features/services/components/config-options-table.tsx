import type { NamedOption } from '@onehall/contract';
import { App, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions } from '../../../components/config-page/index.ts';
import { useConfigOptions } from '../api/get-config-options.ts';
import { useRemoveServiceOption } from '../api/remove-service-option.ts';
import { type OptionKind, useSaveServiceOption } from '../api/save-service-option.ts';

const KIND_TEXT: Record<OptionKind, string> = { dept: '部门', scene: '场景', type: '类型' };
const LIST_KEY = { dept: 'depts', scene: 'scenes', type: 'types' } as const;

interface OptionForm {
  name: string;
  sort?: number;
}

/** Departments, scenes or service types: list, add, rename and delete (the server refuses ones still in use). */
export function ConfigOptionsTable({ kind }: { kind: OptionKind }) {
  const { message } = App.useApp();
  const options = useConfigOptions();
  const save = useSaveServiceOption(kind);
  const remove = useRemoveServiceOption(kind);
  const [editing, setEditing] = useState<NamedOption | 'new' | null>(null);
  const [form] = Form.useForm<OptionForm>();
  const text = KIND_TEXT[kind];

  // The mutations report a refusal themselves (api/save-service-option.ts); here only the outcome matters.
  const submit = (v: OptionForm) =>
    save.mutateAsync({ id: editing && editing !== 'new' ? editing.id : undefined, name: v.name.trim(), sort: v.sort ?? undefined }).then(
      () => {
        void message.success('保存成功');
        return true;
      },
      () => false,
    );

  const removeOption = (o: NamedOption) =>
    remove.mutateAsync(o.id).then(
      () => void message.success('删除成功'),
      () => undefined,
    );

  return (
    <ConfigPanel toolbar={<AddButton label={`新增${text}`} onClick={() => setEditing('new')} />}>
      <ConfigTable<NamedOption>
        rowKey="id"
        rows={options.data?.[LIST_KEY[kind]]}
        loading={options.isFetching}
        error={
          options.isError && !options.data
            ? { title: `${text}列表加载失败`, message: options.error.message, onRetry: () => void options.refetch() }
            : null
        }
        paging="local"
        columns={[
          { title: '排序', dataIndex: 'sort', width: 80 },
          { title: `${text}名称`, dataIndex: 'name' },
          { title: '服务数', dataIndex: 'serviceCount', width: 90 },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, o) => (
              <RowActions
                onEdit={() => setEditing(o)}
                remove={{ title: `确定删除${text}「${o.name}」吗？`, onConfirm: () => removeOption(o) }}
              />
            ),
          },
        ]}
      />
      <FormModal<OptionForm>
        open={editing !== null}
        title={editing === 'new' ? `新增${text}` : `编辑${text}`}
        form={form}
        initialValues={editing && editing !== 'new' ? { name: editing.name, sort: editing.sort } : {}}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="name" label={`${text}名称`} {...fieldRules({ label: `${text}名称`, required: true, max: 50 })}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
