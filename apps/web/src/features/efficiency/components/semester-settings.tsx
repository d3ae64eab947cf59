import { type EfficiencyConfig, SEMESTER_NAME_MAX, SEMESTERS_MAX } from '@onehall/contract';
import { App, DatePicker, Form, Input, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { AddButton, ConfigPanel, ConfigTable, FormModal, fieldRules, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useSaveEfficiencyConfig } from '../api/save-config.ts';
import { rangeMessage } from '../lib/period.ts';

type Semester = EfficiencyConfig['semesters'][number];

interface SemesterForm {
  name: string;
  start: Dayjs;
  end: Dayjs;
}

const DAY = 'YYYY-MM-DD';
const inputs = (semesters: readonly Semester[]) => semesters.map(({ id, name, start, end }) => ({ id, name, start, end }));

/**
 * 学期: the semesters the report page offers as periods (name, first and last
 * day). The list is saved whole on each change; the server refuses overlaps,
 * duplicates and semesters over a year, and says which.
 */
export function SemesterSettings({ config }: { config: EfficiencyConfig }) {
  const { message } = App.useApp();
  const save = useSaveEfficiencyConfig();
  const [form] = Form.useForm<SemesterForm>();
  const [editing, setEditing] = useState<Semester | null | undefined>(undefined);
  const semesters = config.semesters;

  const saveSemesters = async (next: { id?: string; name: string; start: string; end: string }[], done: string) => {
    const env = await save.mutateAsync({ semesters: next });
    if (!savedOk(env)) return false;
    void message.success(done);
    return true;
  };
  const submit = (values: SemesterForm) => {
    const row = { name: values.name.trim(), start: values.start.format(DAY), end: values.end.format(DAY) };
    return editing
      ? saveSemesters(
          inputs(semesters).map((s) => (s.id === editing.id ? { ...row, id: s.id } : s)),
          '修改成功',
        )
      : saveSemesters([...inputs(semesters), row], '新增成功');
  };

  const columns: TableColumnsType<Semester> = [
    { title: '学期名称', dataIndex: 'name' },
    { title: '开始日期', dataIndex: 'start' },
    { title: '结束日期', dataIndex: 'end' },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, s) => (
        <RowActions
          name={s.name}
          onEdit={() => setEditing(s)}
          remove={{
            title: `确定删除学期「${s.name}」吗？`,
            description: '删除后报表页面不再提供该学期；已生成的报告不受影响。',
            onConfirm: () =>
              saveSemesters(
                inputs(semesters).filter((x) => x.id !== s.id),
                '删除成功',
              ),
          }}
        />
      ),
    },
  ];

  return (
    <ConfigPanel
      toolbar={<AddButton label="新增学期" onClick={() => setEditing(null)} disabled={semesters.length >= SEMESTERS_MAX} />}
      notice="报表页面按学期统计时使用这里的起止日期，并与上一个学期比较；学期之间不能重叠。"
    >
      <ConfigTable<Semester> rowKey="id" columns={columns} rows={semesters} scrollX={480} paging="local" />
      <FormModal<SemesterForm>
        open={editing !== undefined}
        title={editing ? '编辑学期' : '新增学期'}
        form={form}
        initialValues={editing ? { name: editing.name, start: dayjs(editing.start), end: dayjs(editing.end) } : { name: '' }}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="name" label="学期名称" {...fieldRules({ label: '学期名称', required: true, max: SEMESTER_NAME_MAX })}>
          <Input maxLength={SEMESTER_NAME_MAX} placeholder="如：2025-2026学年第一学期" />
        </Form.Item>
        <Form.Item name="start" label="开始日期" {...fieldRules({ label: '开始日期', required: 'select' })}>
          <DatePicker className="oh-eff-config__date" />
        </Form.Item>
        <Form.Item
          name="end"
          label="结束日期"
          dependencies={['start']}
          {...fieldRules({
            label: '结束日期',
            required: 'select',
            validator: async (value) => {
              const start = form.getFieldValue('start') as Dayjs | undefined;
              const problem = start && value ? rangeMessage(start.format(DAY), (value as Dayjs).format(DAY)) : null;
              if (problem) throw new Error(problem);
            },
          })}
        >
          <DatePicker className="oh-eff-config__date" />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
