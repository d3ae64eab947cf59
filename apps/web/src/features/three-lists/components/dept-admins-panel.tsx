import { DEPT_ADMIN_DEPTS_MAX, type DeptAdmin, type DeptNode } from '@onehall/contract';
import { App, Form, Input, Select, type TableColumnsType, Tag, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useDeptTreePower } from '../../../api/dept-scope.ts';
import {
  AddButton,
  ConfigPanel,
  ConfigSearch,
  ConfigTable,
  FormModal,
  fieldRules,
  RowActions,
  savedOk,
} from '../../../components/config-page/index.ts';
import { REMOTE_SEARCH_PLACEHOLDER } from '../../../components/dictionary-select/index.ts';
import { useAssignDeptAdmin } from '../api/assign-dept-admin.ts';
import { type DeptAdminQuery, useDeptAdmins } from '../api/get-dept-admins.ts';
import { useRemoveDeptAdmin } from '../api/remove-dept-admin.ts';
import { useAdminUsers } from '../api/search-admin-users.ts';

/** Typing pauses this long before the user search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

interface AdminForm {
  userId: string;
  deptIds: string[];
}

interface TreeOption {
  title: string;
  value: string;
  selectable: boolean;
  children: TreeOption[];
}

/** The school itself (the root) is no department one administers. */
const toOptions = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, selectable: n.parentId !== null, children: toOptions(n.children) }));

/** The user picker: active users found by account or name, searched on the server as one types. */
function UserSelect({ value, onChange, fixed }: { value?: string; onChange?: (v: string) => void; fixed?: DeptAdmin }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useAdminUsers(keyword);
  const label = (u: { account: string; realName: string; userDeptName: string }) =>
    `${u.realName}（${u.account}${u.userDeptName ? ` · ${u.userDeptName}` : ''}）`;
  const options = fixed
    ? [{ value: fixed.userId, label: label(fixed) }]
    : (users.data ?? []).map((u) => ({ value: u.userId, label: label(u) }));
  return (
    <Select<string>
      id="oh-tl-admin-user"
      value={value}
      onChange={onChange}
      disabled={!!fixed}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      loading={users.isFetching}
      placeholder={REMOTE_SEARCH_PLACEHOLDER}
      notFoundContent={users.isFetching ? '加载中' : keyword ? '没有找到该用户' : '请输入姓名或账号'}
    />
  );
}

/**
 * 部门管理员: who maintains which departments without the configuration menu
 * (their departments' duties, information and links, from 部门职责清单配置).
 */
export function DeptAdminsPanel() {
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<{ keyword?: string }>();
  const [form] = Form.useForm<AdminForm>();
  const [query, setQuery] = useState<DeptAdminQuery>({ current: 1, size: 10 });
  /** The administrator being edited, `null` to add one; closed while `undefined`. */
  const [editing, setEditing] = useState<DeptAdmin | null | undefined>(undefined);
  const admins = useDeptAdmins(query);
  const tree = useDeptTreePower();
  const assign = useAssignDeptAdmin();
  const remove = useRemoveDeptAdmin();

  const submit = async (values: AdminForm) => {
    const before = new Set(editing?.depts.map((d) => d.id) ?? []);
    const added = values.deptIds.filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !values.deptIds.includes(id));
    if (added.length > 0 && !savedOk(await assign.mutateAsync({ userId: values.userId, deptIds: added }))) return false;
    if (removed.length > 0 && !savedOk(await remove.mutateAsync({ userId: values.userId, deptIds: removed }))) return false;
    void message.success('保存成功');
    return true;
  };

  const removeAll = async (admin: DeptAdmin) => {
    const env = await remove.mutateAsync({ userId: admin.userId, deptIds: admin.depts.map((d) => d.id) });
    if (savedOk(env)) void message.success(`已移除「${admin.realName}」的部门管理权限`);
  };

  const columns: TableColumnsType<DeptAdmin> = [
    { title: '姓名', dataIndex: 'realName', width: 120 },
    { title: '账号', dataIndex: 'account', width: 130 },
    { title: '所在部门', dataIndex: 'userDeptName', width: 150, render: (v: string) => v || '—' },
    {
      title: '管理的部门',
      key: 'depts',
      render: (_, a) => (
        <span className="oh-tl-link-tags">
          {a.depts.map((d) => (
            <Tag key={d.id}>{d.name}</Tag>
          ))}
        </span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, a) => (
        <RowActions
          name={a.realName}
          onEdit={() => setEditing(a)}
          remove={{ title: `确定移除「${a.realName}」的全部部门管理权限吗？`, onConfirm: () => removeAll(a) }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      search={
        <ConfigSearch<{ keyword?: string }>
          form={filterForm}
          onSearch={(v) => setQuery((q) => ({ ...q, current: 1, keyword: v.keyword?.trim() || undefined }))}
        >
          <Form.Item name="keyword" label="管理员">
            <Input allowClear placeholder="姓名或账号" maxLength={50} />
          </Form.Item>
        </ConfigSearch>
      }
      toolbar={<AddButton label="新增部门管理员" onClick={() => setEditing(null)} />}
      notice={
        <p className="oh-tl-admins__hint">
          部门管理员无需配置菜单，即可在「部门职责清单配置」中维护所管理部门的职责、部门信息和职责与服务的关联。
        </p>
      }
    >
      <ConfigTable<DeptAdmin>
        rowKey="userId"
        columns={columns}
        rows={admins.data?.records}
        loading={admins.isFetching}
        error={
          admins.isError && !admins.data
            ? { title: '部门管理员加载失败', message: admins.error.message, onRetry: () => void admins.refetch() }
            : null
        }
        empty="暂无部门管理员，请点击「新增部门管理员」"
        scrollX={800}
        paging={{
          current: query.current ?? 1,
          size: query.size ?? 10,
          total: admins.data?.total ?? 0,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
      />
      <FormModal<AdminForm>
        open={editing !== undefined}
        title={editing ? `编辑部门管理员「${editing.realName}」` : '新增部门管理员'}
        form={form}
        initialValues={editing ? { userId: editing.userId, deptIds: editing.depts.map((d) => d.id) } : { deptIds: [] }}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
        confirmDiscard
      >
        <Form.Item name="userId" label="用户" htmlFor="oh-tl-admin-user" {...fieldRules({ label: '用户', required: 'select' })}>
          <UserSelect fixed={editing ?? undefined} />
        </Form.Item>
        <Form.Item
          name="deptIds"
          label="管理的部门"
          extra={`可选多个部门，最多 ${DEPT_ADMIN_DEPTS_MAX} 个`}
          rules={[
            { required: true, type: 'array', min: 1, message: '请选择管理的部门' },
            { type: 'array', max: DEPT_ADMIN_DEPTS_MAX, message: `最多选择 ${DEPT_ADMIN_DEPTS_MAX} 个部门` },
          ]}
        >
          <TreeSelect<string[]>
            multiple
            treeData={toOptions(tree.data ?? [])}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            loading={tree.isPending}
            placeholder="请选择部门"
          />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
