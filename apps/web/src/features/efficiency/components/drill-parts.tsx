import { Button } from 'antd';
import type { ReactNode } from 'react';

/** A department, service or process chosen on the way down. */
export interface Named {
  id: string;
  name: string;
}

/** A row's name as the button that opens the level below it. */
export const DrillLink = ({ name, hint, onOpen }: { name: string; hint: string; onOpen: () => void }) => (
  <Button type="link" className="oh-eff-drill-link" aria-label={`${name}：${hint}`} onClick={onOpen}>
    {name}
  </Button>
);

/** A level's toolbar: what it lists, and 导出 for signed-in users. */
export function LevelBar({ caption, children }: { caption: string; children?: ReactNode }) {
  return (
    <div className="oh-eff-report__bar">
      <p className="oh-eff-report__caption">{caption}</p>
      {children}
    </div>
  );
}
