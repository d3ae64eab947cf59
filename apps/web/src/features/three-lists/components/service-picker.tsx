import { type DeptServiceOption, DUTY_SERVICES_MAX, type Duty } from '@onehall/contract';
import { App, Form, Input, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { FormModal, savedOk } from '../../../components/config-page/index.ts';
import { useLinkServices } from '../api/link-services.ts';
import { useServiceOptions } from '../api/query-service-options.ts';
import { useUnlinkServices } from '../api/unlink-services.ts';

const PICKER_PAGE_SIZE = 8;

export interface ServicePickerProps {
  /** The duty whose services are picked; closed while null. */
  duty: Duty | null;
  deptId: string;
  onClose: () => void;
}

/**
 * 关联服务: the department's services (shelved or not), those already linked
 * ticked. 保存 links the newly ticked ones and, after a confirmation, unlinks
 * the ones unticked: the picker sees links to services the public lists leave
 * out (not on the shelf, or for other roles), so it is where every link of the
 * department can be undone.
 */
export function ServicePicker({ duty, deptId, onClose }: ServicePickerProps) {
  const [form] = Form.useForm();
  const [name, setName] = useState('');
  const [current, setCurrent] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const [unpicked, setUnpicked] = useState<string[]>([]);
  const { modal, message } = App.useApp();
  const link = useLinkServices();
  const unlink = useUnlinkServices();
  const options = useServiceOptions(
    { deptId, dutyId: duty?.id, current, size: PICKER_PAGE_SIZE, ...(name ? { serviceName: name } : {}) },
    duty !== null,
  );

  useEffect(() => {
    if (!duty) return;
    setName('');
    setCurrent(1);
    setPicked([]);
    setUnpicked([]);
  }, [duty]);

  const confirmUnlink = (count: number) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: `取消关联 ${count} 项服务吗？`,
        content: '取消勾选的服务将不再对应这条职责。',
        okText: '取消关联',
        okButtonProps: { danger: true },
        cancelText: '返回',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  const submit = async () => {
    if (!duty) return false;
    if (picked.length === 0 && unpicked.length === 0) {
      void message.info('请勾选要关联的服务');
      return false;
    }
    if (unpicked.length > 0 && !(await confirmUnlink(unpicked.length))) return false;
    if (picked.length > 0) {
      const env = await link.mutateAsync({ dutyId: duty.id, serviceIds: picked });
      if (!savedOk(env)) return false;
    }
    if (unpicked.length > 0) {
      const env = await unlink.mutateAsync({ dutyId: duty.id, serviceIds: unpicked });
      if (!savedOk(env)) return false;
    }
    const done = [picked.length > 0 && `关联 ${picked.length} 项`, unpicked.length > 0 && `取消关联 ${unpicked.length} 项`].filter(Boolean);
    void message.success(`已${done.join('，')}服务`);
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
      submitDisabled={picked.length === 0 && unpicked.length === 0}
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
          selectedRowKeys: [...rows.filter((r) => r.linked && !unpicked.includes(r.serviceId)).map((r) => r.serviceId), ...picked],
          getCheckboxProps: (r) => ({ 'aria-label': `选择「${r.serviceName}」` }),
          onChange: (keys) => {
            const ticked = new Set(keys.map(String));
            const nextPicked = new Set(picked);
            const nextUnpicked = new Set(unpicked);
            // Only the rows of this page changed; the other pages keep their choices.
            for (const r of rows) {
              if (r.linked) {
                if (ticked.has(r.serviceId)) nextUnpicked.delete(r.serviceId);
                else nextUnpicked.add(r.serviceId);
              } else if (ticked.has(r.serviceId)) nextPicked.add(r.serviceId);
              else nextPicked.delete(r.serviceId);
            }
            setPicked([...nextPicked].slice(0, DUTY_SERVICES_MAX));
            setUnpicked([...nextUnpicked]);
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
        新勾选 {picked.length} 项，取消勾选 {unpicked.length} 项；每条职责最多关联 {DUTY_SERVICES_MAX} 项服务。
      </p>
    </FormModal>
  );
}
