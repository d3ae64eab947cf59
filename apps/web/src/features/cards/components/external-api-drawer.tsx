import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApiDetail, BodyOf, cardColumnSaveApi } from '@onehall/contract';
import { Alert, App, Button, Checkbox, Form, Input, Radio, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { FormDrawer, fieldRules } from '../../../components/config-page/index.ts';
import { useApiDetail } from '../api/card-column-get-api-detail.ts';
import { useParamTypes } from '../api/card-column-get-param-type-list.ts';
import { useSaveApi } from '../api/card-column-save-api.ts';

type SaveApiBody = BodyOf<typeof cardColumnSaveApi>;

export interface ApiFormValues {
  apiName: string;
  url: string;
  method: 'GET' | 'POST';
  remark?: string;
  requestParams?: { name?: string; paramType?: string; required?: boolean; description?: string; defaultValue?: string }[];
  returnParams?: { field?: string; chineseName?: string; path?: string }[];
  listPath?: string;
  totalPath?: string;
}

// The same shapes the server accepts (modules/cards/sources/external-api.ts), checked here so the admin sees the problem on the field.
const NAME = /^[A-Za-z_$][\w$.-]*$/;
const PATH = /^[A-Za-z_$][\w$-]*(\.[\w$-]+)*$/;
const NAME_RULE = { test: NAME, message: '只能包含字母、数字、下划线、点和短横线，且不以数字开头' };
const PATH_RULE = (example: string) => ({ pattern: PATH, message: `路径不正确，示例：${example}` });
const ROWS_MAX = 30;

const text = (v: string | undefined) => (v ?? '').trim();

/** The form values as the saveApi body: texts trimmed, an edit carries its id. */
export function toSaveApiBody(v: ApiFormValues, id: string | null): SaveApiBody {
  return {
    ...(id ? { id } : {}),
    apiName: text(v.apiName),
    url: text(v.url),
    method: v.method,
    remark: text(v.remark),
    requestParams: (v.requestParams ?? []).map((p) => ({
      name: text(p.name),
      paramType: p.paramType ?? '',
      required: !!p.required,
      description: text(p.description),
      defaultValue: text(p.defaultValue),
    })),
    returnParams: (v.returnParams ?? []).map((p) => ({ field: text(p.field), chineseName: text(p.chineseName), path: text(p.path) })),
    listPath: text(v.listPath),
    totalPath: text(v.totalPath),
  };
}

const toValues = (d: ApiDetail): ApiFormValues => ({
  apiName: d.apiName,
  url: d.url,
  method: d.method === 'POST' ? 'POST' : 'GET',
  remark: d.remark,
  requestParams: d.requestParams,
  returnParams: d.returnParams,
  listPath: d.listPath,
  totalPath: d.totalPath,
});

const NEW_API: ApiFormValues = { apiName: '', url: '', method: 'GET', requestParams: [], returnParams: [] };

/** Request parameter rows: name, type (getParamTypeList), required, default and description. */
function RequestParamRows({ typeOptions }: { typeOptions: { value: string; label: string }[] }) {
  return (
    <Form.List name="requestParams">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.map((f, i) => (
            <Space key={f.key} align="baseline" wrap className="oh-api-form__row">
              <Form.Item name={[f.name, 'name']} {...fieldRules({ label: '参数名', required: true, pattern: NAME_RULE })}>
                <Input aria-label={`请求参数${i + 1}参数名`} placeholder="参数名" maxLength={100} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'paramType']} {...fieldRules({ label: '参数类型', required: 'select' })}>
                <Select aria-label={`请求参数${i + 1}类型`} placeholder="参数类型" style={{ width: 180 }} options={typeOptions} />
              </Form.Item>
              <Form.Item name={[f.name, 'required']} valuePropName="checked">
                <Checkbox aria-label={`请求参数${i + 1}必填`}>必填</Checkbox>
              </Form.Item>
              <Form.Item name={[f.name, 'defaultValue']}>
                <Input aria-label={`请求参数${i + 1}默认值`} placeholder="默认值" maxLength={500} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'description']}>
                <Input aria-label={`请求参数${i + 1}说明`} placeholder="说明" maxLength={200} style={{ width: 160 }} />
              </Form.Item>
              <Button type="text" aria-label={`删除请求参数${i + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= ROWS_MAX}
            onClick={() => add({ name: '', paramType: 'STRING', required: false, description: '', defaultValue: '' })}
          >
            添加请求参数
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/** Returned field rows: field name, Chinese name and where the value is inside one row. */
function ReturnParamRows() {
  return (
    <Form.List name="returnParams">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.map((f, i) => (
            <Space key={f.key} align="baseline" wrap className="oh-api-form__row">
              <Form.Item name={[f.name, 'field']} {...fieldRules({ label: '字段名', required: true, pattern: NAME_RULE })}>
                <Input aria-label={`返回字段${i + 1}字段名`} placeholder="字段名" maxLength={100} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'chineseName']}>
                <Input
                  aria-label={`返回字段${i + 1}中文名称`}
                  placeholder="中文名称（默认同字段名）"
                  maxLength={20}
                  style={{ width: 180 }}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'path']} rules={[PATH_RULE('applicant.name')]}>
                <Input aria-label={`返回字段${i + 1}取值路径`} placeholder="取值路径（可空）" maxLength={200} style={{ width: 160 }} />
              </Form.Item>
              <Button type="text" aria-label={`删除返回字段${i + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= ROWS_MAX}
            onClick={() => add({ field: '', chineseName: '', path: '' })}
          >
            添加返回字段
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

export interface ExternalApiDrawerProps {
  /** undefined: closed; null: a new API; an id: edit that API. */
  id: string | null | undefined;
  onClose: () => void;
}

/** Registers or edits an external data API (saveApi); a refusal (e.g. the URL guard) stays on screen beside the form. */
export function ExternalApiDrawer({ id, onClose }: ExternalApiDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ApiFormValues>();
  const detail = useApiDetail(id ?? null);
  const types = useParamTypes();
  const save = useSaveApi();
  const [refusal, setRefusal] = useState('');
  const editing = !!id;
  // The form waits for the parameter types too: a type select without its options can neither show nor change a row's type.
  const ready = (!editing || !!detail.data) && !!types.data;
  const failed = (editing && detail.isError ? detail : null) ?? (types.isError ? types : null);

  useEffect(() => {
    if (id !== undefined) setRefusal('');
  }, [id]);
  // After FormDrawer resets the form to NEW_API on opening (its effect runs first), and again when the detail arrives.
  useEffect(() => {
    if (id && detail.data) form.setFieldsValue(toValues(detail.data));
  }, [id, detail.data, form]);

  const submit = async (values: ApiFormValues) => {
    setRefusal('');
    const env = await save.mutateAsync(toSaveApiBody(values, id ?? null));
    if (!isOk(env)) {
      setRefusal(env.msg || '保存失败');
      return false;
    }
    void message.success(editing ? '接口已保存' : '接口已新增');
    return true;
  };

  return (
    <FormDrawer<ApiFormValues>
      open={id !== undefined}
      title={editing ? '编辑接口' : '新增接口'}
      form={form}
      initialValues={NEW_API}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={!ready}
    >
      {failed ? (
        <Result
          status="error"
          title={failed === types ? '参数类型加载失败' : '接口详情加载失败'}
          subTitle={failed.error?.message}
          extra={<Button onClick={() => void failed.refetch()}>重试</Button>}
        />
      ) : !ready ? (
        <Skeleton active />
      ) : (
        <>
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />}
          <Form.Item name="apiName" label="接口名称" {...fieldRules({ label: '接口名称', required: true, max: 50 })}>
            <Input maxLength={50} showCount />
          </Form.Item>
          <Form.Item
            name="url"
            label="接口地址"
            extra="服务器会直接调用该地址，须是服务器能访问的 http(s) 地址"
            {...fieldRules({
              label: '接口地址',
              required: true,
              pattern: { test: /^\s*https?:\/\//i, message: '接口地址须以 http:// 或 https:// 开头' },
            })}
          >
            <Input maxLength={1000} placeholder="https://…" />
          </Form.Item>
          <Form.Item name="method" label="请求方式" {...fieldRules({ label: '请求方式', required: 'select' })}>
            <Radio.Group options={['GET', 'POST']} />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item name="listPath" label="列表位置" extra="不填则自动识别" rules={[PATH_RULE('result.records')]}>
              <Input maxLength={200} placeholder="result.records" />
            </Form.Item>
            <Form.Item name="totalPath" label="总数位置" extra="不填则按列表条数" rules={[PATH_RULE('result.total')]}>
              <Input maxLength={200} placeholder="result.total" />
            </Form.Item>
          </Space>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Typography.Title level={5}>请求参数</Typography.Title>
          <RequestParamRows typeOptions={(types.data ?? []).map((t) => ({ value: t.dictKey, label: t.dictValue }))} />
          <Typography.Title level={5}>返回字段</Typography.Title>
          <Typography.Paragraph type="secondary">不添加则每行的全部字段都可显示；取值路径为空时按字段名取值。</Typography.Paragraph>
          <ReturnParamRows />
        </>
      )}
    </FormDrawer>
  );
}
