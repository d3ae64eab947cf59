import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { HomeFooterInfo } from '@onehall/contract';
import { App, Button, Form, Input, Result, Skeleton, Space, Switch } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useFooterInfo } from '../api/index-footer-info-detail.ts';
import { useSubmitFooterInfo } from '../api/index-footer-info-submit.ts';

type FooterForm = Omit<HomeFooterInfo, 'isShowMsg'> & { isShowMsg: boolean };

const LINK_PATTERN = /^(\/|https?:\/\/)/;

/** The home page footer (indexfooterinfo) and whether important notices pop up. */
export function FooterPanel() {
  const { message } = App.useApp();
  const detail = useFooterInfo();
  const submit = useSubmitFooterInfo();
  const [form] = Form.useForm<FooterForm>();

  const save = async (v: FooterForm) => {
    const env = await submit.mutateAsync({
      copyright: (v.copyright ?? '').trim(),
      address: (v.address ?? '').trim(),
      phone: (v.phone ?? '').trim(),
      email: (v.email ?? '').trim(),
      icp: (v.icp ?? '').trim(),
      links: (v.links ?? []).map((l) => ({ name: l.name.trim(), url: l.url.trim() })),
      isShowMsg: v.isShowMsg ? 1 : 0,
    });
    if (!isOk(env)) return reportError(env);
    void message.success('页脚信息已保存');
  };

  if (detail.isError && !detail.data) {
    return (
      <Result
        status="error"
        title="页脚信息加载失败"
        subTitle={detail.error.message}
        extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
      />
    );
  }
  if (!detail.data) return <Skeleton active />;

  return (
    // Values start from what was loaded in the form's first render: nothing typed right away is overwritten.
    <Form<FooterForm>
      form={form}
      initialValues={{ ...detail.data, isShowMsg: detail.data.isShowMsg === 1 }}
      layout="vertical"
      onFinish={save}
      className="oh-cards-config__form"
    >
      <Form.Item name="copyright" label="版权信息">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="address" label="地址">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label="联系电话">
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="email" label="电子邮箱" rules={[{ type: 'email', message: '请输入有效的邮箱地址' }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="icp" label="备案号">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item label="页脚链接">
        <Form.List name="links">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'name']} noStyle rules={[{ required: true, whitespace: true, message: '请输入链接名称' }]}>
                    <Input aria-label={`链接${i + 1}名称`} placeholder="链接名称" maxLength={20} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    noStyle
                    rules={[
                      { required: true, message: '请输入链接地址' },
                      { pattern: LINK_PATTERN, message: '页脚链接地址须为以 / 开头的站内路径或 http(s):// 开头的网址' },
                    ]}
                  >
                    <Input aria-label={`链接${i + 1}地址`} placeholder="https://…" maxLength={500} />
                  </Form.Item>
                  <Button type="text" aria-label={`删除链接${i + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })} disabled={fields.length >= 8}>
                添加链接
              </Button>
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="isShowMsg" label="首页弹出重要通知" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        保存
      </Button>
    </Form>
  );
}
