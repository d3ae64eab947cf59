import { SettingOutlined } from '@ant-design/icons';
import { Button, Modal, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';

const CardManagementBody = lazy(() => import('./card-management-body.tsx').then((m) => ({ default: m.CardManagementBody })));

/**
 * 卡片管理 (SPEC §2): the signed-in user shows, hides and re-orders their own
 * cards within each type; cards the administrator fixed cannot be hidden.
 * Saved on the server, so every device shows the same home page.
 */
export function CardManagement() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        卡片管理
      </Button>
      <Modal open={open} title="卡片管理" footer={null} onCancel={() => setOpen(false)} width={520}>
        {open && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <CardManagementBody onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
