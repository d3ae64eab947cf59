import { MESSAGE_AUDIENCE_LIST_MAX, MessageCentreMessages } from '@onehall/contract';
import { Form, Select, Switch, TreeSelect } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { REMOTE_SEARCH_PLACEHOLDER } from '../../../components/dictionary-select/index.ts';
import { useAudienceOptions } from '../api/manage-audience-options.ts';
import { useRecipientUsers } from '../api/manage-user-options.ts';

/** Typing pauses this long before the user search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

interface DeptOption {
  id: string;
  name: string;
  children: DeptOption[];
}

interface TreeOption {
  title: string;
  value: string;
  children: TreeOption[];
}

const toTree = (nodes: readonly DeptOption[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, children: toTree(n.children) }));

const userLabel = (u: { account: string; name: string; deptName: string }) =>
  `${u.name}（${u.account}${u.deptName ? ` · ${u.deptName}` : ''}）`;

/**
 * 指定用户: users found by account or name as one types. The chosen ones keep
 * their labels when a later search no longer lists them.
 */
function UserPicker({ value = [], onChange, disabled }: { value?: string[]; onChange?: (v: string[]) => void; disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const labels = useRef(new Map<string, string>());
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useRecipientUsers(keyword);
  for (const u of users.data ?? []) labels.current.set(u.account, userLabel(u));
  const found = (users.data ?? []).map((u) => u.account);
  const options = [...new Set([...value, ...found])].map((account) => ({ value: account, label: labels.current.get(account) ?? account }));
  return (
    <Select<string[]>
      id="oh-mm-accounts"
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      loading={users.isFetching}
      placeholder={REMOTE_SEARCH_PLACEHOLDER}
      notFoundContent={users.isFetching ? '加载中' : keyword ? '没有找到该用户' : '请输入姓名或账号'}
    />
  );
}

/**
 * 接收人: everyone, or any mix of roles, departments (with their
 * sub-departments) and named users. With 全体用户 on the lists are inert:
 * the message goes to every enabled user whatever they hold.
 */
export function ManageAudienceFields({ disabled }: { disabled?: boolean }) {
  const options = useAudienceOptions();
  const form = Form.useFormInstance();
  const everyone = Form.useWatch<boolean | undefined>('everyone', form) ?? false;
  const listDisabled = disabled || everyone;
  const listMax = { type: 'array' as const, max: MESSAGE_AUDIENCE_LIST_MAX, message: `每项最多选择 ${MESSAGE_AUDIENCE_LIST_MAX} 个` };
  return (
    <fieldset className="oh-mm-audience">
      <legend className="oh-mm-audience__legend">接收人</legend>
      <Form.Item
        name="everyone"
        label="全体用户"
        valuePropName="checked"
        dependencies={['roleIds', 'deptIds', 'accounts']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async () => {
              const named = ['roleIds', 'deptIds', 'accounts'].some((f) => ((getFieldValue(f) as string[] | undefined) ?? []).length > 0);
              if (!getFieldValue('everyone') && !named) throw new Error(MessageCentreMessages.audienceEmpty);
            },
          }),
        ]}
      >
        <Switch disabled={disabled} />
      </Form.Item>
      <Form.Item name="roleIds" label="角色" rules={[listMax]}>
        <Select<string[]>
          mode="multiple"
          disabled={listDisabled}
          loading={options.isPending}
          placeholder={options.isError ? '角色加载失败，请刷新页面重试' : '请选择角色'}
          optionFilterProp="label"
          options={(options.data?.roles ?? []).map((r) => ({ value: r.id, label: `${r.name}（${r.userCount} 人）` }))}
        />
      </Form.Item>
      <Form.Item name="deptIds" label="部门" extra="选择部门时包含其下级部门" rules={[listMax]}>
        <TreeSelect<string[]>
          multiple
          disabled={listDisabled}
          treeData={toTree(options.data?.depts ?? [])}
          showSearch={{ treeNodeFilterProp: 'title' }}
          loading={options.isPending}
          placeholder={options.isError ? '部门加载失败，请刷新页面重试' : '请选择部门'}
        />
      </Form.Item>
      <Form.Item name="accounts" label="指定用户" htmlFor="oh-mm-accounts" rules={[listMax]}>
        <UserPicker disabled={listDisabled} />
      </Form.Item>
    </fieldset>
  );
}
