import { type PreLoginAdminConfig, type PreLoginCard, PreLoginCardType, PreLoginMessages } from '@onehall/contract';
import { App, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions } from '../../../components/config-page/index.ts';
import { checkCardName } from '../api/check-card-name.ts';
import { useRemoveCard } from '../api/remove-card.ts';
import { useSaveCard } from '../api/save-card.ts';

const CARD_TYPES = [
  { value: PreLoginCardType.DATA_OVERVIEW, label: '数据概览' },
  { value: PreLoginCardType.SERVICE_SEARCH, label: '服务搜索' },
  { value: PreLoginCardType.SERVICE_BY_TYPE, label: '分类服务（部门/场景）' },
  { value: PreLoginCardType.THROUGH_SERVICE, label: '服务直通车' },
  { value: PreLoginCardType.THIRD_PARTY, label: '第三方系统' },
  { value: PreLoginCardType.MESSAGE_COLUMN, label: '新闻公告' },
  { value: PreLoginCardType.COMMON_TOOL, label: '常用工具' },
];

type CardDraft = Omit<PreLoginCard, 'id'> & { id?: string | null };

const BLANK: CardDraft = {
  cardName: '',
  cardIntroduction: '',
  cardType: PreLoginCardType.THROUGH_SERVICE,
  displayRows: 1,
  sort: 0,
  enabled: true,
  columnIds: [],
};

interface CardEditorProps {
  config: PreLoginAdminConfig;
}

/** The landing cards (`preLoginCardBasicConfig`): a taken name is refused inline before saving. */
export function CardEditor({ config }: CardEditorProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CardDraft | null>(null);
  const saveCard = useSaveCard();
  const removeCard = useRemoveCard();
  const [form] = Form.useForm<CardDraft>();
  const cardType = Form.useWatch('cardType', form);

  const save = async (values: CardDraft) => {
    if (!editing) return false;
    const env = await saveCard.mutateAsync({ ...editing, ...values, id: editing.id ?? null });
    if (!isOk(env)) {
      if (env.msg === PreLoginMessages.cardNameRepeated) form.setFields([{ name: 'cardName', errors: [env.msg] }]);
      reportError(env);
      return false;
    }
    void message.success('保存成功');
    return true;
  };

  const remove = async (id: string) => {
    const env = await removeCard.mutateAsync(id);
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    void message.success('删除成功');
  };

  return (
    <ConfigPanel toolbar={<AddButton label="新增卡片" onClick={() => setEditing({ ...BLANK, sort: config.cards.length })} />}>
      <ConfigTable<PreLoginCard>
        rowKey="id"
        scrollX={560}
        rows={[...config.cards].sort((a, b) => a.sort - b.sort)}
        columns={[
          { title: '卡片名称', dataIndex: 'cardName' },
          { title: '类型', dataIndex: 'cardType', render: (t: string) => CARD_TYPES.find((c) => c.value === t)?.label ?? t },
          { title: '行数', dataIndex: 'displayRows', width: 60 },
          { title: '排序', dataIndex: 'sort', width: 60 },
          { title: '状态', dataIndex: 'enabled', width: 80, render: (on: boolean) => (on ? '已启用' : '未启用') },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, card) => (
              <RowActions
                onEdit={() => setEditing(card)}
                remove={{ title: `确定删除卡片「${card.cardName}」吗？`, onConfirm: () => remove(card.id) }}
              />
            ),
          },
        ]}
      />
      <FormModal<CardDraft>
        open={editing !== null}
        title={editing?.id ? '编辑卡片' : '新增卡片'}
        form={form}
        initialValues={editing ? { ...BLANK, ...editing } : undefined}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="cardName"
          label="卡片名称"
          validateDebounce={300}
          {...fieldRules({
            label: '卡片名称',
            required: true,
            max: 20,
            validator: async (value) => {
              const env = await checkCardName(String(value ?? '').trim(), editing?.id);
              if (!isOk(env)) throw new Error(env.msg);
              if (env.result.repetitive) throw new Error(env.result.msg || PreLoginMessages.cardNameRepeated);
            },
          })}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="cardIntroduction" label="卡片简介" {...fieldRules({ label: '卡片简介', max: 100 })}>
          <Input.TextArea maxLength={100} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item name="cardType" label="卡片类型" {...fieldRules({ label: '卡片类型', required: 'select' })}>
          <Select options={CARD_TYPES} />
        </Form.Item>
        {cardType === PreLoginCardType.MESSAGE_COLUMN && (
          <Form.Item name="columnIds" label="显示栏目">
            <Select mode="multiple" options={config.columns.map((c) => ({ value: c.id, label: c.columnName }))} />
          </Form.Item>
        )}
        <Space wrap>
          <Form.Item name="displayRows" label="显示行数">
            <InputNumber min={1} max={3} precision={0} />
          </Form.Item>
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
