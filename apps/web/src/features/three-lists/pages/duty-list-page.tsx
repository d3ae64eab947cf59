import type { DeptNode } from '@onehall/contract';
import { useState } from 'react';
import { useDeptTreePower, useHoldsThreeListsMenu } from '../../../api/dept-scope.ts';
import { ConfigPage } from '../../../components/config-page/index.ts';
import { DeptsPanel } from '../components/depts-panel.tsx';
import { type DeptChoice, DutyListPanel } from '../components/duty-list-panel.tsx';
import { LinksPanel } from '../components/links-panel.tsx';
import '../components/three-lists-config.css';

const flatten = (nodes: readonly DeptNode[]): DeptChoice[] =>
  nodes.flatMap((n) => [{ code: n.code, name: n.name }, ...flatten(n.children)]);

/**
 * /home/deptResponsibilityListConfig (SPEC §2): where departments are maintained — their duties, information
 * and duty ↔ service links. Open to threeListsConfig holders (every department, with bulk import and export)
 * and to department administrators (their departments; the route guard lets in only those the server names).
 */
export default function DutyListPage() {
  const holdsMenu = useHoldsThreeListsMenu();
  const tree = useDeptTreePower(!holdsMenu);
  const [tab, setTab] = useState('duties');
  const depts = holdsMenu ? 'all' : tree.data && flatten(tree.data);
  const description =
    depts === 'all' || !depts
      ? '维护各部门的职责清单、部门信息以及职责与服务的对应关系，支持批量导入导出职责。'
      : `维护您管理的部门（${depts.map((d) => d.name).join('、')}）的职责清单、部门信息以及职责与服务的对应关系。`;
  return (
    <ConfigPage
      title="部门职责清单配置"
      description={description}
      tabs={{
        activeKey: tab,
        onChange: setTab,
        destroyOnHidden: true,
        items: [
          { key: 'duties', label: '职责清单', children: <DutyListPanel depts={depts} /> },
          { key: 'depts', label: '部门信息', children: <DeptsPanel /> },
          { key: 'links', label: '职责与服务', children: <LinksPanel /> },
        ],
      }}
    />
  );
}
