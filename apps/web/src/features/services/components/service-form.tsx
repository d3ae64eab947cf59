import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { SERVICE_ICON_MAX_BYTES, SERVICE_ICON_TYPES, type ServiceDetail, type ServiceSaveBody, saveBodyOf } from '@onehall/contract';
import { App, Avatar, Button, Form, Input, Radio, Select, Skeleton, Space, Switch, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { FormDrawer, fieldRules } from '../../../components/config-page/index.ts';
import { useConfigOptions } from '../api/get-config-options.ts';
import { useConfigServiceDetail } from '../api/get-config-service-detail.ts';
import { useRoles } from '../api/get-roles.ts';
import { useSaveService } from '../api/save-service.ts';
import { postServiceIcon } from '../api/upload-service-icon.ts';
import { ACCESS_WAY_DIRECT, accessWayOptions } from '../lib/access-ways.ts';

/** The form's values: guide lists are edited as one entry per line. */
interface FormValues extends Omit<ServiceSaveBody, 'guide'> {
  materials: string;
  steps: string;
  conditions: string;
  fees: string;
  timeLimit: string;
  contact: string;
  attachments: { name: string; url: string }[];
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function toSaveBody(v: FormValues, serviceId: string | undefined): ServiceSaveBody {
  const { materials, steps, conditions, fees, timeLimit, contact, attachments, ...rest } = v;
  return {
    ...rest,
    serviceId,
    serviceName: rest.serviceName.trim(),
    serviceUrl: (rest.serviceUrl ?? '').trim(),
    sceneId: rest.sceneId || null,
    typeId: rest.typeId || null,
    guide: {
      materials: lines(materials),
      steps: lines(steps),
      conditions: conditions ?? '',
      fees: fees ?? '',
      timeLimit: timeLimit ?? '',
      contact: contact ?? '',
      attachments: (attachments ?? []).filter((a) => a?.name && a?.url),
    },
  };
}

function toFormValues(s: ServiceDetail): FormValues {
  const { guide, ...fields } = saveBodyOf(s);
  return {
    ...fields,
    materials: guide.materials.join('\n'),
    steps: guide.steps.join('\n'),
    conditions: guide.conditions,
    fees: guide.fees,
    timeLimit: guide.timeLimit,
    contact: guide.contact,
    attachments: guide.attachments,
  };
}

const NEW_SERVICE: Partial<FormValues> = {
  centre: 'BOTH',
  processType: 'ONLINE',
  accessWay: ACCESS_WAY_DIRECT,
  openWay: 1003,
  visitorVisible: false,
  roles: [],
  shelf: false,
  attachments: [],
};

function IconField({ value, onChange }: { value?: string | null; onChange?: (v: string | null) => void }) {
  const [uploading, setUploading] = useState(false);
  return (
    <Space>
      {value && <Avatar shape="square" size={48} src={value} alt="" />}
      <Upload
        accept={SERVICE_ICON_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!(SERVICE_ICON_TYPES as readonly string[]).includes(file.type)) {
            reportError('只支持 PNG、JPEG、GIF、WebP 或 SVG 图片');
            return Upload.LIST_IGNORE;
          }
          if (file.size > SERVICE_ICON_MAX_BYTES) {
            reportError(`图标不能超过 ${SERVICE_ICON_MAX_BYTES / 1024} KB`);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          const env = await postServiceIcon(file as File);
          setUploading(false);
          if (isOk(env)) {
            onChange?.(env.result.url);
            onSuccess?.(env.result);
          } else {
            reportError(env);
            onError?.(new Error(env.msg));
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? '更换图标' : '上传图标'}
        </Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.(null)}>
          清除
        </Button>
      )}
    </Space>
  );
}

/** Create or edit a service (SPEC §3 fields plus guide, visibility, centre and shelf state). */
export function ServiceFormDrawer({ open, serviceId, onClose }: { open: boolean; serviceId: string | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const detail = useConfigServiceDetail(open ? serviceId : null);
  const options = useConfigOptions(open);
  const roles = useRoles();
  const save = useSaveService();

  // After FormDrawer resets the form to NEW_SERVICE on opening (its effect runs first), and again when the service arrives.
  useEffect(() => {
    if (open && serviceId && detail.data) form.setFieldsValue(toFormValues(detail.data));
  }, [open, serviceId, detail.data, form]);

  // The mutation reports a refusal itself (api/save-service.ts); the drawer stays open with what was typed.
  const submit = (values: FormValues) =>
    save.mutateAsync(toSaveBody(values, serviceId ?? undefined)).then(
      () => {
        void message.success('保存成功');
        return true;
      },
      () => false,
    );

  const optionList = (list: { id: string; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.name }));

  return (
    <FormDrawer<FormValues>
      open={open}
      title={serviceId ? '编辑服务' : '新增服务'}
      form={form}
      initialValues={serviceId ? {} : NEW_SERVICE}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={!!serviceId && !detail.data}
      formProps={{ 'aria-label': serviceId ? '编辑服务' : '新增服务' }}
    >
      {serviceId && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Form.Item name="serviceName" label="服务名称" {...fieldRules({ label: '服务名称', required: true, max: 100 })}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="serviceIcon" label="服务图标">
            <IconField />
          </Form.Item>
          <Form.Item name="deptId" label="服务部门" {...fieldRules({ label: '服务部门', required: 'select' })}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={optionList(options.data?.depts)} loading={options.isLoading} />
          </Form.Item>
          <Space wrap size={16}>
            <Form.Item name="sceneId" label="服务场景">
              <Select allowClear className="oh-form__select" options={optionList(options.data?.scenes)} />
            </Form.Item>
            <Form.Item name="typeId" label="服务类型">
              <Select allowClear className="oh-form__select" options={optionList(options.data?.types)} />
            </Form.Item>
          </Space>
          <Form.Item name="centre" label="所属中心" {...fieldRules({ label: '所属中心', required: 'select' })}>
            <Radio.Group
              options={[
                { value: 'APPLICATION', label: '办事服务中心' },
                { value: 'PROCESS', label: '流程服务中心' },
                { value: 'BOTH', label: '两者' },
              ]}
            />
          </Form.Item>
          <Form.Item name="processType" label="办理方式" {...fieldRules({ label: '办理方式', required: 'select' })}>
            <Radio.Group
              options={[
                { value: 'ONLINE', label: '在线办理' },
                { value: 'OFFLINE', label: '线下办理' },
              ]}
            />
          </Form.Item>
          <Space wrap size={16}>
            <Form.Item name="openWay" label="打开方式" {...fieldRules({ label: '打开方式', required: 'select' })}>
              <Select
                className="oh-form__select"
                options={[
                  { value: 1001, label: '页面内打开' },
                  { value: 1002, label: '弹出窗口' },
                  { value: 1003, label: '新标签页' },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="accessWay"
              label="访问方式"
              {...fieldRules({ label: '访问方式', required: 'select' })}
              tooltip="附带登录账号：打开服务时在地址后附加 combStr 参数"
            >
              <Select className="oh-form__select" options={accessWayOptions(detail.data?.accessWay)} />
            </Form.Item>
          </Space>
          <Form.Item
            name="serviceUrl"
            label="服务地址"
            {...fieldRules({
              label: '服务地址',
              max: 500,
              pattern: { test: /^(https?:\/\/|\/)/, message: '请输入以 http://、https:// 或 / 开头的地址' },
            })}
          >
            <Input maxLength={500} placeholder="https://" />
          </Form.Item>
          <Form.Item name="keywords" label="搜索关键词" {...fieldRules({ label: '搜索关键词', max: 200 })}>
            <Input maxLength={200} placeholder="多个关键词用空格分隔" />
          </Form.Item>
          <Form.Item name="description" label="服务简介" {...fieldRules({ label: '服务简介', max: 2000 })}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="visitorVisible" label="访客可见" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="roles" label="可见角色" tooltip="不选表示所有登录用户可见">
            <Select
              mode="multiple"
              allowClear
              loading={roles.isLoading}
              options={(roles.data ?? []).map((r) => ({ value: r.roleAlias, label: r.roleName }))}
            />
          </Form.Item>
          <Form.Item name="shelf" label="上架" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="conditions" label="办理条件" {...fieldRules({ label: '办理条件', max: 2000 })}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Form.Item name="materials" label="申请材料（每行一项）">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="steps" label="办理流程（每行一步）">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="fees" label="收费标准" {...fieldRules({ label: '收费标准', max: 500 })}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="timeLimit" label="办理时限" {...fieldRules({ label: '办理时限', max: 200 })}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="contact" label="咨询方式" {...fieldRules({ label: '咨询方式', max: 200 })}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.List name="attachments">
            {(fields, { add, remove }) => (
              <Form.Item label="附件">
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'name']} {...fieldRules({ label: '附件名称', required: true, max: 100 })}>
                      <Input placeholder="名称" maxLength={100} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'url']} {...fieldRules({ label: '附件地址', required: true, max: 500 })}>
                      <Input placeholder="地址" maxLength={500} />
                    </Form.Item>
                    <MinusCircleOutlined aria-label="删除附件" onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })}>
                  添加附件
                </Button>
              </Form.Item>
            )}
          </Form.List>
        </>
      )}
    </FormDrawer>
  );
}
