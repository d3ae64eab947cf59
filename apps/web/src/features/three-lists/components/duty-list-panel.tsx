import type { Duty } from '@onehall/contract';
import { App, Form, Input, Select, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ExportDialog, ImportWizard } from '../../../components/batch-transfer/index.ts';
import {
  AddButton,
  BatchRemoveButton,
  ConfigPanel,
  ConfigSearch,
  ConfigTable,
  RowActions,
  TransferButtons,
} from '../../../components/config-page/index.ts';
import { DictionarySelect } from '../../../components/dictionary-select/index.ts';
import { AppEvents, on } from '../../../stores/events.ts';
import { type DutyPageQuery, useDutyPage } from '../api/get-duty-page.ts';
import { useRemoveDuties } from '../api/remove-duties.ts';
import { DEPT_DICTIONARY_URL, DUTY_LIST_KEY, DutyFormDialog, dutyTypeOptions } from '../components/duty-form-dialog.tsx';

const LIST_NAME = '部门职责清单';
const PAGE_SIZE = 10;

interface Filters {
  deptCode?: string;
  dutyDescription?: string;
  dutyType?: string;
}

/** A department the caller administers, as the selects offer it. */
export interface DeptChoice {
  code: string;
  name: string;
}

export interface DutyListPanelProps {
  /** 'all' for a threeListsConfig holder; a department administrator's departments; undefined while unknown. */
  depts: 'all' | readonly DeptChoice[] | undefined;
}

/**
 * 职责清单 of /home/deptResponsibilityListConfig: the department duty list (issue 5). A threeListsConfig holder
 * sees every department and the bulk import and export; a department administrator their departments only.
 */
export function DutyListPanel({ depts }: DutyListPanelProps) {
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Duty | null | undefined>(undefined);
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);

  const query: DutyPageQuery = { ...paging, ...withoutEmpty(filters) };
  const page = useDutyPage(query);
  const remove = useRemoveDuties();
  const { refetch } = page;

  useEffect(() => on(AppEvents.refresh, () => void refetch()), [refetch]);

  const search = (values: Filters) => {
    setFilters({ ...values, dutyDescription: values.dutyDescription?.trim() });
    setPaging((p) => ({ ...p, current: 1 }));
  };

  const removeRows = async (ids: string[]) => {
    const env = await remove.mutateAsync(ids);
    if (!isOk(env)) return reportError(env);
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    void message.success('删除成功');
  };

  const columns: TableColumnsType<Duty> = [
    { title: '部门名称', dataIndex: 'deptName', width: 160 },
    { title: '部门编码', dataIndex: 'deptCode', width: 120 },
    { title: '职责描述', dataIndex: 'dutyDescription', ellipsis: true },
    { title: '职责类型', dataIndex: 'dutyTypeName', width: 110, render: (v: string) => v || '未分类' },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, duty) => (
        <RowActions onEdit={() => setEditing(duty)} remove={{ title: '确定删除该职责吗？', onConfirm: () => removeRows([duty.id]) }} />
      ),
    },
  ];

  // The dictionary lists every department: only for those who maintain them all.
  const deptOptions = depts === 'all' ? undefined : (depts ?? []).map((d) => ({ value: d.code, label: d.name }));
  return (
    <ConfigPanel
      search={
        <ConfigSearch<Filters> form={filterForm} onSearch={search}>
          <Form.Item name="deptCode" label="部门">
            {deptOptions ? (
              <Select allowClear placeholder="全部" options={deptOptions} style={{ width: 200 }} />
            ) : (
              <DictionarySelect url={DEPT_DICTIONARY_URL} remote allowClear style={{ width: 200 }} />
            )}
          </Form.Item>
          <Form.Item name="dutyDescription" label="职责描述">
            <Input allowClear placeholder="请输入关键字" maxLength={100} />
          </Form.Item>
          <Form.Item name="dutyType" label="职责类型">
            <Select allowClear placeholder="全部" options={dutyTypeOptions} />
          </Form.Item>
        </ConfigSearch>
      }
      toolbar={
        <>
          <AddButton onClick={() => setEditing(null)} />
          <BatchRemoveButton count={selected.length} what="职责" onConfirm={() => removeRows(selected)} />
          {depts === 'all' && <TransferButtons onImport={() => setDialog('import')} onExport={() => setDialog('export')} />}
        </>
      }
    >
      <ConfigTable<Duty>
        rowKey="id"
        columns={columns}
        rows={page.data?.records}
        loading={page.isFetching}
        error={
          page.isError && !page.data ? { title: '职责清单加载失败', message: page.error.message, onRetry: () => void refetch() } : null
        }
        scrollX={720}
        selection={{ keys: selected, onChange: setSelected }}
        paging={{
          current: paging.current,
          size: paging.size,
          total: page.data?.total ?? 0,
          onChange: (current, size) => setPaging({ current, size }),
        }}
      />
      <DutyFormDialog duty={editing} deptOptions={deptOptions} onClose={() => setEditing(undefined)} />
      <ImportWizard open={dialog === 'import'} onClose={() => setDialog(null)} listKey={DUTY_LIST_KEY} listName={LIST_NAME} />
      <ExportDialog
        open={dialog === 'export'}
        onClose={() => setDialog(null)}
        listKey={DUTY_LIST_KEY}
        listName={LIST_NAME}
        formInline={withoutEmpty(filters)}
        selectedIds={selected}
      />
    </ConfigPanel>
  );
}

function withoutEmpty(filters: Filters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
