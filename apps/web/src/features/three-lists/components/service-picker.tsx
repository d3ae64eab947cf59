import { type DeptServiceOption, DUTY_SERVICES_MAX, type Duty } from '@onehall/contract';
import { App, Form, Input, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { FormModal, savedOk } from '../../../components/config-page/index.ts';
import { useLinkServices } from '../api/link-services.ts';
import { useServiceOptions } from '../api/query-service-options.ts';

const PICKER_PAGE_SIZE = 8;

export interface ServicePickerProps {
  /** The duty whose services are picked; closed while null. */
  duty: Duty | null;
  deptId: string;
  onClose: () => void;
}

/**
 * 关联服务: the department's services (shelved or not), those already linked
 * ticked and fixed; ticking more and 保存 links them. Unlinking is on the
 * duty's row, behind a confirmation.
 */
export function ServicePicker({ duty, deptId, onClose }: ServicePickerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [name, setName] = useState('');
  const [current, setCurrent] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const link = useLinkServices();
  const options = useServiceOptions(
    { deptId, dutyId: duty?.id, current, size: PICKER_PAGE_SIZE, ...(name ? { serviceName: name } : {}) },
    duty !== null,
  );

  useEffect(() => {
    if (!duty) return;
    setName('');
    setCurrent(1);
    setPicked([]);
  }, [duty]);

  const submit = async () => {
    if (!duty) return false;
    if (picked.length === 0) {
      void message.info('请勾选要关联的服务');
      return false;
    }
    const env = await link.mutateAsync({ dutyId: duty.id, serviceIds: picked });
    if (!savedOk(env)) return false;
    void message.success(`已关联 ${picked.length} 项服务`);
    return true;
  };

  const rows = options.data?.records ?? [];
  return (
    <FormModal
      open={duty !== null}
      title="关联服务"
      form={form}
      width="wide"
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={picked.length === 0}
    >
      {duty && <p className="oh-tl-picker__duty">职责：{duty.dutyDescription}</p>}
      <Input.Search
        allowClear
        placeholder="按服务名称查找"
        aria-label="按服务名称查找"
        maxLength={50}
        onSearch={(v) => {
          setName(v.trim());
          setCurrent(1);
        }}
        className="oh-tl-picker__search"
      />
      <Table<DeptServiceOption>
        size="small"
        rowKey="serviceId"
        loading={options.isFetching}
        dataSource={rows}
        locale={{ emptyText: options.isError ? options.error.message : '暂无数据' }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...rows.filter((r) => r.linked).map((r) => r.serviceId), ...picked],
          getCheckboxProps: (r) => ({ disabled: r.linked, 'aria-label': `选择「${r.serviceName}」` }),
          onChange: (keys) => {
            const linked = new Set(rows.filter((r) => r.linked).map((r) => r.serviceId));
            setPicked(
              keys
                .map(String)
                .filter((k) => !linked.has(k))
                .slice(0, DUTY_SERVICES_MAX),
            );
          },
        }}
        columns={[
          { title: '服务名称', dataIndex: 'serviceName' },
          {
            title: '状态',
            key: 'state',
            width: 200,
            render: (_, r) => (
              <>
                {r.linked && <Tag color="success">已关联</Tag>}
                {!r.shelf && <Tag>未上架</Tag>}
                {r.visitorVisible && <Tag color="blue">访客可见</Tag>}
              </>
            ),
          },
        ]}
        pagination={{
          current,
          pageSize: PICKER_PAGE_SIZE,
          total: options.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 项`,
          onChange: setCurrent,
          hideOnSinglePage: true,
        }}
      />
      <p className="oh-tl-picker__hint">
        已勾选 {picked.length} 项新服务；每条职责最多关联 {DUTY_SERVICES_MAX} 项服务。
      </p>
    </FormModal>
  );
}
