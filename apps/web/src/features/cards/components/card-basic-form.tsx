import {
  CARD_INTRODUCTION_MAX,
  CARD_NAME_MAX,
  CARD_URL_MAX,
  CARD_WIDTHS,
  type CardConfig,
  CardMessages,
  parseCardFrameConfig,
} from '@onehall/contract';
import { App, Button, Form, Input, Radio, Space } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { fieldRules } from '../../../components/config-page/index.ts';
import { useCheckUrl } from '../api/base-service-check-url.ts';
import { useSubmitCardBasic } from '../api/card-basic-config-submit.ts';

type BasicForm = Pick<CardConfig, 'cardName' | 'cardIntroduction' | 'width' | 'displayRows' | 'url'>;

/**
 * A card's basic config (cardbasicconfig): name, introduction, width, display rows and, for frame cards, the url.
 * Mount it keyed by the card: its values start from the card in the first render, so nothing typed is overwritten.
 */
export function CardBasicForm({ card }: { card: CardConfig }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BasicForm>();
  const submit = useSubmitCardBasic();
  const checkUrl = useCheckUrl();

  /** Whether the frame's address answers: the address itself, or the url inside a JSON frame config. */
  const check = async () => {
    const frame = parseCardFrameConfig(form.getFieldValue('url') as string);
    if (!frame?.url) return reportError(frame ? CardMessages.frameUrlRequired : CardMessages.frameConfigInvalid);
    const env = await checkUrl.mutateAsync(frame.url);
    if (!isOk(env)) return reportError(env);
    if (env.result.reachable) void message.success(`地址可以访问（HTTP ${env.result.httpStatus}）`);
    else reportError(CardMessages.urlUnreachable);
  };

  const save = async (v: BasicForm) => {
    const env = await submit.mutateAsync({
      id: card.id,
      cardName: v.cardName.trim(),
      cardIntroduction: (v.cardIntroduction ?? '').trim(),
      width: v.width,
      displayRows: v.displayRows,
      url: card.kind === 'frame' ? v.url.trim() : undefined,
    });
    if (!isOk(env)) return reportError(env);
    void message.success('基础配置已保存');
  };

  return (
    <Form<BasicForm> form={form} initialValues={card} layout="vertical" onFinish={save} className="oh-cards-config__form">
      <Form.Item name="cardName" label="卡片名称" {...fieldRules({ label: '卡片名称', required: true, max: CARD_NAME_MAX })}>
        <Input maxLength={CARD_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="cardIntroduction" label="卡片简介">
        <Input.TextArea maxLength={CARD_INTRODUCTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="width" label="卡片宽度">
        <Radio.Group options={Object.entries(CARD_WIDTHS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="displayRows" label="显示行数">
        <Radio.Group
          options={[
            { value: 1, label: '1 行' },
            { value: 2, label: '2 行' },
            { value: 3, label: '3 行' },
          ]}
        />
      </Form.Item>
      {card.kind === 'frame' && (
        <Form.Item name="url" label="嵌入地址" {...fieldRules({ label: '嵌入地址', required: true, max: CARD_URL_MAX })}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={CARD_URL_MAX} />
        </Form.Item>
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          保存基础配置
        </Button>
        {card.kind === 'frame' && (
          <Button onClick={() => void check()} loading={checkUrl.isPending}>
            检测地址
          </Button>
        )}
      </Space>
    </Form>
  );
}
