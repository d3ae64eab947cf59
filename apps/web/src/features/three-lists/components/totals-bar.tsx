import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import type { InventoryTotals } from '../api/get-count.ts';
import type { DeptServiceCount } from '../api/get-service-count.ts';

/** How many departments the services-per-department chart shows before 展开全部 (4 on a phone, three-lists.css). */
export const SERVICE_COUNT_PREVIEW = 8;
const PHONE_PREVIEW = 4;

export interface TotalsBarProps {
  totals: InventoryTotals | undefined;
  totalsLoading: boolean;
  serviceCounts: DeptServiceCount[] | undefined;
  /** Picks a department from the chart. */
  onPickDept: (deptId: string) => void;
}

/** School-wide totals and services per department (threeInventoryCount, serviceCount). */
export function TotalsBar({ totals, totalsLoading, serviceCounts, onPickDept }: TotalsBarProps) {
  const [expanded, setExpanded] = useState(false);
  const figures = [
    { label: '公开部门', value: totals?.deptCount, unit: '个' },
    { label: '职责', value: totals?.dutyCount, unit: '项' },
    { label: '服务', value: totals?.serviceCount, unit: '项' },
    { label: '职责与服务关联', value: totals?.linkCount, unit: '条' },
  ];
  const counts = serviceCounts ?? [];
  const max = Math.max(1, ...counts.map((c) => c.serviceCount));
  const shown = expanded ? counts : counts.slice(0, SERVICE_COUNT_PREVIEW);
  return (
    <section className="oh-tl-totals" aria-label="全校统计">
      <ul className="oh-tl-totals__figures">
        {figures.map((f) => (
          <li key={f.label} className="oh-tl-totals__figure">
            <span className="oh-tl-totals__value">
              {totalsLoading || f.value === undefined ? <Skeleton.Button active size="small" /> : f.value}
              {!totalsLoading && f.value !== undefined && <small> {f.unit}</small>}
            </span>
            <span className="oh-tl-totals__label">{f.label}</span>
          </li>
        ))}
      </ul>
      {counts.length > 0 && (
        <div className="oh-tl-totals__per-dept">
          <h2 className="oh-tl-totals__heading">各部门服务数</h2>
          <ol className={`oh-tl-bars${expanded ? '' : ' oh-tl-bars--preview'}`}>
            {shown.map((c) => (
              <li key={c.deptId} className="oh-tl-bars__row">
                <button type="button" className="oh-tl-bars__name" title={c.deptName} onClick={() => onPickDept(c.deptId)}>
                  {c.deptName}
                </button>
                <span className="oh-tl-bars__track" aria-hidden>
                  <span className="oh-tl-bars__fill" style={{ width: `${(c.serviceCount / max) * 100}%` }} />
                </span>
                <span className="oh-tl-bars__count">{c.serviceCount} 项</span>
              </li>
            ))}
          </ol>
          {counts.length > PHONE_PREVIEW && (
            <Button
              type="link"
              size="small"
              // Between 5 and 8 departments only a phone hides some of them.
              className={counts.length > SERVICE_COUNT_PREVIEW ? undefined : 'oh-tl-bars__more--phone'}
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
            >
              {expanded ? '收起' : `展开全部 ${counts.length} 个部门`}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
