import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { safeFrameUrl } from '../../../components/iframe-host/index.ts';
import '../../../components/iframe-host/iframe-host.css';

/** Only a same-site path is followed back; anything else returns to the hall. */
export function backTarget(raw: string | null): string {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : '/home/serviceHall';
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
      {url ? (
        <iframe className="oh-iframe-host__frame" title={name || url} src={url} allow="fullscreen; clipboard-write" />
      ) : (
        <Result status="warning" title="未配置页面地址" />
      )}
    </section>
  );
}
