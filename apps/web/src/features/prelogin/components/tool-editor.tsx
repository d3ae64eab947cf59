import { type CommonTool, type PreLoginAdminConfig, PreLoginCardType } from '@onehall/contract';
import { Alert, App, Button, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useRemoveTool } from '../api/remove-tool.ts';
import { useSaveTool } from '../api/save-tool.ts';
import { verifyToolUrl } from '../api/verify-tool-url.ts';
import { itemsFor } from '../lib/card-layout.ts';

interface ToolForm {
  tools_name: string;
  tools_icon: string | null;
  types: string[];
  url: string;
  sort: number;
  enabled: boolean;
}

const toForm = (t: Partial<CommonTool>): ToolForm => ({
  tools_name: t.tools_name ?? '',
  tools_icon: t.tools_icon ?? null,
  types: (t.typeList ?? []).map((x) => x.name),
  url: t.url ?? '',
  sort: t.sort ?? 0,
  enabled: t.enabled ?? true,
});

type UrlCheck = { state: 'idle' } | { state: 'checking' } | { state: 'ok'; text: string } | { state: 'bad'; text: string };

/**
 * Which tools the landing shows: the enabled ones in order, as many as the
 * 常用工具 card holds (none when the card is off), and why the others are not.
 */
export function toolsShown(config: PreLoginAdminConfig): { shown: Set<string>; notice: string | null } {
  const card = config.cards.find((c) => c.cardType === PreLoginCardType.COMMON_TOOL && c.enabled);
  const enabled = config.tools.filter((t) => t.enabled).sort((a, b) => a.sort - b.sort);
  if (!card) {
    return { shown: new Set(), notice: enabled.length > 0 ? '登录前页面没有启用「常用工具」卡片，这些工具暂不展示。' : null };
  }
  const room = itemsFor(card);
  const shown = new Set(enabled.slice(0, room).map((t) => t.id));
  const notice =
    enabled.length > room
      ? `「${card.cardName}」卡片显示 ${card.displayRows} 行，最多展示 ${room} 个工具；已启用 ${enabled.length} 个，排在后面的 ${enabled.length - room} 个不展示。可调整排序，或在卡片配置中增加显示行数。`
      : null;
  return { shown, notice };
}

/** Common tools (`commonTool/save`); the address is checked by the server's address guard, never by the browser. */
export function ToolEditor({ config }: { config: PreLoginAdminConfig }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Partial<CommonTool> | null>(null);
  const saveTool = useSaveTool();
  const removeTool = useRemoveTool();
  const [check, setCheck] = useState<UrlCheck>({ state: 'idle' });
  const [form] = Form.useForm<ToolForm>();
  const { shown, notice } = toolsShown(config);

  const open = (tool: Partial<CommonTool>) => {
    setEditing(tool);
    setCheck({ state: 'idle' });
  };

  const verify = async () => {
    const url = String(form.getFieldValue('url') ?? '').trim();
    if (!url) {
      setCheck({ state: 'bad', text: '请输入工具地址' });
      return;
    }
    setCheck({ state: 'checking' });
    const env = await verifyToolUrl(url);
    if (isOk(env) && env.result.reachable) setCheck({ state: 'ok', text: `地址可访问（HTTP ${env.result.httpStatus}）` });
    else setCheck({ state: 'bad', text: isOk(env) ? '地址无法访问，请检查后重试' : env.msg });
  };

  const save = async (values: ToolForm) => {
    if (!editing) return false;
    const env = await saveTool.mutateAsync({
      id: editing.id ?? null,
      tools_name: values.tools_name.trim(),
      tools_icon: values.tools_icon || null,
      typeList: values.types.map((name) => ({ name })),
      url: values.url.trim(),
      sort: values.sort,
      enabled: values.enabled,
    });
    if (!savedOk(env)) return false;
    void message.success('保存成功');
    return true;
  };

  const remove = async (id: string) => {
    const env = await removeTool.mutateAsync(id);
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    void message.success('删除成功');
  };

  return (
    <ConfigPanel
      toolbar={<AddButton label="新增工具" onClick={() => open({ sort: config.tools.length })} />}
      notice={notice && <Alert type="warning" showIcon title={notice} />}
    >
      <ConfigTable<CommonTool>
        rowKey="id"
        scrollX={560}
        rows={[...config.tools].sort((a, b) => a.sort - b.sort)}
        columns={[
          { title: '工具名称', dataIndex: 'tools_name' },
          { title: '分类', key: 'types', render: (_, t) => t.typeList.map((x) => x.name).join('、') },
          { title: '地址', dataIndex: 'url', ellipsis: true },
          {
            title: '状态',
            key: 'enabled',
            width: 120,
            render: (_, t) => (t.enabled ? <>已启用{!shown.has(t.id) && <Tag>不展示</Tag>}</> : '未启用'),
          },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, tool) => (
              <RowActions
                onEdit={() => open(tool)}
                remove={{ title: `确定删除工具「${tool.tools_name}」吗？`, onConfirm: () => remove(tool.id) }}
              />
            ),
          },
        ]}
      />
      <FormModal<ToolForm>
        open={editing !== null}
        title={editing?.id ? '编辑工具' : '新增工具'}
        form={form}
        initialValues={editing ? toForm(editing) : undefined}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="tools_name" label="工具名称" {...fieldRules({ label: '工具名称', required: true, max: 20 })}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="tools_icon" label="图标地址">
          <Input maxLength={1000} placeholder="https://… 或 /站内路径" />
        </Form.Item>
        <Form.Item name="types" label="分类">
          <Select mode="tags" maxCount={5} tokenSeparators={[',', '，']} placeholder="输入分类后回车" />
        </Form.Item>
        <Form.Item label="工具地址" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="url" noStyle {...fieldRules({ label: '工具地址', required: true, max: 1000 })}>
              <Input maxLength={1000} placeholder="https://…" aria-label="工具地址" onChange={() => setCheck({ state: 'idle' })} />
            </Form.Item>
            <Button onClick={() => void verify()} loading={check.state === 'checking'}>
              检测地址
            </Button>
          </Space.Compact>
          {(check.state === 'ok' || check.state === 'bad') && (
            <div role="status" className={check.state === 'ok' ? 'oh-plc-check--ok' : 'oh-plc-check--bad'}>
              {check.text}
            </div>
          )}
        </Form.Item>
        <Space wrap>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </FormModal>
    </ConfigPanel>
  );
}
