import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Input, Pagination, Result, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useMessagePage } from '../api/get-message-page.ts';

export const MESSAGE_PAGE_SIZE = 10;

interface MessageListProps {
  mpId: string;
  onOpen: (id: string) => void;
}

const when = (time: string) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '');

/** The messages of one account or all: search, 仅看未读, paging (共 N 条), an unread dot. */
export function MessageList({ mpId, onOpen }: MessageListProps) {
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(MESSAGE_PAGE_SIZE);
  const q = useMessagePage({
    current,
    size,
    ...(mpId ? { mpId } : {}),
    ...(keyword ? { keyword } : {}),
    ...(unreadOnly ? { unreadOnly } : {}),
  });

  const records = q.data?.records ?? [];
  return (
    <section className="oh-mc__list" aria-label="消息列表">
      <div className="oh-mc__filters">
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="搜索标题或内容"
          aria-label="搜索消息"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrent(1);
          }}
          className="oh-mc__search"
        />
        <Checkbox
          checked={unreadOnly}
          onChange={(e) => {
            setUnreadOnly(e.target.checked);
            setCurrent(1);
          }}
        >
          仅看未读
        </Checkbox>
      </div>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : q.isError ? (
        <Result
          status="error"
          title={q.error.message}
          subTitle="请检查网络后重试"
          extra={<Button onClick={() => void q.refetch()}>重试</Button>}
        />
      ) : records.length === 0 ? (
        <Empty description={keyword || unreadOnly ? '没有符合条件的消息' : '暂无消息'} />
      ) : (
        <ul className="oh-mc-items" aria-busy={q.isFetching}>
          {records.map((m) => (
            <li key={m.id}>
              <button type="button" className={m.read ? 'oh-mc-item' : 'oh-mc-item oh-mc-item--unread'} onClick={() => onOpen(m.id)}>
                <span className="oh-mc-item__dot" role="img" aria-label={m.read ? '已读' : '未读'} />
                <span className="oh-mc-item__body">
                  <span className="oh-mc-item__title">
                    {m.important && <Tag color="red">重要</Tag>}
                    {m.title}
                  </span>
                  {m.summary && <span className="oh-mc-item__summary">{m.summary}</span>}
                  <span className="oh-mc-item__meta">
                    <span>{m.mpName}</span>
                    <time dateTime={m.sendTime}>{when(m.sendTime)}</time>
                    {m.attachmentCount > 0 && (
                      <span>
                        <PaperClipOutlined aria-hidden /> {m.attachmentCount} 个附件
                      </span>
                    )}
                  </span>
                </span>
                {m.cover && <img className="oh-mc-item__cover" src={m.cover} alt="" loading="lazy" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(q.data?.total ?? 0) > 0 && (
        <Pagination
          className="oh-mc__pager"
          size="small"
          current={current}
          pageSize={size}
          total={q.data?.total ?? 0}
          showTotal={(total) => `共 ${total} 条`}
          showSizeChanger
          pageSizeOptions={[10, 20, 50]}
          onChange={(page, pageSize) => {
            setCurrent(pageSize === size ? page : 1);
            setSize(pageSize);
          }}
        />
      )}
    </section>
  );
}
