import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Duty } from '@onehall/contract';
import { App, Button, Empty, Flex, Form, Input, Popconfirm, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ExportDialog, ImportWizard } from '../../../components/batch-transfer/index.ts';
import { DictionarySelect } from '../../../components/dictionary-select/index.ts';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { AppEvents, on } from '../../../stores/events.ts';
import { type DutyPageQuery, useDutyPage } from '../api/get-duty-page.ts';
import { useRemoveDuties } from '../api/remove-duties.ts';
import { DEPT_DICTIONARY_URL, DUTY_LIST_KEY, DutyFormDialog, dutyTypeOptions } from '../components/duty-form-dialog.tsx';
import './duty-list-page.css';

const LIST_NAME = '部门职责清单';
const PAGE_SIZE = 10;

interface Filters {
  deptCode?: string;
  dutyDescription?: string;
  dutyType?: string;
}

/** /home/deptResponsibilityListConfig: the department duty list with bulk import and export (SPEC §2, issue 5). */
export default function DutyListPage() {
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
    { title: '职责类型', dataIndex: 'dutyTypeName', width: 110 },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, duty) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setEditing(duty)}>
            编辑
          </Button>
          <Popconfirm title="确定删除该职责吗？" okText="删除" cancelText="取消" onConfirm={() => removeRows([duty.id])}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title="部门职责清单配置">
      <Form<Filters> form={filterForm} layout="inline" className="oh-duties-filters" onFinish={search}>
        <Form.Item name="deptCode" label="部门">
          <DictionarySelect url={DEPT_DICTIONARY_URL} remote allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="dutyDescription" label="职责描述">
          <Input allowClear placeholder="请输入关键字" maxLength={100} />
        </Form.Item>
        <Form.Item name="dutyType" label="职责类型">
          <Select allowClear placeholder="全部" options={dutyTypeOptions} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                filterForm.resetFields();
                search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Flex wrap gap={8} className="oh-duties-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增
        </Button>
        <Popconfirm
          title={`确定删除勾选的 ${selected.length} 条职责吗？`}
          okText="删除"
          cancelText="取消"
          disabled={selected.length === 0}
          onConfirm={() => removeRows(selected)}
        >
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
            批量删除
          </Button>
        </Popconfirm>
        <Button icon={<UploadOutlined />} onClick={() => setDialog('import')}>
          批量导入
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => setDialog('export')}>
          批量导出
        </Button>
      </Flex>
      {page.isError && !page.data ? (
        <Result
          status="error"
          title="职责清单加载失败"
          subTitle={page.error.message}
          extra={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : (
        <Table<Duty>
          rowKey="id"
          size="middle"
          loading={page.isFetching}
          columns={columns}
          dataSource={page.data?.records ?? []}
          scroll={{ x: 720 }}
          locale={{ emptyText: <Empty description="暂无数据" /> }}
          rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{
            current: paging.current,
            pageSize: paging.size,
            total: page.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (current, size) => setPaging({ current: size === paging.size ? current : 1, size }),
          }}
        />
      )}
      <DutyFormDialog duty={editing} onClose={() => setEditing(undefined)} />
      <ImportWizard open={dialog === 'import'} onClose={() => setDialog(null)} listKey={DUTY_LIST_KEY} listName={LIST_NAME} />
      <ExportDialog
        open={dialog === 'export'}
        onClose={() => setDialog(null)}
        listKey={DUTY_LIST_KEY}
        listName={LIST_NAME}
        formInline={withoutEmpty(filters)}
        selectedIds={selected}
      />
    </PageFrame>
  );
}

function withoutEmpty(filters: Filters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
