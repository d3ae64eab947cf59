import { LinkOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { reportError } from '../../../api/errors.ts';
import { useSchoolInfo } from '../../../api/school-info.ts';
import { PORTAL_NAME } from '../../../components/site-shell/index.ts';
import { linkProps } from '../../../lib/safe-content.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { useMessageDetail } from '../api/get-message-detail.ts';
import { VisitorFrame } from '../components/visitor-frame.tsx';

/** `/generalDetailsTow?id=`: one published news item or notice, readable without signing in. */
export default function MessageDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const q = useMessageDetail(id);
  const outcome = q.data;
  const schoolName = useSchoolInfo().data?.schoolName;

  // SPEC §8: a deleted item opens the deleted-message page; any other failure shows its msg.
  useEffect(() => {
    if (outcome?.kind === 'deleted') navigate('/deleteNoPag', { replace: true });
    else if (outcome?.kind === 'error') reportError(outcome.msg);
  }, [outcome, navigate]);

  useEffect(() => {
    if (outcome?.kind === 'ok') document.title = `${outcome.detail.title} - ${schoolName || PORTAL_NAME}`;
  }, [outcome, schoolName]);

  if (!id) {
    return (
      <VisitorFrame>
        <Result status="warning" title="缺少消息编号" extra={<Button onClick={() => navigate('/')}>返回首页</Button>} />
      </VisitorFrame>
    );
  }
  if (q.isPending || outcome?.kind === 'deleted') {
    return (
      <VisitorFrame>
        <Skeleton active paragraph={{ rows: 8 }} />
      </VisitorFrame>
    );
  }
  if (outcome?.kind !== 'ok') {
    return (
      <VisitorFrame>
        <Result
          status="error"
          title={outcome?.kind === 'error' ? outcome.msg : '加载失败'}
          extra={[
            <Button key="retry" onClick={() => void q.refetch()}>
              重试
            </Button>,
            <Button key="home" type="primary" onClick={() => navigate('/')}>
              返回首页
            </Button>,
          ]}
        />
      </VisitorFrame>
    );
  }

  const d = outcome.detail;
  const time = d.releaseTime || d.create_time;
  const source = d.url ? linkProps(d.url) : {};
  return (
    <VisitorFrame>
      <article>
        <h1 className="oh-msg-detail__title">{d.title}</h1>
        <div className="oh-msg-detail__meta">
          {d.fieldSet && <Tag color="red">{d.fieldSet}</Tag>}
          {d.columnName && <span>栏目：{d.columnName}</span>}
          {d.publisher && <span>发布单位：{d.publisher}</span>}
          {time && (
            <span>
              发布时间：<time dateTime={time}>{dayjs(time).format('YYYY-MM-DD HH:mm')}</time>
            </span>
          )}
          <span>浏览：{d.viewCount}</span>
        </div>
        <div
          className="oh-msg-detail__content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises on save and DOMPurify again here.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(d.content) }}
        />
        {source.href && source.href !== `/generalDetailsTow?id=${encodeURIComponent(d.id)}` && (
          <div className="oh-msg-detail__files">
            <a {...source}>
              <LinkOutlined aria-hidden /> 原文链接
            </a>
          </div>
        )}
      </article>
    </VisitorFrame>
  );
}
