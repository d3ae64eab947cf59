import { type EfficiencyConfig, THRESHOLD_HOURS_MAX, THRESHOLDS_MAX, type Threshold } from '@onehall/contract';
import { App, Form, InputNumber, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  AddButton,
  ConfigPanel,
  ConfigTable,
  FormModal,
  fieldRules,
  PanelForm,
  PanelFormActions,
  RowActions,
  savedOk,
} from '../../../components/config-page/index.ts';
import { useSaveEfficiencyConfig } from '../api/save-config.ts';
import { formatHours } from '../lib/format.ts';

interface DefaultsForm {
  defaultProcessHours: number;
  defaultNodeHours: number;
}

const hoursField = (label: string) => ({
  ...fieldRules({ label, required: 'number' }),
  extra: `单位：小时，1 至 ${THRESHOLD_HOURS_MAX}（365 天）`,
});

const HoursInput = () => <InputNumber min={1} max={THRESHOLD_HOURS_MAX} precision={0} addonAfter="小时" className="oh-eff-config__hours" />;

/**
 * 超时阈值: when a process or node pushed without a deadline counts as late —
 * the defaults, and one line per process type (the process names the
 * business systems push). Each change saves at once and re-evaluates lateness.
 */
export function ThresholdSettings({ config }: { config: EfficiencyConfig }) {
  const { message } = App.useApp();
  const save = useSaveEfficiencyConfig();
  const [defaults] = Form.useForm<DefaultsForm>();
  const [form] = Form.useForm<Threshold>();
  const [editing, setEditing] = useState<Threshold | null | undefined>(undefined);
  const thresholds = config.thresholds;

  const saveThresholds = async (next: Threshold[], done: string) => {
    const env = await save.mutateAsync({ thresholds: next });
    if (!savedOk(env)) return false;
    void message.success(done);
    return true;
  };
  const submit = (values: Threshold) =>
    editing
      ? saveThresholds(
          thresholds.map((t) => (t.processName === editing.processName ? values : t)),
          '修改成功',
        )
      : saveThresholds([...thresholds, values], '新增成功');
  const saveDefaults = async (values: DefaultsForm) => {
    const env = await save.mutateAsync(values);
    if (savedOk(env)) void message.success('保存成功');
  };

  const taken = new Set(thresholds.map((t) => t.processName));
  const names = config.knownProcessNames.filter((n) => !taken.has(n) || n === editing?.processName);
  const columns: TableColumnsType<Threshold> = [
    { title: '流程类型', dataIndex: 'processName' },
    { title: '办件超时阈值', dataIndex: 'processHours', render: (h: number) => `${h} 小时（${formatHours(h)}）` },
    { title: '环节超时阈值', dataIndex: 'nodeHours', render: (h: number) => `${h} 小时（${formatHours(h)}）` },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, t) => (
        <RowActions
          name={t.processName}
          onEdit={() => setEditing(t)}
          remove={{
            title: `确定删除「${t.processName}」的超时阈值吗？`,
            description: '删除后该流程类型按默认阈值判断是否超时。',
            onConfirm: () =>
              saveThresholds(
                thresholds.filter((x) => x.processName !== t.processName),
                '删除成功',
              ),
          }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      search={
        <PanelForm>
          <Form<DefaultsForm>
            form={defaults}
            layout="vertical"
            initialValues={{ defaultProcessHours: config.defaultProcessHours, defaultNodeHours: config.defaultNodeHours }}
            onFinish={(v) => void saveDefaults(v)}
          >
            <Form.Item name="defaultProcessHours" label="默认办件超时阈值" {...hoursField('默认办件超时阈值')}>
              <HoursInput />
            </Form.Item>
            <Form.Item name="defaultNodeHours" label="默认环节超时阈值" {...hoursField('默认环节超时阈值')}>
              <HoursInput />
            </Form.Item>
            <PanelFormActions saving={save.isPending} onCancel={() => defaults.resetFields()} />
          </Form>
        </PanelForm>
      }
      toolbar={<AddButton label="新增流程类型阈值" onClick={() => setEditing(null)} disabled={thresholds.length >= THRESHOLDS_MAX} />}
      notice="业务系统推送的办件或环节带有办理期限时以期限为准；没有期限时，超过所属流程类型的阈值（未设置则用默认阈值）即算超时。修改后已有办件会重新判断。"
    >
      <ConfigTable<Threshold>
        rowKey="processName"
        columns={columns}
        rows={thresholds}
        scrollX={560}
        empty="暂无数据，全部流程类型使用默认阈值"
      />
      <FormModal<Threshold>
        open={editing !== undefined}
        title={editing ? '编辑超时阈值' : '新增超时阈值'}
        form={form}
        initialValues={editing ?? { processName: undefined, processHours: config.defaultProcessHours, nodeHours: config.defaultNodeHours }}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="processName" label="流程类型" {...fieldRules({ label: '流程类型', required: 'select' })}>
          <Select
            showSearch
            disabled={Boolean(editing)}
            placeholder={names.length ? '请选择业务系统推送过的流程' : '暂无推送过的流程'}
            options={names.map((n) => ({ value: n, label: n }))}
          />
        </Form.Item>
        <Form.Item name="processHours" label="办件超时阈值" {...hoursField('办件超时阈值')}>
          <HoursInput />
        </Form.Item>
        <Form.Item name="nodeHours" label="环节超时阈值" {...hoursField('环节超时阈值')}>
          <HoursInput />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
