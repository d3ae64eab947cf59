import { CONFIG_PAGE_TITLES, CONFIG_PAGES, type getRolePageList, type ResultOf } from '@onehall/contract';
import { App, Button, Empty, Modal, Result, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { CheckList } from '../../../components/check-list/index.ts';
import { useRolePages } from '../api/get-role-page-list.ts';
import { useSaveRolePages } from '../api/save-role-page-list.ts';

type RolePages = ResultOf<typeof getRolePageList>[number];

/** Which configuration pages each role may open: the configuration menu of SPEC §2's route guard. */
export function RolePagesPanel() {
  const { message } = App.useApp();
  const list = useRolePages();
  const save = useSaveRolePages();
  const [editing, setEditing] = useState<RolePages | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const open = (role: RolePages) => {
    setEditing(role);
    setChosen(role.pages.map((p) => p.name));
  };

  const submit = async () => {
    if (!editing) return;
    const pages = CONFIG_PAGES.filter((p) => chosen.includes(p.name));
    const env = await save.mutateAsync({ roleId: editing.roleId, pages: [...pages] });
    if (!isOk(env)) return reportError(env);
    void message.success('保存成功');
    setEditing(null);
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
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r)} aria-label={`设置${r.roleName}的配置页面`}>
          设置
        </Button>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Result
        status="error"
        title="角色页面加载失败"
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  }

  return (
    <>
      <Table<RolePages>
        rowKey="roleId"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Empty description="暂无数据" /> }}
      />
      <Modal
        open={!!editing}
        title={editing ? `${editing.roleName}可配置的页面` : ''}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <CheckList
          aria-label="可配置的页面"
          value={chosen}
          onChange={setChosen}
          options={CONFIG_PAGES.map((p) => ({ value: p.name, label: CONFIG_PAGE_TITLES[p.name] ?? p.name }))}
        />
      </Modal>
    </>
  );
}
