import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form shown in a panel rather than in a `FormModal` / `FormDrawer` (a
 * page's single settings, such as 密码规则 or 待办数量提醒): the overlays'
 * widths (560 px, 720 with `wide`) and their footer, 取消 then 保存, where
 * 取消 puts back the saved values.
 */
export function PanelForm({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={wide ? 'oh-panel-form oh-panel-form--wide' : 'oh-panel-form'}>{children}</div>;
}

/** The footer of a `PanelForm`, inside its antd `Form`: 取消 (back to the saved values), then 保存 (submits). */
export function PanelFormActions({
  saving,
  onCancel,
  submitText = '保存',
}: {
  saving: boolean;
  onCancel: () => void;
  submitText?: string;
}) {
  return (
    <div className="oh-panel-form__actions">
      <Button onClick={onCancel} disabled={saving}>
        取消
      </Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitText}
      </Button>
    </div>
  );
}
