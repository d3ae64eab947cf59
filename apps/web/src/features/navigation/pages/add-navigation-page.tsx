import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MAX_CUSTOM_NAVIGATIONS,
  NAV_DISABLED_TEXT,
  NAV_ENABLED_TEXT,
  type NavigationConfigEntry,
  NavigationMessages,
} from '@onehall/contract';
import { App, Button, Empty, Flex, Popconfirm, Result, Space, Switch, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { useConfigureNavigation } from '../api/configure-navigation.ts';
import { useIdentityCards } from '../api/get-identity-cards.ts';
import { useNavigationDetail } from '../api/get-navigation-detail.ts';
import { NavigationFormDialog } from '../components/navigation-form-dialog.tsx';

const TYPE_LABELS: Record<string, string> = {
  SERVICE_HALL: '服务大厅',
  APPLY_SERVICE_CENTER: '办事服务中心',
  FLOW_SERVICE_CENTER: '流程服务中心',
  ADD: '自定义',
};

/** /userFrameConfig/addNavigation: the top-menu entries, their order and state, and up to 6 custom ones (SPEC §3, §5). */
export default function AddNavigationPage() {
  const { message } = App.useApp();
  const detail = useNavigationDetail();
  const configure = useConfigureNavigation();
  const [editing, setEditing] = useState<NavigationConfigEntry | null | undefined>(undefined);
  const roleNames = new Map((useIdentityCards(undefined, true).data ?? []).map((c) => [c.roleAlias, c.roleName]));
  const list = detail.data?.list ?? [];
  const customCount = detail.data?.customCount ?? 0;
  const customMax = detail.data?.customMax ?? MAX_CUSTOM_NAVIGATIONS;
  const full = customCount >= customMax;

  const run = async (action: Parameters<typeof configure.mutateAsync>[0], done: string) => {
    const env = await configure.mutateAsync(action);
    if (!isOk(env)) return reportError(env);
    void message.success(done);
  };

  const add = () => {
    if (full) {
      void message.warning(NavigationMessages.limit);
      return;
    }
    setEditing(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((e) => e.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    void run({ action: 'order', ids }, '排序已保存');
  };

  const columns: TableColumnsType<NavigationConfigEntry> = [
    { title: '导航名称', dataIndex: 'navigationName', width: 150 },
    {
      title: '类型',
      dataIndex: 'navigationType',
      width: 150,
      render: (type: string, e) => (
        <Space size={4}>
          <Tag color={e.isBuilt === 1 ? 'blue' : 'green'}>{e.isBuilt === 1 ? '内置' : '自定义'}</Tag>
          {e.isBuilt === 1 && TYPE_LABELS[type]}
        </Space>
      ),
    },
    { title: '导航地址', dataIndex: 'path', ellipsis: true },
    {
      title: '适用身份',
      dataIndex: 'identities',
      width: 160,
      render: (ids: string[]) => (ids.length === 0 ? '全部' : ids.map((r) => roleNames.get(r) ?? r).join('、')),
    },
    {
      title: '状态',
      dataIndex: 'isAuto',
      width: 130,
      render: (isAuto: number, e) => (
        <Space size={6}>
          <Switch
            size="small"
            checked={isAuto === 1}
            aria-label={`${e.navigationName}：${isAuto === 1 ? NAV_ENABLED_TEXT : NAV_DISABLED_TEXT}`}
            loading={configure.isPending && configure.variables?.action === 'enable' && configure.variables.id === e.id}
            onChange={(on) => void run({ action: 'enable', id: e.id, isAuto: on ? 1 : 0 }, on ? '已启用' : '已停用')}
          />
          <span>{isAuto === 1 ? NAV_ENABLED_TEXT : NAV_DISABLED_TEXT}</span>
        </Space>
      ),
    },
    {
      title: '排序',
      key: 'order',
      width: 100,
      render: (_, e, index) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移 ${e.navigationName}`}
            disabled={index === 0 || configure.isPending}
            onClick={() => move(index, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移 ${e.navigationName}`}
            disabled={index === list.length - 1 || configure.isPending}
            onClick={() => move(index, 1)}
          />
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, e) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setEditing(e)}>
            编辑
          </Button>
          {e.isBuilt === 1 ? (
            <Tooltip title={NavigationMessages.builtInRemove}>
              <Button type="link" size="small" danger disabled>
                删除
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={`确定删除导航「${e.navigationName}」吗？`}
              okText="删除"
              cancelText="取消"
              onConfirm={() => run({ action: 'remove', id: e.id }, '删除成功')}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title="新增导航">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={add} aria-disabled={full}>
          新增导航
        </Button>
        <Typography.Text type={full ? 'warning' : 'secondary'}>
          已添加自定义导航 {customCount}/{customMax}
          {full ? `，${NavigationMessages.limit}` : ''}
        </Typography.Text>
      </Flex>
      {detail.isError && !detail.data ? (
        <Result
          status="error"
          title="导航列表加载失败"
          subTitle={detail.error.message}
          extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
        />
      ) : (
        <Table<NavigationConfigEntry>
          rowKey="id"
          size="middle"
          loading={detail.isFetching}
          columns={columns}
          dataSource={list}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description="暂无数据" /> }}
        />
      )}
      <NavigationFormDialog entry={editing} onClose={() => setEditing(undefined)} />
    </PageFrame>
  );
}
