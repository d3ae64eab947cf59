import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Envelope } from '@onehall/contract';
import { Button, Popconfirm } from 'antd';
import { isOk } from '../../api/client.ts';
import { reportError } from '../../api/errors.ts';

/** The primary action of a list, first in its toolbar. */
export function AddButton({ label = '新增', onClick, disabled }: { label?: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

/** 批量删除 the ticked rows, after confirming how many go; inert while none is ticked. */
export function BatchRemoveButton({ count, what, onConfirm }: { count: number; what: string; onConfirm: () => unknown }) {
  return (
    <Popconfirm
      title={`确定删除勾选的 ${count} 条${what}吗？`}
      okText="删除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      cancelButtonProps={{ autoFocus: true }}
      disabled={count === 0}
      onConfirm={() => onConfirm()}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} disabled={count === 0}>
        批量删除
      </Button>
    </Popconfirm>
  );
}

/** 批量导入 and 批量导出, opening the shared transfer dialogs (components/batch-transfer). */
export function TransferButtons({ onImport, onExport }: { onImport?: () => void; onExport?: () => void }) {
  return (
    <>
      {onImport && (
        <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
          批量导入
        </Button>
      )}
      {onExport && (
        <Button icon={<DownloadOutlined aria-hidden />} onClick={onExport}>
          批量导出
        </Button>
      )}
    </>
  );
}

/** For a form's `onSubmit`: `true` when the write went through, else the refusal is shown and the form stays open. */
export function savedOk(env: Envelope<unknown>): boolean {
  if (isOk(env)) return true;
  reportError(env);
  return false;
}
