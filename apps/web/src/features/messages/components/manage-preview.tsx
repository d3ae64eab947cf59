import { PaperClipOutlined } from '@ant-design/icons';
import type { MessageAttachment, MessageContentType, MessageImage } from '@onehall/contract';
import { Avatar, Image, Tag } from 'antd';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { sizeText } from '../lib/manage-format.ts';

export interface ManagePreviewMessage {
  mpName: string;
  icon: string;
  title: string;
  contentType: MessageContentType;
  content: string;
  images: readonly MessageImage[];
  attachments: readonly MessageAttachment[];
  important: boolean;
  sendTime: string;
}

/**
 * A message laid out as its recipients read it in the message centre:
 * sender account, title, text, images and attachments. Used by 预览 before
 * sending and by 查看 of a sent message.
 */
export function ManagePreview({ message: m }: { message: ManagePreviewMessage }) {
  return (
    <article className="oh-mm-preview" aria-label="消息预览">
      <header className="oh-mm-preview__from">
        <Avatar src={m.icon || undefined} alt="" size={40}>
          {m.mpName.slice(0, 1)}
        </Avatar>
        <div>
          <div className="oh-mm-preview__account">{m.mpName || '（未选择消息号）'}</div>
          <div className="oh-mm-preview__time">{m.sendTime}</div>
        </div>
      </header>
      <h4 className="oh-mm-preview__title">
        {m.important && <Tag color="red">重要通知</Tag>}
        {m.title || '（无标题）'}
      </h4>
      {m.contentType === 'html' ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised, as the message centre shows it.
        <div className="oh-mm-preview__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.content) }} />
      ) : (
        <div className="oh-mm-preview__content oh-mm-preview__content--text">{m.content}</div>
      )}
      {m.images.length > 0 && (
        <Image.PreviewGroup>
          <div className="oh-mm-preview__images">
            {m.images.map((img) => (
              <Image key={img.id} src={img.url} alt={img.name} width={96} height={96} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {m.attachments.length > 0 && (
        <ul className="oh-mm-preview__files" aria-label="附件">
          {m.attachments.map((f) => (
            <li key={f.id}>
              <PaperClipOutlined aria-hidden /> {f.name} <span className="oh-mm-preview__size">{sizeText(f.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
