import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ExportDialog } from '../../../components/batch-transfer/index.ts';
import type { ExportTarget } from '../lib/export-lists.ts';

/** 导出: the table through the shared export dialog (fields, file name, range, progress, download). */
export function ExportButton({ target, name }: { target: ExportTarget; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<ExportOutlined />} onClick={() => setOpen(true)} aria-label={`导出${name}`}>
        导出
      </Button>
      <ExportDialog
        open={open}
        onClose={() => setOpen(false)}
        listKey={target.listKey}
        listName={target.listName}
        recordId={target.recordId}
        formInline={target.formInline}
      />
    </>
  );
}
