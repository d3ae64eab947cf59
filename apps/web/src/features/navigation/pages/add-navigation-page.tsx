import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  MAX_CUSTOM_NAVIGATIONS,
  NAV_DISABLED_TEXT,
  NAV_ENABLED_TEXT,
  type NavigationConfigEntry,
  NavigationMessages,
} from '@onehall/contract';
import { App, Button, Space, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPage, ConfigTable, RowActions } from '../../../components/config-page/index.ts';
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
        <RowActions
          onEdit={() => setEditing(e)}
          remove={{
            title: `确定删除导航「${e.navigationName}」吗？`,
            onConfirm: () => run({ action: 'remove', id: e.id }, '删除成功'),
            disabledReason: e.isBuilt === 1 ? NavigationMessages.builtInRemove : undefined,
          }}
        />
      ),
    },
  ];

  return (
    <ConfigPage
      title="新增导航"
      description="调整顶部菜单的导航顺序、启用状态和适用身份，并可新增自定义导航。"
      toolbar={
        <>
          <AddButton label="新增导航" onClick={add} />
          <Typography.Text type={full ? 'warning' : 'secondary'}>
            已添加自定义导航 {customCount}/{customMax}
            {full ? `，${NavigationMessages.limit}` : ''}
          </Typography.Text>
        </>
      }
    >
      <ConfigTable<NavigationConfigEntry>
        rowKey="id"
        columns={columns}
        rows={list}
        loading={detail.isFetching}
        error={
          detail.isError && !detail.data
            ? { title: '导航列表加载失败', message: detail.error.message, onRetry: () => void detail.refetch() }
            : null
        }
        scrollX={900}
      />
      <NavigationFormDialog entry={editing} onClose={() => setEditing(undefined)} />
    </ConfigPage>
  );
}
