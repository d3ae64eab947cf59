import { CONFIG_PAGE_TITLES, CONFIG_PAGES, type getRolePageList, type ResultOf } from '@onehall/contract';
import { App, Form, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { CheckList } from '../../../components/check-list/index.ts';
import { ConfigPanel, ConfigTable, FormModal, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useRolePages } from '../api/get-role-page-list.ts';
import { useSaveRolePages } from '../api/save-role-page-list.ts';

type RolePages = ResultOf<typeof getRolePageList>[number];

/** Which configuration pages each role may open: the configuration menu of SPEC §2's route guard. */
export function RolePagesPanel() {
  const { message } = App.useApp();
  const list = useRolePages();
  const save = useSaveRolePages();
  const [editing, setEditing] = useState<RolePages | null>(null);
  const [form] = Form.useForm<{ pages: string[] }>();

  const submit = async ({ pages: chosen }: { pages: string[] }) => {
    if (!editing) return false;
    const pages = CONFIG_PAGES.filter((p) => chosen.includes(p.name));
    const env = await save.mutateAsync({ roleId: editing.roleId, pages: [...pages] });
    if (!savedOk(env)) return false;
    void message.success('保存成功');
    return true;
  };

  const columns: TableColumnsType<RolePages> = [
    { title: '角色', dataIndex: 'roleName', width: 140 },
    {
      title: '可配置页面',
      key: 'pages',
      render: (_, r) =>
        r.pages.length === 0 ? (
          <span className="oh-muted">无</span>
        ) : (
          <Space size={[4, 4]} wrap>
            {r.pages.map((p) => (
              <Tag key={p.name}>{CONFIG_PAGE_TITLES[p.name] ?? p.name}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, r) => <RowActions extra={[{ label: '设置', ariaLabel: `设置${r.roleName}的配置页面`, onClick: () => setEditing(r) }]} />,
    },
  ];

  return (
    <ConfigPanel>
      <ConfigTable<RolePages>
        rowKey="roleId"
        columns={columns}
        rows={list.data}
        loading={list.isFetching}
        error={
          list.isError && !list.data ? { title: '角色页面加载失败', message: list.error.message, onRetry: () => void list.refetch() } : null
        }
        scrollX={560}
      />
      <FormModal<{ pages: string[] }>
        open={!!editing}
        title={editing ? `${editing.roleName}可配置的页面` : ''}
        form={form}
        initialValues={{ pages: editing?.pages.map((p) => p.name) ?? [] }}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="pages" noStyle>
          <CheckList
            aria-label="可配置的页面"
            options={CONFIG_PAGES.map((p) => ({ value: p.name, label: CONFIG_PAGE_TITLES[p.name] ?? p.name }))}
          />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
