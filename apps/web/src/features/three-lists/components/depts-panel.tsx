import { DEPT_CONTACT_MAX, DEPT_DESCRIPTION_MAX, type DeptInfo, type ThreeListsConfig } from '@onehall/contract';
import { Alert, App, Form, Input, InputNumber, Select, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  ConfigPanel,
  ConfigSearch,
  ConfigTable,
  FormModal,
  fieldRules,
  RowActions,
  savedOk,
} from '../../../components/config-page/index.ts';
import { useDeptCategories } from '../api/get-dept-categories.ts';
import { type DeptInfoQuery, useDeptInfoPage } from '../api/get-dept-info-page.ts';
import { useNoDutyDepts } from '../api/get-no-duty-depts.ts';
import { useSaveThreeListsConfig } from '../api/save-config.ts';
import { useUpdateDeptInfo } from '../api/update-dept-info.ts';
import { configBody, withDeptHidden } from '../lib/config-body.ts';

/** The select's value for 未分类: the update call takes null. */
const NO_CATEGORY = '__none__';

interface Filters {
  deptName?: string;
  categoryId?: string;
}

interface DeptForm {
  categoryId: string;
  sort: number;
  description: string;
  contact: string;
}

/**
 * 部门信息: category, order, description and contact of each department the caller administers, and, given the
 * configuration (the configuration page, whose holders may save it), whether it is shown on the page.
 */
export function DeptsPanel({ config }: { config?: ThreeListsConfig }) {
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<DeptForm>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [editing, setEditing] = useState<DeptInfo | undefined>(undefined);
  const categories = useDeptCategories();
  const noDuty = useNoDutyDepts();
  const query: DeptInfoQuery = {
    ...paging,
    ...(filters.deptName ? { deptName: filters.deptName } : {}),
    ...(filters.categoryId !== undefined ? { categoryId: filters.categoryId === NO_CATEGORY ? '' : filters.categoryId } : {}),
  };
  const page = useDeptInfoPage(query);
  const update = useUpdateDeptInfo();
  const saveConfig = useSaveThreeListsConfig();

  const categoryOptions = [
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.shown ? c.name : `${c.name}（已隐藏）` })),
    { value: NO_CATEGORY, label: '未分类' },
  ];

  const setHidden = async (dept: DeptInfo, hidden: boolean) => {
    if (!config) return;
    const env = await saveConfig.mutateAsync(configBody(config, { hiddenDeptIds: withDeptHidden(config.hiddenDeptIds, dept.id, hidden) }));
    if (savedOk(env)) void message.success(hidden ? `「${dept.name}」已不在三清单中显示` : `「${dept.name}」已在三清单中显示`);
  };

  const submit = async (values: DeptForm) => {
    if (!editing) return false;
    const env = await update.mutateAsync({
      deptId: editing.id,
      categoryId: values.categoryId === NO_CATEGORY ? null : values.categoryId,
      sort: values.sort ?? 0,
      description: values.description?.trim() ?? '',
      contact: values.contact?.trim() ?? '',
    });
    if (!savedOk(env)) return false;
    void message.success('保存成功');
    return true;
  };

  const shownColumn: TableColumnsType<DeptInfo>[number] = {
    title: '在三清单中显示',
    dataIndex: 'hidden',
    width: 140,
    render: (hidden: boolean, d: DeptInfo) => (
      <Switch
        checked={!hidden}
        checkedChildren="显示"
        unCheckedChildren="隐藏"
        aria-label={`在三清单中显示「${d.name}」`}
        loading={saveConfig.isPending}
        onChange={(on) => void setHidden(d, !on)}
      />
    ),
  };

  const columns: TableColumnsType<DeptInfo> = [
    { title: '部门名称', dataIndex: 'name', width: 160 },
    { title: '部门编码', dataIndex: 'code', width: 110 },
    { title: '分类', dataIndex: 'categoryName', width: 110, render: (v: string) => v || '未分类' },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '职责', dataIndex: 'dutyCount', width: 70 },
    { title: '服务', dataIndex: 'serviceCount', width: 70 },
    { title: '已关联服务的职责', dataIndex: 'linkedDutyCount', width: 140 },
    ...(config ? [shownColumn] : []),
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, d) => <RowActions name={d.name} onEdit={() => setEditing(d)} />,
    },
  ];

  const missing = noDuty.data ?? [];
  return (
    <ConfigPanel
      search={
        <ConfigSearch<Filters>
          form={filterForm}
          onSearch={(v) => {
            setFilters({ deptName: v.deptName?.trim() || undefined, categoryId: v.categoryId });
            setPaging((p) => ({ ...p, current: 1 }));
          }}
        >
          <Form.Item name="deptName" label="部门">
            <Input allowClear placeholder="部门名称或编码" maxLength={50} />
          </Form.Item>
          <Form.Item name="categoryId" label="分类">
            <Select allowClear placeholder="全部" options={categoryOptions} style={{ width: 180 }} />
          </Form.Item>
        </ConfigSearch>
      }
      notice={
        missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`${missing.length} 个部门尚未设置职责`}
            description={missing.map((d) => d.name).join('、')}
          />
        )
      }
    >
      <ConfigTable<DeptInfo>
        rowKey="id"
        columns={columns}
        rows={page.data?.records}
        loading={page.isFetching}
        error={
          page.isError && !page.data ? { title: '部门加载失败', message: page.error.message, onRetry: () => void page.refetch() } : null
        }
        scrollX={1000}
        paging={{ ...paging, total: page.data?.total ?? 0, onChange: (current, size) => setPaging({ current, size }) }}
      />
      <FormModal<DeptForm>
        open={editing !== undefined}
        title={editing ? `编辑部门「${editing.name}」` : '编辑部门'}
        form={form}
        initialValues={
          editing && {
            categoryId: editing.categoryId || NO_CATEGORY,
            sort: editing.sort,
            description: editing.description,
            contact: editing.contact,
          }
        }
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
        confirmDiscard
      >
        <Form.Item name="categoryId" label="分类" {...fieldRules({ label: '分类', required: 'select' })}>
          <Select options={categoryOptions} />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前">
          <InputNumber min={0} max={99_999} precision={0} />
        </Form.Item>
        <Form.Item name="description" label="部门简介" {...fieldRules({ label: '部门简介', max: DEPT_DESCRIPTION_MAX })}>
          <Input.TextArea maxLength={DEPT_DESCRIPTION_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="contact" label="联系方式" {...fieldRules({ label: '联系方式', max: DEPT_CONTACT_MAX })}>
          <Input maxLength={DEPT_CONTACT_MAX} placeholder="如：办公电话 0571-8888 0000，行政楼 201 室" />
        </Form.Item>
      </FormModal>
    </ConfigPanel>
  );
}
