import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import './iframe-host.css';
import { FRAME_REFERRER_POLICY, FRAME_SANDBOX, safeFrameUrl } from './safe-url.ts';

/** What a caller hands the iframe page, in the query string or in navigation state. */
export interface IframeTarget {
  url?: string;
  /** The menu item name shown above the frame. */
  name?: string;
  /** Route name under /home to go back to, e.g. `homePage`. */
  backPath?: string;
}

/**
 * SPEC §2 "Embedded pages": iframPage shows a configured address and the
 * menu item name. Query parameters win over navigation state so the page can
 * be bookmarked and reloaded.
 */
export function IframeHost() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as IframeTarget;
  const name = params.get('name') ?? state.name ?? '';
  const url = safeFrameUrl(params.get('url') ?? state.url);
  const backPath = params.get('backPath') ?? state.backPath;

  return (
    <section className="oh-iframe-host" aria-label={name || '嵌入页面'}>
      <div className="oh-iframe-host__bar">
        {backPath && (
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(`/home/${backPath}`)}>
            返回
          </Button>
        )}
        <Typography.Title level={4} className="oh-iframe-host__name">
          {name}
        </Typography.Title>
      </div>
      {url ? <SandboxedFrame url={url} title={name || url} /> : <Result status="warning" title="未配置页面地址" />}
    </section>
  );
}

/** Every page frame of the portal: sandboxed, and telling the framed site only our origin (docs/design/security-headers.md). */
export function SandboxedFrame({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      className="oh-iframe-host__frame"
      title={title}
      src={url}
      sandbox={FRAME_SANDBOX}
      referrerPolicy={FRAME_REFERRER_POLICY}
      allow="fullscreen; clipboard-write"
    />
  );
}
