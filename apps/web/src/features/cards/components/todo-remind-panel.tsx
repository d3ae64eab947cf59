import {
  TODO_REMIND_INTERVAL_MAX,
  TODO_REMIND_INTERVAL_MIN,
  TODO_REMIND_MODES,
  TODO_REMIND_THRESHOLD_MAX,
  type TodoRemindConfig,
} from '@onehall/contract';
import { App, Button, Form, Input, InputNumber, Radio, Result, Skeleton, Space, Switch, Table, Typography } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ConfigPanel, fieldRules, PanelForm, PanelFormActions } from '../../../components/config-page/index.ts';
import { useSaveTodoRemind } from '../api/save-todo-num-remind.ts';
import { useTodoRemind } from '../api/todo-num-remind-detail.ts';
import { useTodoRemindFields } from '../api/todo-num-remind-field.ts';

/**
 * The to-do number reminder: when users are reminded of their open to-do
 * numbers. A `PanelForm` of the configuration-page template (720 px, 取消 then
 * 保存), the reminder fields as a table inside it, labelled radios for the mode.
 */
export function TodoRemindPanel() {
  const { message } = App.useApp();
  const detail = useTodoRemind();
  const fields = useTodoRemindFields();
  const save = useSaveTodoRemind();
  const [form] = Form.useForm<TodoRemindConfig>();
  const mode = Form.useWatch('remindMode', form);

  const submit = async (v: TodoRemindConfig) => {
    const env = await save.mutateAsync({
      enabled: v.enabled,
      remindMode: v.remindMode,
      intervalMinutes: v.remindMode === 'INTERVAL' ? v.intervalMinutes : undefined,
      rules: v.rules,
    });
    if (!isOk(env)) return reportError(env);
    void message.success('待办数量提醒已保存');
  };

  const failed = detail.error ?? fields.error;
  if (failed && !detail.data) {
    return (
      <Result
        status="error"
        title="待办数量提醒加载失败"
        subTitle={failed.message}
        extra={
          <Button
            onClick={() => {
              void detail.refetch();
              void fields.refetch();
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  if (!detail.data) return <Skeleton active />;
  const nameOf = (field: string) => fields.data?.find((f) => f.field === field);

  return (
    // Values start from what was loaded in the form's first render: a tick made right away is never overwritten.
    <ConfigPanel>
      <PanelForm wide>
        <Form<TodoRemindConfig> form={form} initialValues={detail.data} layout="vertical" onFinish={submit}>
          <Form.Item name="enabled" label="启用待办数量提醒" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="remindMode" label="提醒方式">
            <Radio.Group options={Object.entries(TODO_REMIND_MODES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          {mode === 'INTERVAL' && (
            <Form.Item
              name="intervalMinutes"
              label="提醒间隔（分钟）"
              {...fieldRules({
                label: '提醒间隔',
                required: 'number',
                validator: async (value) => {
                  if (typeof value === 'number' && (value < TODO_REMIND_INTERVAL_MIN || value > TODO_REMIND_INTERVAL_MAX))
                    throw new Error(`提醒间隔须在${TODO_REMIND_INTERVAL_MIN}到${TODO_REMIND_INTERVAL_MAX}分钟之间`);
                },
              })}
            >
              <InputNumber min={TODO_REMIND_INTERVAL_MIN} max={TODO_REMIND_INTERVAL_MAX} precision={0} style={{ width: 200 }} />
            </Form.Item>
          )}
          <Typography.Title level={5}>提醒字段</Typography.Title>
          <Form.List name="rules">
            {(rows) => (
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={rows}
                columns={[
                  {
                    title: '字段',
                    key: 'field',
                    render: (_, row) => {
                      const field = form.getFieldValue(['rules', row.name, 'field']) as string;
                      const info = nameOf(field);
                      return (
                        <Space orientation="vertical" size={0}>
                          <Form.Item name={[row.name, 'field']} hidden noStyle>
                            <Input />
                          </Form.Item>
                          <span>{info?.name ?? field}</span>
                          {info && <span className="oh-muted">{info.description}</span>}
                        </Space>
                      );
                    },
                  },
                  {
                    title: '达到数量时提醒',
                    key: 'threshold',
                    width: 170,
                    render: (_, row) => (
                      <Form.Item name={[row.name, 'threshold']} noStyle {...fieldRules({ label: '提醒数量', required: 'number' })}>
                        <InputNumber min={1} max={TODO_REMIND_THRESHOLD_MAX} precision={0} aria-label="提醒数量" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '启用',
                    key: 'enabled',
                    width: 80,
                    render: (_, row) => (
                      <Form.Item name={[row.name, 'enabled']} valuePropName="checked" noStyle>
                        <Switch size="small" aria-label="启用该字段" />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            )}
          </Form.List>
          <PanelFormActions saving={save.isPending} onCancel={() => form.resetFields()} />
        </Form>
      </PanelForm>
    </ConfigPanel>
  );
}
