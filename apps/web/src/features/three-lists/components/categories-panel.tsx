import {
  DEPT_CATEGORIES_MAX,
  DEPT_CATEGORY_NAME_MAX,
  type DeptCategory,
  type ThreeListsConfig,
  UNCATEGORISED_NAME,
} from '@onehall/contract';
import { App, Form, Input, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useSaveThreeListsConfig } from '../api/save-config.ts';
import { type CategoryInput, categoryInputs, configBody } from '../lib/config-body.ts';

interface CategoryForm {
  name: string;
  shown: boolean;
}

/** 部门分类: the categories in display order, shown or not; every change saves the configuration at once. */
export function CategoriesPanel({ config }: { config: ThreeListsConfig }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryForm>();
  const [editing, setEditing] = useState<DeptCategory | null | undefined>(undefined);
  const save = useSaveThreeListsConfig();
  const categories = config.categories;

  const saveCategories = async (next: CategoryInput[], done: string) => {
    const env = await save.mutateAsync(configBody(config, { categories: next }));
    if (!savedOk(env)) return false;
    void message.success(done);
    return true;
  };

  const move = (index: number, by: -1 | 1) => {
    const next = categoryInputs(categories);
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    return saveCategories(next, '顺序已保存');
  };

  const submit = (values: CategoryForm) => {
    const name = values.name.trim();
    const next = categoryInputs(categories);
    if (editing) {
      return saveCategories(
        next.map((c) => (c.id === editing.id ? { ...c, name, shown: values.shown } : c)),
        '修改成功',
      );
    }
    return saveCategories([...next, { name, shown: values.shown }], '新增成功');
  };

  const columns: TableColumnsType<DeptCategory> = [
    { title: '顺序', key: 'order', width: 70, render: (_, __, i) => i + 1 },
    { title: '分类名称', dataIndex: 'name' },
    {
      title: '在三清单中显示',
      dataIndex: 'shown',
      width: 150,
      render: (shown: boolean, c) => (
        <Switch
          checked={shown}
          checkedChildren="显示"
          unCheckedChildren="隐藏"
          aria-label={`在三清单中显示「${c.name}」`}
          loading={save.isPending}
          onChange={(on) =>
            void saveCategories(
              categoryInputs(categories).map((x) => (x.id === c.id ? { ...x, shown: on } : x)),
              on ? `已显示「${c.name}」` : `已隐藏「${c.name}」`,
            )
          }
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, c, index) => (
        <RowActions
          name={c.name}
          onEdit={() => setEditing(c)}
          extra={[
            { label: '上移', onClick: () => move(index, -1), disabled: index === 0 || save.isPending },
            { label: '下移', onClick: () => move(index, 1), disabled: index === categories.length - 1 || save.isPending },
          ]}
          remove={{
            title: `确定删除分类「${c.name}」吗？`,
            description: '分类下仍有部门时不能删除，请先为这些部门另选分类。',
            onConfirm: () =>
              saveCategories(
                categoryInputs(categories).filter((x) => x.id !== c.id),
                '删除成功',
              ),
          }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      toolbar={<AddButton label="新增分类" onClick={() => setEditing(null)} disabled={categories.length >= DEPT_CATEGORIES_MAX} />}
      notice={
        categories.length >= DEPT_CATEGORIES_MAX
          ? `最多 ${DEPT_CATEGORIES_MAX} 个分类`
          : `三清单页面按此顺序列出各分类的部门；隐藏的分类连同其部门都不显示，未分类的部门列在「${UNCATEGORISED_NAME}」下。`
      }
    >
      <ConfigTable<DeptCategory> rowKey="id" columns={columns} rows={categories} empty="请新增分类" scrollX={560} />
      <FormModal<CategoryForm>
        open={editing !== undefined}
        title={editing ? '编辑分类' : '新增分类'}
        form={form}
        initialValues={editing ? { name: editing.name, shown: editing.shown } : { name: '', shown: true }}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="name" label="分类名称" {...fieldRules({ label: '分类名称', required: true, max: DEPT_CATEGORY_NAME_MAX })}>
          <Input maxLength={DEPT_CATEGORY_NAME_MAX} placeholder="如：行政部门" />
        </Form.Item>
        <Form.Item name="shown" label="在三清单中显示" valuePropName="checked">
          <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
