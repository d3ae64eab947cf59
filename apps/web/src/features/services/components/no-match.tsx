import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { iframPagePath } from '../../../components/iframe-host/index.ts';
import { selectRobotConfig, useSessionStore } from '../../../stores/session.ts';
import type { CentreFilter } from '../api/centre.ts';
import { useClosestServices } from '../api/get-closest-services.ts';
import { useHeatWords } from '../api/get-heat-words.ts';

export interface NoMatchProps {
  keyword: string;
  serviceType: CentreFilter;
  signedIn: boolean;
  onSearch: (keyword: string) => void;
  onPickService: (serviceId: string) => void;
}

/** The help desk's entry in the user menu has this name (app shell); the search offers the same address. */
const HELP_DESK_NAME = '帮助与反馈';

/**
 * A search that found nothing: the nearest services (您是不是要找), the hot
 * words, and the help desk, so the person is never left at a dead end.
 */
export function NoMatch({ keyword, serviceType, signedIn, onSearch, onPickService }: NoMatchProps) {
  const closest = useClosestServices(keyword, serviceType, signedIn, true);
  const heatWords = useHeatWords(signedIn);
  const helpUrl = useSessionStore(selectRobotConfig)?.helpFeedbackUrl ?? '';
  const navigate = useNavigate();
  // Signed in, the help desk opens in the portal's frame page like the user menu's entry; a visitor has no shell, so it gets a tab.
  const openHelp = () =>
    signedIn ? navigate(iframPagePath(helpUrl, HELP_DESK_NAME)) : window.open(helpUrl, '_blank', 'noopener,noreferrer');
  const words = (heatWords.data ?? []).filter((w) => w.word !== keyword);
  return (
    <section className="oh-no-match" aria-label="没有找到相关服务">
      <Empty description={`没有找到与“${keyword}”相关的服务`} />
      {closest.data && closest.data.length > 0 && (
        <div className="oh-no-match__line">
          <Typography.Text type="secondary">您是不是要找：</Typography.Text>
          <Space wrap size={[8, 4]}>
            {closest.data.map((s) => (
              <Button key={s.serviceId} type="link" size="small" onClick={() => onPickService(s.serviceId)}>
                {s.serviceName}
              </Button>
            ))}
          </Space>
        </div>
      )}
      {words.length > 0 && (
        <div className="oh-no-match__line">
          <Typography.Text type="secondary">大家都在搜：</Typography.Text>
          {words.map((w) => (
            <Tag.CheckableTag key={w.word} checked={false} onChange={() => onSearch(w.word)}>
              {w.word}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
      {helpUrl && (
        <div className="oh-no-match__line">
          <Typography.Text type="secondary">还是找不到？</Typography.Text>
          <Button type="link" size="small" icon={<CustomerServiceOutlined />} onClick={openHelp}>
            {HELP_DESK_NAME}
          </Button>
        </div>
      )}
    </section>
  );
}
