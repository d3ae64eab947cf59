import type { InventoryDuty } from '@onehall/contract';
import { Tag } from 'antd';
import { dutyTypeLabel } from '../lib/tree.ts';

export interface DutyItemsProps {
  duties: readonly InventoryDuty[];
  /** The number of the first duty on this page (paging continues the numbering). */
  firstNumber: number;
  /** School-wide search results name each duty's department, which opens it. */
  onPickDept?: (deptId: string) => void;
}

/** 职责清单: description, type and basis of each duty, and how many services carry it out. */
export function DutyItems({ duties, firstNumber, onPickDept }: DutyItemsProps) {
  return (
    <ol className="oh-tl-duties" start={firstNumber}>
      {duties.map((d, i) => (
        <li key={d.id} className="oh-tl-duty">
          <span className="oh-tl-duty__number" aria-hidden>
            {firstNumber + i}
          </span>
          <div className="oh-tl-duty__body">
            <p className="oh-tl-duty__description">{d.dutyDescription}</p>
            <div className="oh-tl-duty__meta">
              <Tag color={d.dutyType ? 'blue' : undefined}>{dutyTypeLabel(d)}</Tag>
              {d.serviceCount > 0 ? (
                <span className="oh-tl-duty__services">对应服务 {d.serviceCount} 项</span>
              ) : (
                <Tag className="oh-tl-mark">暂无对应服务</Tag>
              )}
              {onPickDept && (
                <button type="button" className="oh-tl-link" onClick={() => onPickDept(d.deptId)}>
                  {d.deptName}
                </button>
              )}
            </div>
            {d.basis && (
              <p className="oh-tl-duty__basis">
                <span className="oh-tl-duty__basis-label">职责依据：</span>
                {d.basis}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
