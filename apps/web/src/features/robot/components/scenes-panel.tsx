import { ROBOT_SCENE_NAME_MAX, ROBOT_SORT_MAX, type RobotAdminScene } from '@onehall/contract';
import { App, Form, Input, InputNumber, Switch, Tag } from 'antd';
import { useState } from 'react';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useRobotScenes } from '../api/get-scenes.ts';
import { useRemoveScene } from '../api/remove-scene.ts';
import { type SceneSaveBody, useSaveScene } from '../api/save-scene.ts';

type SceneForm = Omit<SceneSaveBody, 'id'>;
const NEW_SCENE: SceneForm = { name: '', sort: 0, enabled: true };

/** 问题分类: the scenes questions are filed under; a scene with entries can only be disabled. */
export function ScenesPanel() {
  const { message } = App.useApp();
  const [form] = Form.useForm<SceneForm>();
  /** The scene being edited, `null` to add one; closed while `undefined`. */
  const [editing, setEditing] = useState<RobotAdminScene | null | undefined>(undefined);
  const scenes = useRobotScenes();
  const save = useSaveScene();
  const remove = useRemoveScene();

  const submit = async (v: SceneForm) => {
    const env = await save.mutateAsync({ ...v, name: v.name.trim(), ...(editing ? { id: editing.id } : {}) });
    if (!savedOk(env)) return false;
    void message.success('保存成功');
    return true;
  };

  return (
    <ConfigPanel toolbar={<AddButton label="新增分类" onClick={() => setEditing(null)} />}>
      <ConfigTable<RobotAdminScene>
        rowKey="id"
        rows={scenes.data}
        loading={scenes.isFetching}
        error={
          scenes.isError && !scenes.data
            ? { title: '问题分类加载失败', message: scenes.error.message, onRetry: () => void scenes.refetch() }
            : null
        }
        empty="暂无分类，请点击「新增分类」"
        paging="local"
        scrollX={560}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '分类名称', dataIndex: 'name' },
          { title: '知识条目', dataIndex: 'entryCount', width: 90, align: 'right' },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 80,
            render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_, s) => (
              <RowActions
                name={s.name}
                onEdit={() => setEditing(s)}
                remove={{
                  title: `确定删除分类「${s.name}」吗？`,
                  disabledReason: s.entryCount > 0 ? '该分类下还有知识条目，不能删除，可编辑为停用' : undefined,
                  onConfirm: async () => {
                    if (savedOk(await remove.mutateAsync(s.id))) void message.success('删除成功');
                  },
                }}
              />
            ),
          },
        ]}
      />
      <FormModal<SceneForm>
        open={editing !== undefined}
        title={editing ? `编辑分类「${editing.name}」` : '新增分类'}
        form={form}
        initialValues={editing ? { name: editing.name, sort: editing.sort, enabled: editing.enabled } : NEW_SCENE}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="name" label="分类名称" {...fieldRules({ label: '分类名称', required: true, max: ROBOT_SCENE_NAME_MAX })}>
          <Input placeholder="如 校园卡" />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前" {...fieldRules({ label: '排序', required: 'number' })}>
          <InputNumber min={0} max={ROBOT_SORT_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用后该分类的知识不再用于回答">
          <Switch />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
