import {
  CARD_INTRODUCTION_MAX,
  CARD_KINDS,
  CARD_NAME_MAX,
  CARD_URL_MAX,
  CARD_WIDTHS,
  type CardConfig,
  type CardKind,
  type CardWidth,
  type IndexType,
} from '@onehall/contract';
import { App, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { FormModal, fieldRules, savedOk } from '../../../components/config-page/index.ts';
import { useSubmitCard } from '../api/index-card-submit.ts';

interface CardForm {
  typeId: string | null;
  kind: CardKind;
  cardName: string;
  cardIntroduction: string;
  width: CardWidth;
  displayRows: number;
  url: string;
  sort?: number;
  fixed: boolean;
}

export const kindOptions = Object.entries(CARD_KINDS).map(([value, label]) => ({ value, label }));

export interface CardFormModalProps {
  /** The card edited; null adds one; undefined closes the dialog. */
  card: CardConfig | null | undefined;
  types: IndexType[];
  /** Type a new card goes into. */
  defaultTypeId: string | null;
  onClose: () => void;
}

/**
 * Add or edit a card: kind (fixed once created), name, introduction, width, display rows, frame url,
 * type, order, and whether users may hide it in their card management.
 */
export function CardFormModal({ card, types, defaultTypeId, onClose }: CardFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CardForm>();
  const submit = useSubmitCard();
  const kind = Form.useWatch('kind', form);

  // Read when the dialog opens only (FormModal), so the lists behind it refreshing never reset what is typed.
  const initialValues: Partial<CardForm> = card
    ? { ...card }
    : { typeId: defaultTypeId, cardName: '', cardIntroduction: '', width: 'narrow', displayRows: 1, url: '', fixed: false };

  const save = async (v: CardForm) => {
    const env = await submit.mutateAsync({
      id: card?.id,
      kind: card ? undefined : v.kind,
      typeId: v.typeId ?? null,
      cardName: v.cardName.trim(),
      cardIntroduction: (v.cardIntroduction ?? '').trim(),
      width: v.width,
      displayRows: v.displayRows,
      url: v.kind === 'frame' ? v.url.trim() : undefined,
      sort: v.sort ?? undefined,
      fixed: v.fixed,
    });
    if (!savedOk(env)) return false;
    void message.success(card ? '卡片已保存' : '卡片已新增');
    return true;
  };

  return (
    <FormModal<CardForm>
      open={card !== undefined}
      title={card ? '编辑卡片' : '新增卡片'}
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item
        name="kind"
        label="卡片类型"
        {...fieldRules({ label: '卡片类型', required: 'select' })}
        extra={card ? '卡片类型创建后不能修改' : undefined}
      >
        <Select options={kindOptions} disabled={!!card} placeholder="请选择卡片类型" />
      </Form.Item>
      <Form.Item name="cardName" label="卡片名称" {...fieldRules({ label: '卡片名称', required: true, max: CARD_NAME_MAX })}>
        <Input maxLength={CARD_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="cardIntroduction" label="卡片简介">
        <Input.TextArea maxLength={CARD_INTRODUCTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="typeId" label="所属分类">
        <Select
          allowClear
          placeholder="暂不放入分类"
          options={types.map((t) => ({ value: t.id, label: t.typeName }))}
          notFoundContent="请新增分类"
        />
      </Form.Item>
      <Form.Item name="width" label="卡片宽度" {...fieldRules({ label: '卡片宽度', required: 'select' })}>
        <Radio.Group options={Object.entries(CARD_WIDTHS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="displayRows"
        label="显示行数"
        {...fieldRules({ label: '显示行数', required: 'select' })}
        extra="窄卡片每行 6 项、宽卡片每行 5 项"
      >
        <Radio.Group
          options={[
            { value: 1, label: '1 行' },
            { value: 2, label: '2 行' },
            { value: 3, label: '3 行' },
          ]}
        />
      </Form.Item>
      {kind === 'frame' && (
        <Form.Item
          name="url"
          label="嵌入地址"
          extra='以 { 开头时为 JSON 配置，如 {"type":"iframe","url":"https://…"}；其他地址按微应用（qiankun）加载'
          {...fieldRules({ label: '嵌入地址', required: true, max: CARD_URL_MAX })}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={CARD_URL_MAX} />
        </Form.Item>
      )}
      <Form.Item name="fixed" label="固定显示" valuePropName="checked" extra="固定后，用户不能在卡片管理中隐藏该卡片">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字越小越靠前；不填则排在分类最后">
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
