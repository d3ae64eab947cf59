import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { MessageAttachment, MessageCentreDetail } from '@onehall/contract';
import { Button, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { saveBlob } from '../../../components/batch-transfer/save-blob.ts';
import { ImageViewer } from '../../../components/image-viewer/index.ts';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { downloadFile } from '../api/download-file.ts';
import { useCentreDetail } from '../api/get-centre-detail.ts';
import { useReadMessage } from '../api/read-message.ts';
import { fileSizeText } from '../lib/centre-paths.ts';
import { MessageImage } from './message-image.tsx';

function Attachment({ messageId, file }: { messageId: string; file: MessageAttachment }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const env = await downloadFile(messageId, file.id);
    setBusy(false);
    if (isOk(env)) saveBlob(env.result, file.name);
    else reportError(env);
  };
  return (
    <li>
      <Button type="link" icon={<PaperClipOutlined />} loading={busy} onClick={() => void download()}>
        {file.name}
      </Button>
      <span className="oh-mc-detail__size">{fileSizeText(file.size)}</span>
    </li>
  );
}

function Body({ d }: { d: MessageCentreDetail }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <article className="oh-mc-detail" aria-labelledby="oh-mc-detail-title">
      <h2 id="oh-mc-detail-title" className="oh-mc-detail__title">
        {d.title}
      </h2>
      <p className="oh-mc-detail__meta">
        <span>{d.mpName}</span>
        {d.senderName && <span>发送人：{d.senderName}</span>}
        <time dateTime={d.sendTime}>{d.sendTime ? dayjs(d.sendTime).format('YYYY-MM-DD HH:mm') : ''}</time>
      </p>
      {d.contentType === 'html' ? (
        <div
          className="oh-mc-detail__content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the message and DOMPurify does again here.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(d.content) }}
        />
      ) : (
        <div className="oh-mc-detail__content oh-mc-detail__content--text">{d.content}</div>
      )}
      {d.images.length > 0 && (
        <ul className="oh-mc-detail__images" aria-label="图片">
          {d.images.map((img, i) => (
            <li key={img.id}>
              <MessageImage src={img.url} label={`查看图片 ${i + 1}：${img.name}`} onOpen={() => setViewing(i)} />
            </li>
          ))}
        </ul>
      )}
      {d.attachments.length > 0 && (
        <section aria-label="附件">
          <h3 className="oh-mc-detail__files-title">附件（{d.attachments.length}）</h3>
          <ul className="oh-mc-detail__files">
            {d.attachments.map((f) => (
              <Attachment key={f.id} messageId={d.id} file={f} />
            ))}
          </ul>
        </section>
      )}
      {viewing !== null && <ImageViewer urls={d.images.map((i) => i.url)} initialIndex={viewing} onClose={() => setViewing(null)} />}
    </article>
  );
}

/**
 * One message opened in the centre: shown, then marked read. SPEC §8: a
 * withdrawn one (消息已被删除) leaves the pop-up and opens the deleted page;
 * any other failure shows its msg.
 */
export function MessageView({ id, onBack }: { id: string; onBack: () => void }) {
  const navigate = useNavigate();
  const q = useCentreDetail(id);
  const outcome = q.data;
  const read = useReadMessage();
  const markRead = read.mutate;
  const marked = useRef('');

  useEffect(() => {
    if (outcome?.kind === 'deleted') {
      useUiStore.getState().removeNotice(id);
      navigate('/deleteNoPag', { replace: true });
    } else if (outcome?.kind === 'error') reportError(outcome.msg);
  }, [outcome, id, navigate]);

  useEffect(() => {
    if (outcome?.kind !== 'ok' || marked.current === id) return;
    marked.current = id;
    if (outcome.detail.read) {
      useUiStore.getState().removeNotice(id);
      return;
    }
    // SPEC §8: a refused read shows its msg.
    markRead(id, { onSuccess: (env) => !isOk(env) && reportError(env) });
  }, [outcome, id, markRead]);

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} className="oh-mc-detail__back" onClick={onBack}>
      返回列表
    </Button>
  );
  if (q.isPending || outcome?.kind === 'deleted') {
    return (
      <div className="oh-mc__detail">
        {back}
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (outcome?.kind !== 'ok') {
    return (
      <div className="oh-mc__detail">
        {back}
        <Result
          status="error"
          title={outcome?.kind === 'error' ? outcome.msg : '消息加载失败，请稍后重试'}
          extra={<Button onClick={() => void q.refetch()}>重试</Button>}
        />
      </div>
    );
  }
  return (
    <div className="oh-mc__detail">
      {back}
      <Body d={outcome.detail} />
    </div>
  );
}
