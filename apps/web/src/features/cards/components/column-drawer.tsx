import { type CardColumn, type CardKind, COLUMN_NAME_MAX, TODO_CARD_KINDS } from '@onehall/contract';
import { Alert, App, Checkbox, Empty, Form, Input, InputNumber, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { FormDrawer, fieldRules, savedOk } from '../../../components/config-page/index.ts';
import { useDataSources } from '../api/card-column-get-data-source-list.ts';
import { type SourceQuery, useRequestParams } from '../api/card-column-get-request-param-by-data-source.ts';
import { useReturnParams } from '../api/card-column-get-return-param-by-data-source.ts';
import { useRoleClasses } from '../api/card-column-get-role-list-class.ts';
import { useSubmitColumn } from '../api/card-column-submit.ts';
import { type ColumnFormValues, columnBody, columnValues, defaultColumnValues, mappingRows } from '../lib/column-form.ts';

/** Role types of the demo identity model: '1' administers the portal, '2' uses it. */
const roleTypeName = (type: string) => ({ '1': '管理角色', '2': '用户角色' })[type] ?? `角色类型${type}`;

export interface ColumnDrawerProps {
  cardId: string;
  kind: CardKind;
  /** The column edited; null adds one; undefined closes the drawer. */
  column: CardColumn | null | undefined;
  onClose: () => void;
}

/** Add or edit a card column: name, data source, request parameters, shown fields, to-do labels and roles. */
export function ColumnDrawer({ cardId, kind, column, onClose }: ColumnDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ColumnFormValues>();
  const sources = useDataSources();
  const roleClasses = useRoleClasses();
  const submit = useSubmitColumn();
  const sourceKey = Form.useWatch('sourceKey', form);
  const open = column !== undefined;

  const source: SourceQuery | null = useMemo(() => {
    const s = sources.data?.find((d) => d.key === sourceKey);
    return s ? { dataSource: s.dataSource, apiId: s.apiId } : null;
  }, [sources.data, sourceKey]);
  const requestParams = useRequestParams(source);
  const returnParams = useReturnParams(source);

  // The saved mapping applies only while the column keeps its saved source.
  const savedKey = useRef<string | null>(null);

  // The values wait for the data sources (FormDrawer has emptied the form on opening, its effect running first).
  useEffect(() => {
    if (!open || !sources.data) return;
    const values = column ? columnValues(column, sources.data) : defaultColumnValues();
    savedKey.current = column ? values.sourceKey : null;
    form.setFieldsValue(values);
  }, [open, column, sources.data, form]);

  useEffect(() => {
    if (!returnParams.data) return;
    const saved = column && sourceKey === savedKey.current ? column.cardMapping : [];
    form.setFieldValue('mapping', mappingRows(returnParams.data, saved));
  }, [returnParams.data, column, sourceKey, form]);

  const save = async (v: ColumnFormValues) => {
    const env = await submit.mutateAsync(columnBody(v, { id: column?.id, cardId }, sources.data ?? []));
    if (!savedOk(env)) return false;
    void message.success(column ? '栏目已保存' : '栏目已新增');
    return true;
  };

  const showTodoLabels = TODO_CARD_KINDS.includes(kind);

  return (
    <FormDrawer<ColumnFormValues>
      open={open}
      title={column ? '编辑栏目' : '新增栏目'}
      form={form}
      onSubmit={save}
      onClose={onClose}
      submitDisabled={!sources.data}
    >
      {sources.isError ? (
        <Alert type="error" showIcon title="数据来源加载失败" description={sources.error.message} />
      ) : !sources.data ? (
        <Skeleton active />
      ) : (
        <>
          <Form.Item name="columnName" label="栏目名称" {...fieldRules({ label: '栏目名称', required: true, max: COLUMN_NAME_MAX })}>
            <Input maxLength={COLUMN_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="sourceKey" label="数据来源" {...fieldRules({ label: '数据来源', required: 'select' })}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择数据来源"
              options={sources.data.map((s) => ({ value: s.key, label: s.name }))}
            />
          </Form.Item>
          {source && (
            <>
              <Typography.Title level={5}>请求参数</Typography.Title>
              {requestParams.isLoading ? (
                <Skeleton active paragraph={{ rows: 1 }} />
              ) : requestParams.isError ? (
                <Alert type="error" showIcon title="请求参数加载失败" description={requestParams.error.message} />
              ) : (requestParams.data ?? []).length === 0 ? (
                <Typography.Paragraph type="secondary">该数据来源没有请求参数</Typography.Paragraph>
              ) : (
                requestParams.data?.map((p) => (
                  <Form.Item
                    key={p.name}
                    name={['params', p.name]}
                    label={`${p.name}${p.description ? `（${p.description}）` : ''}`}
                    rules={p.required && !p.defaultValue ? [{ required: true, whitespace: true, message: `请填写${p.name}` }] : []}
                  >
                    <Input maxLength={500} placeholder={p.defaultValue ? `默认：${p.defaultValue}` : undefined} />
                  </Form.Item>
                ))
              )}
              <Typography.Title level={5}>显示字段</Typography.Title>
              {returnParams.isLoading ? (
                <Skeleton active paragraph={{ rows: 2 }} />
              ) : returnParams.isError ? (
                <Alert type="error" showIcon title="返回字段加载失败" description={returnParams.error.message} />
              ) : (
                <Form.List name="mapping">
                  {(fields) =>
                    fields.length === 0 ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该数据来源没有可显示的字段" />
                    ) : (
                      <fieldset className="oh-column-mapping" aria-label="显示字段">
                        {fields.map((f) => {
                          const field = form.getFieldValue(['mapping', f.name, 'field']) as string;
                          return (
                            <Space key={f.key} align="baseline" wrap className="oh-column-mapping__row">
                              <Form.Item name={[f.name, 'field']} hidden noStyle>
                                <Input />
                              </Form.Item>
                              <Form.Item name={[f.name, 'shown']} valuePropName="checked" noStyle>
                                <Checkbox aria-label={`显示字段 ${field}`}>
                                  <code>{field}</code>
                                </Checkbox>
                              </Form.Item>
                              <Form.Item name={[f.name, 'chineseName']} noStyle>
                                <Input aria-label={`${field} 的中文名称`} maxLength={20} style={{ width: 180 }} />
                              </Form.Item>
                            </Space>
                          );
                        })}
                      </fieldset>
                    )
                  }
                </Form.List>
              )}
            </>
          )}
          {showTodoLabels && (
            <Space wrap size="large">
              <Form.Item name="todoTypeName" label="待办标签" extra="默认：待审批">
                <Input maxLength={10} />
              </Form.Item>
              <Form.Item name="todoTimeoutName" label="超时标签" extra="默认：超时">
                <Input maxLength={10} />
              </Form.Item>
            </Space>
          )}
          <Form.Item name="roles" label="可见角色" extra="不选表示所有能看到该卡片的用户都能看到该栏目">
            <Select
              mode="multiple"
              allowClear
              loading={roleClasses.isLoading}
              placeholder="所有用户"
              optionFilterProp="label"
              options={(roleClasses.data ?? []).map((c) => ({
                label: roleTypeName(c.roleType),
                title: roleTypeName(c.roleType),
                options: c.roles.map((r) => ({ value: r.roleAlias, label: r.roleName })),
              }))}
            />
          </Form.Item>
          <Form.Item name="sort" label="排序" extra="数字越小越靠前；不填则排在最后">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
