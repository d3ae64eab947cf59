import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CAROUSEL_IMAGE_TYPES,
  CAROUSEL_MAX_BYTES,
  SCHOOL_FIELD_LABELS as LABELS,
  SCHOOL_LIMITS as LIMITS,
  PreLoginMessages,
  type SchoolIdentity,
  SchoolMessages,
  safeLink,
  schoolIdentityProblems,
} from '@onehall/contract';
import { Alert, App, Button, Form, Input, Result, Skeleton, Space, Upload } from 'antd';
import { useState } from 'react';
import { isOk } from '../../api/client.ts';
import { reportError } from '../../api/errors.ts';
import { useSchoolIdentity } from './api/school-identity-detail.ts';
import { useSubmitSchoolIdentity } from './api/school-identity-submit.ts';
import { uploadSchoolLogo } from './api/upload-school-logo.ts';

/** What the form says on both pages that hold it: one identity, shown everywhere. */
export const ONE_IDENTITY_NOTE =
  '学校的唯一身份信息：登录前首页、登录后页面、两处页脚、登录页和消息页都显示这一份，在任一处保存即全部更新。';

type FormValues = Omit<SchoolIdentity, 'logo'> & { logo: string | null | undefined };

/** The form's values as the server takes them: a blank logo is none, a half-filled link row is kept for the check to name. */
function identityOf(values: Partial<FormValues>): SchoolIdentity {
  const text = (v: string | undefined) => v ?? '';
  return {
    schoolName: text(values.schoolName),
    shortName: text(values.shortName),
    logo: values.logo?.trim() ? values.logo.trim() : null,
    address: text(values.address),
    phone: text(values.phone),
    email: text(values.email),
    website: text(values.website),
    copyright: text(values.copyright),
    icp: text(values.icp),
    policeRecord: text(values.policeRecord),
    footerNote: text(values.footerNote),
    links: (values.links ?? []).map((l) => ({ name: text(l?.name), url: text(l?.url) })),
  };
}

/** The rule of one field: the contract's check, so the form says what the server would, one message per field. */
const checked =
  (field: string) =>
  ({ getFieldsValue }: { getFieldsValue: (all: true) => unknown }) => ({
    validator: async () => {
      const problem = schoolIdentityProblems(identityOf(getFieldsValue(true) as Partial<FormValues>)).find((p) => p.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

/** Checks a logo before it is sent; the server checks its content again. */
function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(CAROUSEL_IMAGE_TYPES as readonly string[]).includes(file.type)) return PreLoginMessages.uploadBadType;
  if (file.size > CAROUSEL_MAX_BYTES) return PreLoginMessages.uploadTooLarge;
  return null;
}

/** The logo's address, an upload that fills it in, and a preview of what visitors will see. */
function LogoField() {
  const form = Form.useFormInstance<FormValues>();
  const logo = Form.useWatch('logo', form);
  const [busy, setBusy] = useState(false);
  const preview = logo?.trim() ? safeLink(logo) : null;
  const upload = async (file: File) => {
    setBusy(true);
    const env = await uploadSchoolLogo(file);
    setBusy(false);
    if (!isOk(env)) return reportError(env);
    form.setFieldValue('logo', env.result.url);
    void form.validateFields(['logo']);
  };
  return (
    <Form.Item label={LABELS.logo} extra="PNG、JPG、GIF、WEBP，不超过 2MB；也可填写图片地址，留空则只显示学校名称">
      <Space align="start" wrap>
        <Form.Item name="logo" noStyle rules={[checked('logo')]}>
          <Input aria-label={LABELS.logo} placeholder="https://… 或 /站内路径" maxLength={LIMITS.logo} style={{ width: 360 }} />
        </Form.Item>
        <Upload
          accept={CAROUSEL_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = logoProblem(file);
            if (problem) reportError(problem);
            else void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
            上传标志
          </Button>
        </Upload>
        {preview && <img src={preview} alt="学校标志预览" style={{ height: 40, maxWidth: 200, objectFit: 'contain' }} />}
      </Space>
    </Form.Item>
  );
}

function LinksField() {
  return (
    <Form.Item label="页脚链接">
      <Form.List name="links">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'name']} rules={[checked(`links.${i}.name`)]}>
                  <Input aria-label={`链接${i + 1}名称`} placeholder="链接名称" maxLength={LIMITS.linkName} />
                </Form.Item>
                <Form.Item name={[field.name, 'url']} rules={[checked(`links.${i}.url`)]}>
                  <Input aria-label={`链接${i + 1}地址`} placeholder="https://… 或 /站内路径" maxLength={LIMITS.linkUrl} />
                </Form.Item>
                <Button type="text" aria-label={`删除链接${i + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', url: '' })}
              disabled={fields.length >= LIMITS.links}
            >
              添加链接（最多 {LIMITS.links} 个）
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** One text field of the identity, checked by the shared rule. */
function TextField({
  name,
  required,
  placeholder,
}: {
  name: keyof typeof LABELS & keyof typeof LIMITS;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={LABELS[name]} required={required} rules={[checked(name)]}>
      <Input maxLength={LIMITS[name]} placeholder={placeholder} />
    </Form.Item>
  );
}

/**
 * The school's one identity (schoolIdentity/detail and submit): mounted on
 * 首页配置 (footer tab) and 登录前配置, so whichever an administrator opens,
 * both footers, the landing and the shell show what was saved.
 */
export function SchoolIdentityForm() {
  const { message } = App.useApp();
  const detail = useSchoolIdentity();
  const submit = useSubmitSchoolIdentity();
  const [form] = Form.useForm<FormValues>();

  const save = async () => {
    const env = await submit.mutateAsync(identityOf(form.getFieldsValue(true)));
    if (!isOk(env)) return reportError(env);
    // The server's own form of what was saved (trimmed, rich text sanitised).
    form.setFieldsValue(env.result);
    void message.success(SchoolMessages.saved);
  };

  if (detail.isError && !detail.data) {
    return (
      <Result
        status="error"
        title="学校信息加载失败"
        subTitle={detail.error.message}
        extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
      />
    );
  }
  if (!detail.data) return <Skeleton active />;

  return (
    <Form<FormValues> form={form} initialValues={detail.data} layout="vertical" onFinish={() => void save()} aria-label="学校信息">
      <Alert type="info" showIcon title={ONE_IDENTITY_NOTE} style={{ marginBottom: 16 }} />
      <TextField name="schoolName" required />
      <TextField name="shortName" required placeholder="用于窄屏页头和浏览器标题" />
      <LogoField />
      <TextField name="website" placeholder="https://www.example.edu.cn" />
      <TextField name="address" />
      <TextField name="phone" placeholder="如 0571-88886666" />
      <TextField name="email" />
      <TextField name="copyright" placeholder="如 © 2026 某某大学 版权所有" />
      <TextField name="icp" placeholder="如 浙ICP备05012345号-1，没有可留空" />
      <TextField name="policeRecord" placeholder="如 浙公网安备33010602000001号，没有可留空" />
      <Form.Item
        name="footerNote"
        label={`${LABELS.footerNote}（主办、技术支持等，支持 HTML，保存时过滤脚本）`}
        rules={[checked('footerNote')]}
      >
        <Input.TextArea maxLength={LIMITS.footerNote} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <LinksField />
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        保存学校信息
      </Button>
    </Form>
  );
}
