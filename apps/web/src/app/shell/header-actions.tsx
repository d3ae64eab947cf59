import { BellOutlined, SearchOutlined } from '@ant-design/icons';
import { parseNoticeContent } from '@onehall/contract';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUiStore } from '../../stores/ui.ts';

/** The service hall, which searches for its `keyword` parameter on arrival (features/services ServiceCentre). */
export const serviceHallSearchPath = (keyword: string) => `/home/serviceHall?keyword=${encodeURIComponent(keyword)}`;

/** Searches services from any page: opens the service hall with the words typed. */
export function ServiceSearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = words.trim();
    if (!keyword) return;
    navigate(serviceHallSearchPath(keyword));
    setWords('');
    onSearched?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark through the role, which every supported browser maps (<search> is newer).
    <form role="search" className="oh-shell-search" onSubmit={submit}>
      <input
        type="search"
        className="oh-shell-search__input"
        aria-label="搜索服务"
        placeholder="搜索服务"
        maxLength={50}
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
      <button type="submit" className="oh-shell-search__button" aria-label="搜索">
        <SearchOutlined />
      </button>
    </form>
  );
}

/** The important notices received this session (stores/ui.ts), counted on a bell; the list can be emptied here. */
export function NoticesEntry() {
  const notices = useUiStore((s) => s.notices);
  const clearNotices = useUiStore((s) => s.clearNotices);
  const items: MenuProps['items'] =
    notices.length === 0
      ? [{ key: 'none', label: '暂无重要通知', disabled: true }]
      : [
          ...notices.map((n) => ({
            key: n.messageId,
            label: [n.fromUserName, parseNoticeContent(n.content).title].filter(Boolean).join('：'),
          })),
          { type: 'divider' as const },
          { key: 'clear', label: '清空通知' },
        ];
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: ({ key }) => key === 'clear' && clearNotices() }}>
      <Button type="text" className="oh-shell-notices__button" aria-label={`重要通知，${notices.length} 条未读`}>
        <Badge count={notices.length} size="small" offset={[2, -2]}>
          <BellOutlined className="oh-shell-notices__icon" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
