import { ArrowLeftOutlined } from '@ant-design/icons';
import { FRAME_NOT_ALLOWED_TEXT, isSitePath } from '@onehall/contract';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { frameAllowed, isSameSite, SandboxedFrame, safeFrameUrl } from '../../../components/iframe-host/index.ts';
import '../../../components/iframe-host/iframe-host.css';
import { useFramableOrigins } from '../api/get-framable-origins.ts';

/** Only a same-site path is followed back (not `//evil` nor `/\evil`); anything else returns to the hall. */
export function backTarget(raw: string | null): string {
  return raw && isSitePath(raw) ? raw : '/home/serviceHall';
}

/**
 * The frame, once the address is known to be allowed: this site, or the
 * origin of an in-page service the user may see. The server's CSP frame-src
 * enforces the same rule in the browser.
 */
function ServiceFrame({ url, name }: { url: string; name: string }) {
  const sameSite = isSameSite(url);
  const origins = useFramableOrigins(!sameSite);
  if (!sameSite && origins.isPending) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 24 }} />;
  if (!sameSite && origins.isError) {
    return (
      <Result
        status="warning"
        title="暂时无法确认该地址能否嵌入，请稍后重试"
        extra={
          <Button type="primary" onClick={() => void origins.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!frameAllowed(url, origins.data ?? [])) return <Result status="warning" title={FRAME_NOT_ALLOWED_TEXT} />;
  return <SandboxedFrame url={url} title={name || url} />;
}

/** /home/serviceIframPage (SPEC §2, §9 open way 1001): the service inside the portal, with the way back. */
export default function ServiceIframePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const name = params.get('name') ?? '';
  const url = safeFrameUrl(params.get('url'));
  return (
    <section className="oh-iframe-host" aria-label={name || '服务页面'}>
      <div className="oh-iframe-host__bar">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(backTarget(params.get('backPath')))}>
          返回
        </Button>
        <Typography.Title level={4} className="oh-iframe-host__name">
          {name}
        </Typography.Title>
      </div>
      {url ? <ServiceFrame url={url} name={name} /> : <Result status="warning" title="未配置页面地址" />}
    </section>
  );
}
