import { type MessageAccount, messageAccountSave } from '@onehall/contract';
import { App, Avatar, Form, Input, InputNumber, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import {
  AddButton,
  ConfigPanel,
  ConfigTable,
  FormModal,
  fieldRules,
  RowActions,
  SITE_OR_WEB_ADDRESS,
  savedOk,
} from '../../../components/config-page/index.ts';
import { useMessageAccounts } from '../api/account-list.ts';
import { useRemoveMessageAccount } from '../api/account-remove.ts';
import { type AccountSaveBody, useSaveMessageAccount } from '../api/account-save.ts';

type AccountRow = MessageAccount & { messageCount: number };
type AccountForm = Omit<AccountSaveBody, 'id'>;

// The form checks what the server's schema checks, so a refusal never surprises.
const LIMITS = messageAccountSave.body!.properties;
const CODE_PATTERN = { test: /^[A-Za-z0-9_-]+$/, message: '编码只能包含字母、数字、下划线和短横线' };
const NEW_ACCOUNT: Partial<AccountForm> = { icon: '', deptName: '', enabled: true, sort: 0 };

/** 消息号管理: the accounts messages are sent from, with how many each sent. */
export function ManageAccountsPanel() {
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountForm>();
  /** The account being edited, `null` to add one; closed while `undefined`. */
  const [editing, setEditing] = useState<AccountRow | null | undefined>(undefined);
  const accounts = useMessageAccounts();
  const save = useSaveMessageAccount();
  const remove = useRemoveMessageAccount();

  const submit = async (v: AccountForm) => {
    const body: AccountSaveBody = {
      ...v,
      code: v.code.trim(),
      mpName: v.mpName.trim(),
      icon: (v.icon ?? '').trim(),
      deptName: (v.deptName ?? '').trim(),
      ...(editing ? { id: editing.id } : {}),
    };
    if (!savedOk(await save.mutateAsync(body))) return false;
    void message.success('保存成功');
    return true;
  };

  const removeOne = async (a: AccountRow) => {
    if (savedOk(await remove.mutateAsync(a.id))) void message.success('删除成功');
  };

  const columns: TableColumnsType<AccountRow> = [
    {
      title: '名称',
      dataIndex: 'mpName',
      width: 180,
      render: (name: string, a) => (
        <span className="oh-mm-account">
          <Avatar src={a.icon || undefined} alt="" size={28}>
            {name.slice(0, 1)}
          </Avatar>
          {name}
        </span>
      ),
    },
    { title: '编码', dataIndex: 'code', width: 140 },
    { title: '所属部门', dataIndex: 'deptName', width: 140, render: (v: string) => v || '—' },
    { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
    { title: '状态', dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '消息数', dataIndex: 'messageCount', width: 80, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, a) => (
        <RowActions
          name={a.mpName}
          onEdit={() => setEditing(a)}
          remove={{
            title: `确定删除消息号「${a.mpName}」吗？`,
            description: a.messageCount > 0 ? '已发过消息的消息号不能删除，可编辑为停用。' : undefined,
            onConfirm: () => removeOne(a),
          }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      toolbar={<AddButton label="新增消息号" onClick={() => setEditing(null)} />}
      notice={<p className="oh-mm-hint">业务系统发送消息时以「编码」指明消息号；停用的消息号不能再发送消息，已发出的消息不受影响。</p>}
    >
      <ConfigTable<AccountRow>
        rowKey="id"
        columns={columns}
        rows={accounts.data}
        loading={accounts.isFetching}
        error={
          accounts.isError && !accounts.data
            ? { title: '消息号加载失败', message: accounts.error.message, onRetry: () => void accounts.refetch() }
            : null
        }
        empty="暂无数据，请点击「新增消息号」"
        scrollX={820}
        paging="local"
      />
      <FormModal<AccountForm>
        open={editing !== undefined}
        title={editing ? `编辑消息号「${editing.mpName}」` : '新增消息号'}
        form={form}
        initialValues={
          editing
            ? {
                code: editing.code,
                mpName: editing.mpName,
                icon: editing.icon,
                deptName: editing.deptName,
                sort: editing.sort,
                enabled: editing.enabled,
              }
            : NEW_ACCOUNT
        }
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
        confirmDiscard
      >
        <Form.Item
          name="code"
          label="编码"
          extra="业务系统发送消息时使用，如 jwc-notice"
          {...fieldRules({ label: '编码', required: true, max: LIMITS.code.maxLength, pattern: CODE_PATTERN })}
        >
          <Input placeholder="字母、数字、下划线或短横线" />
        </Form.Item>
        <Form.Item name="mpName" label="名称" {...fieldRules({ label: '名称', required: true, max: LIMITS.mpName.maxLength })}>
          <Input placeholder="接收人看到的发送方，如 教务处通知" />
        </Form.Item>
        <Form.Item
          name="icon"
          label="图标地址"
          extra="不填则显示名称的首字"
          {...fieldRules({ label: '图标地址', max: LIMITS.icon.maxLength, pattern: SITE_OR_WEB_ADDRESS })}
        >
          <Input placeholder="/static/icons/jwc.png 或 https://…" />
        </Form.Item>
        <Form.Item name="deptName" label="所属部门" {...fieldRules({ label: '所属部门', max: LIMITS.deptName.maxLength })}>
          <Input placeholder="如 教务处" />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前" {...fieldRules({ label: '排序', required: 'number' })}>
          <InputNumber min={LIMITS.sort.minimum} max={LIMITS.sort.maximum} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
