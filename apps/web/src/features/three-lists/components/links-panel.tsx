import type { DeptNode, DeptServiceOption, Duty } from '@onehall/contract';
import { Alert, App, Form, type TableColumnsType, Tag, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useDeptTreePower } from '../../../api/dept-scope.ts';
import { ConfigPanel, ConfigTable, RowActions, savedOk } from '../../../components/config-page/index.ts';
import { useAdminRelation } from '../api/get-admin-relation.ts';
import { useDutyPage } from '../api/get-duty-page.ts';
import { useUnlinkServices } from '../api/unlink-services.ts';
import { dutyTypeLabel } from '../lib/tree.ts';
import { ServicePicker } from './service-picker.tsx';

interface TreeOption {
  title: string;
  value: string;
  code: string;
  children: TreeOption[];
}

const toOptions = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, code: n.code, children: toOptions(n.children) }));

function findNode(nodes: readonly DeptNode[], id: string): DeptNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The first department without sub-departments, in tree order: the school's root holds no duties itself. */
function firstLeaf(nodes: readonly DeptNode[]): DeptNode | undefined {
  for (const n of nodes) {
    if (n.children.length === 0) return n;
    const leaf = firstLeaf(n.children);
    if (leaf) return leaf;
  }
  return undefined;
}

/** Names shown in the notice: a long list would push the duties below a phone's screen. */
const NAMES_SHOWN = 8;
const namesOf = (names: readonly string[]) =>
  names.length > NAMES_SHOWN ? `${names.slice(0, NAMES_SHOWN).join('、')} 等 ${names.length} 项` : names.join('、');

/**
 * 职责与服务: a department's duties, each with the services that carry it out;
 * 关联服务 opens the picker, and a service's × unlinks it after a confirmation.
 */
export function LinksPanel() {
  const { modal, message } = App.useApp();
  const tree = useDeptTreePower();
  const [chosen, setChosen] = useState<string | null>(null);
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [picking, setPicking] = useState<Duty | null>(null);
  const nodes = tree.data ?? [];
  const deptId = chosen ?? firstLeaf(nodes)?.id ?? null;
  const dept = deptId ? findNode(nodes, deptId) : undefined;
  const duties = useDutyPage({ deptCode: dept?.code ?? '', ...paging }, !!dept);
  // Every linked service per duty, shelved or not, whatever the public page shows (the administrators' relation).
  const relation = useAdminRelation(dept ? deptId : null);
  const unlink = useUnlinkServices();
  const linked = useMemo(() => new Map((relation.data?.duties ?? []).map((d) => [d.duty.id, d.services])), [relation.data]);

  const confirmUnlink = (duty: Duty, service: DeptServiceOption) =>
    modal.confirm({
      title: `取消关联「${service.serviceName}」吗？`,
      content: `该服务将不再对应职责「${duty.dutyDescription.slice(0, 40)}」。`,
      okText: '取消关联',
      okButtonProps: { danger: true },
      cancelText: '保留',
      onOk: async () => {
        const env = await unlink.mutateAsync({ dutyId: duty.id, serviceIds: [service.serviceId] });
        if (savedOk(env)) void message.success('已取消关联');
      },
    });

  const columns: TableColumnsType<Duty> = [
    { title: '职责描述', dataIndex: 'dutyDescription', ellipsis: true },
    { title: '职责类型', key: 'type', width: 100, render: (_, d) => dutyTypeLabel(d) },
    {
      title: '对应服务',
      key: 'services',
      width: 360,
      render: (_, d) => {
        if (!relation.data) return '—';
        const services = linked.get(d.id) ?? [];
        if (services.length === 0) return <Tag className="oh-tl-mark">暂无对应服务</Tag>;
        return (
          <span className="oh-tl-link-tags">
            {services.map((s) => (
              <Tag key={s.serviceId} className="oh-tl-link-tag">
                {s.serviceName}
                {!s.shelf && <span className="oh-tl-link-tag__note">（未上架）</span>}
                {s.deptId !== deptId && <span className="oh-tl-link-tag__note">（{s.deptName}）</span>}
                <button
                  type="button"
                  className="oh-tl-unlink"
                  aria-label={`取消关联「${s.serviceName}」`}
                  title="取消关联"
                  onClick={() => confirmUnlink(d, s)}
                >
                  ×
                </button>
              </Tag>
            ))}
          </span>
        );
      },
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, d) => <RowActions name={d.dutyDescription.slice(0, 20)} extra={[{ label: '关联服务', onClick: () => setPicking(d) }]} />,
    },
  ];

  return (
    <ConfigPanel
      search={
        <Form layout="inline" className="oh-config-search">
          <Form.Item label="部门" htmlFor="oh-tl-links-dept">
            <TreeSelect<string>
              id="oh-tl-links-dept"
              value={deptId ?? undefined}
              treeData={toOptions(nodes)}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              loading={tree.isPending}
              placeholder="请选择部门"
              style={{ width: 260 }}
              onChange={(v) => {
                setChosen(v);
                setPaging((p) => ({ ...p, current: 1 }));
              }}
            />
          </Form.Item>
        </Form>
      }
      notice={
        relation.isError ? (
          <Alert type="error" showIcon title={`已关联的服务加载失败：${relation.error.message}`} />
        ) : relation.data && relation.data.servicesWithoutDuty.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={`${relation.data.servicesWithoutDuty.length} 项服务尚未对应职责`}
            description={namesOf(relation.data.servicesWithoutDuty.map((s) => s.serviceName))}
          />
        ) : null
      }
    >
      <ConfigTable<Duty>
        rowKey="id"
        columns={columns}
        rows={dept ? duties.data?.records : []}
        loading={duties.isFetching || tree.isPending}
        error={
          tree.isError
            ? { title: '部门加载失败', message: tree.error.message, onRetry: () => void tree.refetch() }
            : duties.isError && !duties.data
              ? { title: '职责加载失败', message: duties.error.message, onRetry: () => void duties.refetch() }
              : null
        }
        empty={dept ? '该部门暂无职责，请先在部门职责清单中新增' : '暂无数据'}
        scrollX={900}
        paging={{ ...paging, total: duties.data?.total ?? 0, onChange: (current, size) => setPaging({ current, size }) }}
      />
      {deptId && <ServicePicker duty={picking} deptId={deptId} onClose={() => setPicking(null)} />}
    </ConfigPanel>
  );
}
