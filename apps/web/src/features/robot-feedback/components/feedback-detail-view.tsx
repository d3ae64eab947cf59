import type { FeedbackDetail, FeedbackState } from '@onehall/contract';
import { Button, Descriptions, Image, Result, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { actionLabel, feedbackTime, STATE_COLOURS, stateLabel } from '../lib/format.ts';

export function FeedbackStateTag({ state }: { state: FeedbackState }) {
  return <Tag color={STATE_COLOURS[state]}>{stateLabel(state)}</Tag>;
}

/** Each change of the ticket, oldest first: what was done, by whom, when, and its reply, reason or department. */
export function FeedbackTimeline({ detail }: { detail: FeedbackDetail }) {
  return (
    <Timeline
      className="oh-feedback-timeline"
      items={detail.timeline.map((e, i) => ({
        key: `${e.at}-${i}`,
        color: e.state === 'rejected' ? 'red' : e.state === 'answered' || e.state === 'closed' ? 'green' : 'blue',
        content: (
          <div>
            <Typography.Text strong>{actionLabel(e.action)}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {stateLabel(e.state)} · {e.actorName} · {feedbackTime(e.at)}
            </Typography.Text>
            {e.note && <div className="oh-feedback-timeline__note">{e.action === 'assign' ? `分派至 ${e.note}` : e.note}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** A ticket as both the asker and the handlers read it; `extra` holds the buttons of whoever reads it. */
export function FeedbackDetailView({ detail, extra }: { detail: FeedbackDetail; extra?: ReactNode }) {
  return (
    <div className="oh-feedback-detail">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="状态">
          <FeedbackStateTag state={detail.state} />
        </Descriptions.Item>
        <Descriptions.Item label="问题分类">{detail.sceneName}</Descriptions.Item>
        <Descriptions.Item label="问题描述">
          <span className="oh-feedback-detail__text">{detail.description}</span>
        </Descriptions.Item>
        {detail.images.length > 0 && (
          <Descriptions.Item label="图片">
            <Image.PreviewGroup>
              {detail.images.map((img) => (
                <Image key={img.id} src={img.url} alt={img.name || '反馈图片'} width={72} height={72} />
              ))}
            </Image.PreviewGroup>
          </Descriptions.Item>
        )}
        {detail.contact && <Descriptions.Item label="联系方式">{detail.contact}</Descriptions.Item>}
        <Descriptions.Item label="提交人">
          {detail.userName}（{detail.account}）
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{feedbackTime(detail.createdAt)}</Descriptions.Item>
        {detail.deptName && <Descriptions.Item label="处理部门">{detail.deptName}</Descriptions.Item>}
        {detail.reply && (
          <Descriptions.Item label="答复">
            <span className="oh-feedback-detail__text">{detail.reply}</span>
          </Descriptions.Item>
        )}
        {detail.state === 'rejected' && <Descriptions.Item label="驳回原因">{detail.rejectReason}</Descriptions.Item>}
      </Descriptions>
      {extra && <div className="oh-feedback-detail__actions">{extra}</div>}
      <Typography.Title level={5} className="oh-feedback-detail__timeline-title">
        处理进度
      </Typography.Title>
      <FeedbackTimeline detail={detail} />
    </div>
  );
}

/** A ticket or a list of them that could not be read, with 重试. */
export function FeedbackLoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <Result status="error" title="反馈加载失败" subTitle={error.message} extra={<Button onClick={onRetry}>重试</Button>} />;
}
