import { Button, Form, Input, Rate, Space, Tag } from 'antd';
import { useEffect } from 'react';

export interface RateValues {
  score: number;
  labels: string[];
  comment: string;
}

export interface RateFormProps {
  /** Quick score labels offered as tags. */
  labels: readonly string[];
  /** The caller's earlier rating, if any: rating again updates it. */
  initial?: Partial<RateValues>;
  commentMax: number;
  submitting: boolean;
  /** Resolves true when stored; on false (e.g. a sensitive word) the form keeps what was typed. */
  onSubmit: (values: RateValues) => Promise<boolean>;
}

export const SCORE_TEXTS = ['非常不满意', '不满意', '一般', '满意', '非常满意'];

/** The all-evaluate form: 1–5 stars (required), quick labels and an optional comment. */
export function RateForm({ labels, initial, commentMax, submitting, onSubmit }: RateFormProps) {
  const [form] = Form.useForm<RateValues>();
  const chosen = Form.useWatch('labels', form) ?? [];

  useEffect(() => {
    form.setFieldsValue({ score: initial?.score ?? 0, labels: initial?.labels ?? [], comment: initial?.comment ?? '' });
  }, [form, initial?.score, initial?.labels, initial?.comment]);

  const toggle = (label: string) => {
    const next = chosen.includes(label) ? chosen.filter((l) => l !== label) : [...chosen, label];
    form.setFieldValue('labels', next);
  };

  return (
    <Form<RateValues>
      form={form}
      layout="vertical"
      aria-label="服务评价"
      initialValues={{ score: 0, labels: [], comment: '' }}
      onFinish={async (values) => {
        const stored = await onSubmit({ score: values.score, labels: values.labels ?? [], comment: (values.comment ?? '').trim() });
        if (stored) form.resetFields();
      }}
    >
      <Form.Item
        name="score"
        label="评分"
        rules={[{ validator: (_, v: number) => (v >= 1 && v <= 5 ? Promise.resolve() : Promise.reject(new Error('请选择评分'))) }]}
      >
        <Rate tooltips={SCORE_TEXTS} allowClear={false} aria-label="评分" />
      </Form.Item>
      {labels.length > 0 && (
        <Form.Item name="labels" label="快捷评价">
          <Space size={[8, 8]} wrap role="group" aria-label="快捷评价">
            {labels.map((label) => (
              <Tag.CheckableTag key={label} checked={chosen.includes(label)} onChange={() => toggle(label)}>
                {label}
              </Tag.CheckableTag>
            ))}
          </Space>
        </Form.Item>
      )}
      <Form.Item name="comment" label="评价内容" rules={[{ max: commentMax, message: `评价内容不能超过${commentMax}个字` }]}>
        <Input.TextArea rows={4} showCount maxLength={commentMax} placeholder="说说您的办理体验（选填）" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交评价
      </Button>
    </Form>
  );
}
