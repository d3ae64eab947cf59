import { TODO_OPEN_PATHS, TODO_SIGN_HEADERS, type TodoSystem } from '@onehall/contract';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPanel, ConfigSearch, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useTodoSystems } from '../api/card-business-config-list.ts';
import { useRemoveTodoSystem } from '../api/card-business-config-remove.ts';
import { useResetTodoSystemKey } from '../api/card-business-config-reset-key.ts';
import { useSubmitTodoSystem } from '../api/card-business-config-submit.ts';
import { QueryTable } from './config-list.tsx';

interface SystemForm {
  systemName: string;
  systemCode: string;
  enabled: boolean;
  remark?: string;
  sort?: number;
}

interface IssuedKey {
  systemName: string;
  systemId: string;
  systemCode: string;
  secret: string;
}

/** Shows a signing key once: it cannot be read again, only replaced. */
function KeyModal({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  return (
    <Modal
      open={!!issued}
      title={issued ? `${issued.systemName}的接入密钥` : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
      mask={{ closable: false }}
    >
      {issued && (
        <>
          <Alert type="warning" showIcon title="密钥只显示这一次，关闭后无法再次查看；遗失时请重置密钥。" style={{ marginBottom: 12 }} />
          <Typography.Paragraph>
            系统标识（请求头 {TODO_SIGN_HEADERS.system}）：
            <Typography.Text code copyable>
              {issued.systemId}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            系统编码：<Typography.Text code>{issued.systemCode}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            签名密钥：
            <Typography.Text code copyable aria-label="签名密钥">
              {issued.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">推送待办：POST {TODO_OPEN_PATHS.pushItems}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}

/** Business systems that push to-do items and process records (cardbusinessconfig). */
export function TodoSystemsPanel() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const list = useTodoSystems(keyword);
  const submit = useSubmitTodoSystem();
  const remove = useRemoveTodoSystem();
  const resetKey = useResetTodoSystemKey();
  const [editing, setEditing] = useState<TodoSystem | null | undefined>(undefined);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [form] = Form.useForm<SystemForm>();
  const [searchForm] = Form.useForm<{ keyword?: string }>();

  const save = async (v: SystemForm) => {
    const env = await submit.mutateAsync({
      id: editing?.id,
      systemName: v.systemName.trim(),
      systemCode: v.systemCode.trim(),
      enabled: v.enabled,
      remark: v.remark?.trim() ?? '',
      sort: v.sort ?? undefined,
    });
    if (!savedOk(env)) return false;
    void message.success(editing ? '业务系统已保存' : '业务系统已新增');
    if (env.result.key) setIssued({ systemName: env.result.system.systemName, ...env.result.key });
    return true;
  };

  const removeSystem = async (s: TodoSystem) => {
    const env = await remove.mutateAsync(s.id);
    if (!isOk(env)) return reportError(env);
    void message.success('删除成功');
  };

  const reset = async (s: TodoSystem) => {
    const env = await resetKey.mutateAsync(s.id);
    if (!isOk(env)) return reportError(env);
    setIssued({ systemName: s.systemName, ...env.result });
  };

  const columns: TableColumnsType<TodoSystem> = [
    { title: '系统名称', dataIndex: 'systemName' },
    { title: '系统编码', dataIndex: 'systemCode', width: 130 },
    { title: '状态', dataIndex: 'enabled', width: 80, render: (on: boolean) => (on ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>) },
    { title: '待办', dataIndex: 'todoNum', width: 70 },
    { title: '超时', dataIndex: 'todoTimeoutNum', width: 70 },
    { title: '流程', dataIndex: 'processNum', width: 70 },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, s) => (
        <RowActions
          onEdit={() => setEditing(s)}
          extra={[
            {
              label: '重置密钥',
              onClick: () => reset(s),
              confirm: { title: `重置「${s.systemName}」的密钥？旧密钥将立即失效`, okText: '重置' },
            },
          ]}
          remove={{ title: `确定删除业务系统「${s.systemName}」吗？`, onConfirm: () => removeSystem(s) }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      search={
        <ConfigSearch form={searchForm} onSearch={(v) => setKeyword(v.keyword?.trim() ?? '')}>
          <Form.Item name="keyword" label="业务系统">
            <Input allowClear placeholder="系统名称或编码" maxLength={50} />
          </Form.Item>
        </ConfigSearch>
      }
      toolbar={<AddButton label="新增业务系统" onClick={() => setEditing(null)} />}
    >
      <QueryTable<TodoSystem> query={list} failure="业务系统加载失败" columns={columns} scrollX={760} />
      <FormModal<SystemForm>
        open={editing !== undefined}
        title={editing ? '编辑业务系统' : '新增业务系统'}
        form={form}
        initialValues={editing ? { ...editing } : { enabled: true }}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="systemName" label="系统名称" {...fieldRules({ label: '系统名称', required: true, max: 50 })}>
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item
          name="systemCode"
          label="系统编码"
          {...fieldRules({
            label: '系统编码',
            required: true,
            pattern: { test: /^[A-Za-z][A-Za-z0-9_-]{1,31}$/, message: '以字母开头，2–32 位字母、数字、- 或 _' },
          })}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label="备注" {...fieldRules({ label: '备注', max: 500 })}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormModal>
      <KeyModal issued={issued} onClose={() => setIssued(null)} />
    </ConfigPanel>
  );
}
