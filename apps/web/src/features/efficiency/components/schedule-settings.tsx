import type { EfficiencyConfig } from '@onehall/contract';
import { App, Button, DatePicker, Form, InputNumber, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ConfigPanel, fieldRules, PanelForm, PanelFormActions, savedOk } from '../../../components/config-page/index.ts';
import { useGenerateReport } from '../api/generate-report.ts';
import { useSaveEfficiencyConfig } from '../api/save-config.ts';
import { schoolToday } from '../lib/period.ts';

type Schedule = EfficiencyConfig['schedule'];

/**
 * 报告计划: whether the monthly report is generated, and on which day of the
 * following month; and 立即生成 for an ended month (again, e.g. after the
 * thresholds changed).
 */
export function ScheduleSettings({ config }: { config: EfficiencyConfig }) {
  const { message } = App.useApp();
  const save = useSaveEfficiencyConfig();
  const generate = useGenerateReport();
  const [form] = Form.useForm<Schedule>();
  const enabled = Form.useWatch('monthlyEnabled', form) ?? config.schedule.monthlyEnabled;
  const [month, setMonth] = useState<Dayjs | null>(null);
  const thisMonth = schoolToday().slice(0, 7);

  const submit = async (schedule: Schedule) => {
    const env = await save.mutateAsync({ schedule });
    if (savedOk(env)) void message.success('保存成功');
  };
  const run = async () => {
    if (!month) return;
    const env = await generate.mutateAsync(month.format('YYYY-MM'));
    if (savedOk(env)) void message.success(`已开始生成「${env.result.name}」，完成后可在效能监督的定期报告中下载`);
  };

  return (
    <ConfigPanel
      notice={
        <Typography.Text type="secondary">
          每月报告汇总上一个月的全校与各部门效能，生成为 Excel 文件，可在效能监督的「定期报告」中下载。
        </Typography.Text>
      }
    >
      <PanelForm>
        <Form<Schedule> form={form} layout="vertical" initialValues={config.schedule} onFinish={(v) => void submit(v)}>
          <Form.Item name="monthlyEnabled" label="自动生成月度报告" valuePropName="checked">
            <Switch checkedChildren="开" unCheckedChildren="关" />
          </Form.Item>
          <Form.Item
            name="dayOfMonth"
            label="生成日期"
            extra="每月的第几天生成上个月的报告（1 至 28 日，凌晨 2 点后）"
            {...fieldRules({ label: '生成日期', required: 'number' })}
          >
            <InputNumber min={1} max={28} precision={0} addonBefore="每月" addonAfter="日" disabled={!enabled} />
          </Form.Item>
          <PanelFormActions saving={save.isPending} onCancel={() => form.resetFields()} />
        </Form>
      </PanelForm>
      <section className="oh-eff-config__generate" aria-labelledby="oh-eff-generate-title">
        <h3 id="oh-eff-generate-title" className="oh-eff-config__heading">
          立即生成
        </h3>
        <p className="oh-eff-config__help">为已经结束的月份生成（或重新生成）月度报告。</p>
        <div className="oh-eff-config__generate-row">
          <DatePicker
            picker="month"
            aria-label="报告月份"
            value={month}
            onChange={setMonth}
            disabledDate={(d) => d.format('YYYY-MM') >= thisMonth}
          />
          <Button type="primary" disabled={!month} loading={generate.isPending} onClick={() => void run()}>
            生成报告
          </Button>
        </div>
      </section>
    </ConfigPanel>
  );
}
