import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** One text-link action of a table row (权限, 重置密钥, 下架 …). */
export interface RowAction {
  label: string;
  onClick: () => unknown;
  /** Names the row for screen readers when the label alone is ambiguous, e.g. 卡片权限：迎新. */
  ariaLabel?: string;
  danger?: boolean;
  /** Asks before acting: what happens, and the confirming button's text (确定 unless given). */
  confirm?: { title: ReactNode; description?: ReactNode; okText?: string };
  /** Why the action cannot be taken on this row; the link is disabled and says so on hover. */
  disabledReason?: string;
  /** Inert for a reason the row shows itself (the first row cannot move up). */
  disabled?: boolean;
}

export interface RowActionsProps {
  /** 编辑, first. */
  onEdit?: () => void;
  /** Actions between 编辑 and 删除. */
  extra?: (RowAction | false | null | undefined)[];
  /** 删除, last, always behind a confirmation; a returned promise keeps the confirming button busy until it settles. */
  remove?: { title: ReactNode; description?: ReactNode; onConfirm: () => unknown; disabledReason?: string };
  /** What the row is called, added to the links' accessible names (编辑「迎新」). */
  name?: string;
}

function ActionLink({ action, name }: { action: RowAction; name?: string }) {
  const ariaLabel = action.ariaLabel ?? (name ? `${action.label}「${name}」` : undefined);
  const link = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={action.disabled || !!action.disabledReason}
      aria-label={ariaLabel}
      onClick={action.confirm ? undefined : () => void action.onClick()}
    >
      {action.label}
    </Button>
  );
  // A disabled button gets no pointer events; the span around it shows why on hover.
  if (action.disabledReason) {
    return (
      <Tooltip title={action.disabledReason}>
        <span className="oh-row-actions__disabled">{link}</span>
      </Tooltip>
    );
  }
  if (!action.confirm) return link;
  return (
    <Popconfirm
      title={action.confirm.title}
      description={action.confirm.description}
      okText={action.confirm.okText ?? '确定'}
      okButtonProps={{ danger: action.danger }}
      cancelText="取消"
      // A keyboard user lands on the harmless choice; Tab reaches the confirming one.
      cancelButtonProps={{ autoFocus: true }}
      onConfirm={() => action.onClick()}
    >
      {link}
    </Popconfirm>
  );
}

/**
 * The actions of a configuration table row as text links, in one order:
 * 编辑, the row's own actions, then 删除 behind a confirmation. Links are
 * buttons, so Tab reaches them and Enter opens the confirmation.
 */
export function RowActions({ onEdit, extra = [], remove, name }: RowActionsProps) {
  const actions: RowAction[] = [];
  if (onEdit) actions.push({ label: '编辑', onClick: onEdit });
  for (const a of extra) if (a) actions.push(a);
  if (remove) {
    actions.push({
      label: '删除',
      danger: true,
      onClick: remove.onConfirm,
      confirm: { title: remove.title, description: remove.description, okText: '删除' },
      disabledReason: remove.disabledReason,
    });
  }
  return (
    <span className="oh-row-actions">
      {actions.map((a) => (
        <ActionLink key={a.label} action={a} name={name} />
      ))}
    </span>
  );
}
