import { Button, Popconfirm, Space } from 'antd';

export interface RowActionsProps {
  /** What the row is, e.g. 卡片, for the confirmation text. */
  kind: string;
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * The 编辑 / 删除 actions of a configuration table row; deleting asks first.
 * Text links, as on the other configuration pages (antd also leaves a link's
 * two characters unspaced, where an outlined button reads 编 辑).
 */
export function RowActions({ kind, name, onEdit, onRemove }: RowActionsProps) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm title={`确定删除${kind}「${name}」吗？`} okText="删除" cancelText="取消" onConfirm={onRemove}>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
