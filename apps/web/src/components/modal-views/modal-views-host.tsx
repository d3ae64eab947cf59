import { Modal } from 'antd';
import { useModalViewsStore } from '../../stores/modal-views.ts';
import { safeFrameUrl } from '../iframe-host/safe-url.ts';

/** Renders every open modal view of the modal-views store (SPEC §3 "Modal view"). */
export function ModalViewsHost() {
  const views = useModalViewsStore((s) => s.views);
  const close = useModalViewsStore((s) => s.close);

  return views.map(({ modelId, hidden, config }) => {
    const title = config.title ?? '';
    const src = safeFrameUrl(config.serviceConfig?.serviceHref);
    return (
      <Modal
        key={modelId}
        open={!hidden}
        title={title}
        width={config.width}
        footer={null}
        centered
        destroyOnHidden
        onCancel={() => close(modelId)}
        styles={{ body: { height: config.height, padding: 0 } }}
      >
        {src && <iframe title={title || src} src={src} style={{ width: '100%', height: '100%', border: 0 }} />}
      </Modal>
    );
  });
}
