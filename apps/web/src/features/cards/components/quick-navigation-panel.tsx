import { NAV_NAME_MAX, NAV_PATH_MAX, type QuickNavigation } from '@onehall/contract';
import { App, Form, Input, InputNumber, Radio, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import {
  AddButton,
  ConfigPanel,
  FormModal,
  fieldRules,
  RowActions,
  SITE_OR_WEB_ADDRESS,
  savedOk,
} from '../../../components/config-page/index.ts';
import { useQuickNavigation } from '../api/index-navigation-list.ts';
import { useRemoveQuickNavigation } from '../api/index-navigation-remove.ts';
import { useSubmitQuickNavigation } from '../api/index-navigation-submit.ts';
import { QueryTable } from './config-list.tsx';

const OPEN_WAYS = [
  { value: 1001, label: '页面内' },
  { value: 1002, label: '弹出窗口' },
  { value: 1003, label: '新标签页' },
] as const;

interface NavForm {
  navigationName: string;
  url: string;
  icon?: string;
  openWay: 1001 | 1002 | 1003;
  isShow: boolean;
  sort?: number;
}

/** The home page's quick navigation entries (indexnavigationconfig). */
export function QuickNavigationPanel() {
  const { message } = App.useApp();
  const list = useQuickNavigation();
  const submit = useSubmitQuickNavigation();
  const remove = useRemoveQuickNavigation();
  const [editing, setEditing] = useState<QuickNavigation | null | undefined>(undefined);
  const [form] = Form.useForm<NavForm>();

  const initialValues: Partial<NavForm> = editing
    ? {
        navigationName: editing.navigationName,
        url: editing.url,
        icon: editing.icon ?? '',
        openWay: editing.openWay as NavForm['openWay'],
        isShow: editing.isShow === 1,
        sort: editing.sort,
      }
    : { openWay: 1003, isShow: true };

  const save = async (v: NavForm) => {
    const env = await submit.mutateAsync({
      id: editing?.id,
      navigationName: v.navigationName.trim(),
      url: v.url.trim(),
      icon: v.icon?.trim() || null,
      openWay: v.openWay,
      isShow: v.isShow ? 1 : 0,
      sort: v.sort ?? undefined,
    });
    if (!savedOk(env)) return false;
    void message.success(editing ? '导航已保存' : '导航已新增');
    return true;
  };

  const removeNav = async (n: QuickNavigation) => {
    const env = await remove.mutateAsync(n.id);
    if (!isOk(env)) return reportError(env);
    void message.success('删除成功');
  };

  const columns: TableColumnsType<QuickNavigation> = [
    { title: '导航名称', dataIndex: 'navigationName' },
    { title: '地址', dataIndex: 'url', ellipsis: true },
    { title: '打开方式', dataIndex: 'openWay', width: 100, render: (w: number) => OPEN_WAYS.find((o) => o.value === w)?.label ?? w },
    { title: '显示', dataIndex: 'isShow', width: 80, render: (s: number) => (s === 1 ? <Tag color="success">显示</Tag> : <Tag>隐藏</Tag>) },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, n) => (
        <RowActions
          onEdit={() => setEditing(n)}
          remove={{ title: `确定删除导航「${n.navigationName}」吗？`, onConfirm: () => removeNav(n) }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel toolbar={<AddButton label="新增导航" onClick={() => setEditing(null)} />}>
      <QueryTable<QuickNavigation> query={list} failure="快捷导航加载失败" columns={columns} scrollX={640} />
      <FormModal<NavForm>
        open={editing !== undefined}
        title={editing ? '编辑导航' : '新增导航'}
        form={form}
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="navigationName" label="导航名称" {...fieldRules({ label: '导航名称', required: true, max: NAV_NAME_MAX })}>
          <Input maxLength={NAV_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="url"
          label="导航地址"
          {...fieldRules({ label: '导航地址', required: true, max: NAV_PATH_MAX, pattern: SITE_OR_WEB_ADDRESS })}
        >
          <Input maxLength={NAV_PATH_MAX} placeholder="/home/serviceHall 或 https://…" />
        </Form.Item>
        <Form.Item name="icon" label="图标地址">
          <Input maxLength={NAV_PATH_MAX} placeholder="可不填" />
        </Form.Item>
        <Form.Item name="openWay" label="打开方式" {...fieldRules({ label: '打开方式', required: 'select' })}>
          <Radio.Group options={OPEN_WAYS.map((o) => ({ ...o }))} />
        </Form.Item>
        <Form.Item name="isShow" label="在首页显示" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
