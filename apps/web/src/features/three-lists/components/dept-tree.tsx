import type { InventoryCategory } from '@onehall/contract';
import { Empty, Input } from 'antd';
import { useState } from 'react';
import { filterTree } from '../lib/tree.ts';

export interface DeptTreeProps {
  tree: readonly InventoryCategory[];
  selectedId: string | null;
  onSelect: (deptId: string) => void;
}

/** Departments grouped by category, with their counts; a filter narrows them by name or code. */
export function DeptTree({ tree, selectedId, onSelect }: DeptTreeProps) {
  const [text, setText] = useState('');
  const shown = filterTree(tree, text);
  return (
    <nav className="oh-tl-tree" aria-label="部门">
      <Input
        allowClear
        placeholder="筛选部门"
        aria-label="筛选部门"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="oh-tl-tree__filter"
      />
      <p className="oh-tl-tree__legend">
        <span>部门</span>
        <span>职责 / 服务</span>
      </p>
      {shown.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
      {shown.map((c) => (
        <section key={c.id || 'none'} className="oh-tl-tree__category" aria-label={c.name}>
          <h2 className="oh-tl-tree__category-name">
            {c.name}
            <span className="oh-tl-tree__category-count">{c.deptCount} 个部门</span>
          </h2>
          <ul className="oh-tl-tree__depts">
            {c.depts.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  className={`oh-tl-tree__dept${d.id === selectedId ? ' oh-tl-tree__dept--on' : ''}`}
                  aria-current={d.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(d.id)}
                >
                  <span className="oh-tl-tree__dept-name">{d.name}</span>
                  <span className="oh-tl-tree__dept-counts" title={`职责 ${d.dutyCount} 项，服务 ${d.serviceCount} 项`}>
                    <span className="oh-tl-sr">职责</span>
                    {d.dutyCount}
                    <span aria-hidden> / </span>
                    <span className="oh-tl-sr">服务</span>
                    {d.serviceCount}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
