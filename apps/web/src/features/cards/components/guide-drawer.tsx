import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ServiceGuide } from '@onehall/contract';
import { App, Button, Form, Input, Result, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { FormDrawer, fieldRules, savedOk } from '../../../components/config-page/index.ts';
import { useGuideDetail } from '../api/config-service-detail.ts';
import { useSaveGuide } from '../api/save-service.ts';

interface GuideForm {
  materials: string[];
  steps: string[];
  conditions: string;
  fees: string;
  timeLimit: string;
  contact: string;
  attachments: { name: string; url: string }[];
}

const clean = (items: (string | undefined)[] | undefined) => (items ?? []).map((i) => (i ?? '').trim()).filter(Boolean);

/** The form values as the guide the server stores: blank entries dropped, texts trimmed. */
export function toGuide(v: GuideForm): ServiceGuide {
  return {
    materials: clean(v.materials),
    steps: clean(v.steps),
    conditions: (v.conditions ?? '').trim(),
    fees: (v.fees ?? '').trim(),
    timeLimit: (v.timeLimit ?? '').trim(),
    contact: (v.contact ?? '').trim(),
    attachments: (v.attachments ?? [])
      .map((a) => ({ name: (a?.name ?? '').trim(), url: (a?.url ?? '').trim() }))
      .filter((a) => a.name && a.url),
  };
}

/** An editable list of one-line entries (materials, steps). */
function LinesField({ name, label, addText }: { name: 'materials' | 'steps'; label: string; addText: string }) {
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" style={{ width: '100%' }} className="oh-guide__line">
                <Form.Item name={field.name} noStyle {...fieldRules({ label: `${label}第${i + 1}项`, max: 200 })}>
                  <Input aria-label={`${label}第${i + 1}项`} placeholder={`第${i + 1}项`} maxLength={200} />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={`删除${label}第${i + 1}项`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} disabled={fields.length >= 50}>
              {addText}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

export interface GuideDrawerProps {
  /** The service whose guide is edited; null closes the drawer. */
  serviceId: string | null;
  onClose: () => void;
}

/** Edits one service's guide: materials, steps, conditions, fees, time limit, contact, attachments. */
export function GuideDrawer({ serviceId, onClose }: GuideDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GuideForm>();
  const detail = useGuideDetail(serviceId);
  const save = useSaveGuide();

  // After FormDrawer empties the form on opening (its effect runs first), and again when the guide arrives.
  useEffect(() => {
    if (serviceId && detail.data) form.setFieldsValue({ ...detail.data.guide });
  }, [serviceId, detail.data, form]);

  const submit = async (values: GuideForm) => {
    if (!detail.data) return false;
    const env = await save.mutateAsync({ service: detail.data, guide: toGuide(values) });
    if (!savedOk(env)) return false;
    void message.success('办事指南已保存');
    return true;
  };

  return (
    <FormDrawer<GuideForm>
      open={!!serviceId}
      title={detail.data ? `办事指南：${detail.data.serviceName}` : '办事指南'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={!detail.data}
    >
      {detail.isError ? (
        <Result
          status="error"
          title="办事指南加载失败"
          subTitle={detail.error.message}
          extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
        />
      ) : !detail.data ? (
        <Skeleton active />
      ) : (
        <>
          <LinesField name="materials" label="申请材料" addText="添加材料" />
          <LinesField name="steps" label="办理流程" addText="添加步骤" />
          <Form.Item name="conditions" label="办理条件" {...fieldRules({ label: '办理条件', max: 2000 })}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="fees" label="收费标准" {...fieldRules({ label: '收费标准', max: 500 })}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} placeholder="如：不收费" />
          </Form.Item>
          <Form.Item name="timeLimit" label="办理时限" {...fieldRules({ label: '办理时限', max: 200 })}>
            <Input maxLength={200} placeholder="如：3个工作日" />
          </Form.Item>
          <Form.Item name="contact" label="咨询方式" {...fieldRules({ label: '咨询方式', max: 200 })}>
            <Input maxLength={200} placeholder="如：教务处 0571-00000000" />
          </Form.Item>
          <Form.Item label="附件">
            <Form.List name="attachments">
              {(fields, { add, remove }) => (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {fields.map((field, i) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'name']} noStyle {...fieldRules({ label: '附件名称', required: true, max: 100 })}>
                        <Input aria-label={`附件${i + 1}名称`} placeholder="附件名称" maxLength={100} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'url']}
                        noStyle
                        {...fieldRules({
                          label: '附件地址',
                          required: true,
                          max: 500,
                          pattern: { test: /^(https?:\/\/|\/)/, message: '附件地址须以 http(s):// 或 / 开头' },
                        })}
                      >
                        <Input aria-label={`附件${i + 1}地址`} placeholder="https://…" maxLength={500} />
                      </Form.Item>
                      <Button
                        type="text"
                        aria-label={`删除附件${i + 1}`}
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })} disabled={fields.length >= 20}>
                    添加附件
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
