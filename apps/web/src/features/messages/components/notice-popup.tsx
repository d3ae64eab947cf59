import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type ImportantNotice, parseNoticeContent } from '@onehall/contract';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUiStore } from '../../../stores/ui.ts';
import { noticeDetailPath } from '../lib/centre-paths.ts';
import { MessageImage } from './message-image.tsx';
import './notice-popup.css';

const ImageViewer = lazy(() => import('../../../components/image-viewer/index.ts').then((m) => ({ default: m.ImageViewer })));

/**
 * The important-notice pop-up of SPEC §2 "App shell", bottom right: how many
 * are unread, one notice per page (newest first), a pager whose ends are
 * disabled (§4), the notice's image in the image viewer. Opening a notice
 * leaves it to the message centre, which marks it read.
 */
export function NoticePopup() {
  const stored = useUiStore((s) => s.notices);
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const notices: ImportantNotice[] = [...stored].reverse();
  const count = notices.length;

  // A new notice is shown at once: it is page 1.
  const held = useRef(count);
  useEffect(() => {
    if (count > held.current) setPage(0);
    held.current = count;
  }, [count]);

  if (count === 0) return null;
  const index = Math.min(page, count - 1);
  const notice = notices[index]!;
  const { title, img } = parseNoticeContent(notice.content);

  const open = () => {
    useUiStore.getState().removeNotice(notice.messageId);
    navigate(noticeDetailPath(notice));
  };

  return (
    <section className="oh-notice-pop" aria-label="重要通知" aria-live="polite">
      <header className="oh-notice-pop__head">
        <h2 className="oh-notice-pop__count">您有 {count} 条重要通知未读</h2>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭重要通知"
          onClick={() => useUiStore.getState().dismissNotices()}
        />
      </header>
      <button type="button" className="oh-notice-pop__item" onClick={open}>
        <span className="oh-notice-pop__from">{notice.fromUserName}</span>
        <span className="oh-notice-pop__title">{title || '（无标题）'}</span>
      </button>
      {img && (
        <div className="oh-notice-pop__image">
          <MessageImage src={img} label={`查看图片：${title}`} onOpen={() => setViewing(img)} />
        </div>
      )}
      <nav className="oh-notice-pop__pager" aria-label="重要通知翻页">
        <Button size="small" icon={<LeftOutlined />} aria-label="上一条" disabled={index === 0} onClick={() => setPage(index - 1)} />
        {notices.map((n, i) => (
          <Button
            key={n.messageId}
            size="small"
            type={i === index ? 'primary' : 'default'}
            aria-current={i === index ? 'page' : undefined}
            aria-label={`第 ${i + 1} 条`}
            onClick={() => setPage(i)}
          >
            {i + 1}
          </Button>
        ))}
        <Button
          size="small"
          icon={<RightOutlined />}
          aria-label="下一条"
          disabled={index === count - 1}
          onClick={() => setPage(index + 1)}
        />
      </nav>
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer urls={[viewing]} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </section>
  );
}
