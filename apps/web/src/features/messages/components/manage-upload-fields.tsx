import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type Envelope,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TYPES,
  MESSAGE_IMAGES_MAX,
  type MessageAttachment,
  MessageCentreMessages,
  type MessageImage,
} from '@onehall/contract';
import { Button, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { uploadAttachment } from '../api/manage-upload-attachment.ts';
import { uploadMessageImage } from '../api/manage-upload-image.ts';

interface FieldProps<T> {
  value?: T[];
  onChange?: (value: T[]) => void;
  disabled?: boolean;
}

/**
 * The uploads of one field: files still on their way are shown beside the
 * uploaded ones, and each upload adds to the latest value (several files may
 * finish in any order).
 */
function useUploads<T extends { id: string }>({ value = [], onChange }: FieldProps<T>, upload: (file: File) => Promise<Envelope<T>>) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const inFlight = useRef(0);

  const start = async (file: File & { uid: string }) => {
    inFlight.current += 1;
    setPending((p) => [...p, { uid: file.uid, name: file.name, status: 'uploading' }]);
    const env = await upload(file);
    inFlight.current -= 1;
    setPending((p) => p.filter((f) => f.uid !== file.uid));
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    latest.current = [...latest.current, env.result];
    onChange?.(latest.current);
  };
  const remove = (id: string) => {
    latest.current = latest.current.filter((v) => v.id !== id);
    onChange?.(latest.current);
  };
  /** Whether one more file fits, counting those in the same pick before it. */
  const fits = (max: number, indexInPick: number) => latest.current.length + inFlight.current + indexInPick < max;
  return { pending, start, remove, fits };
}

/** 图片: up to MESSAGE_IMAGES_MAX images through common/upload, shown as thumbnails that can be removed. */
export function ManageImagesField(props: FieldProps<MessageImage>) {
  const { value = [], disabled } = props;
  const { pending, start, remove, fits } = useUploads(props, uploadMessageImage);
  const full = value.length + pending.length >= MESSAGE_IMAGES_MAX;
  return (
    <Upload
      listType="picture-card"
      accept={MESSAGE_IMAGE_TYPES.join(',')}
      multiple
      disabled={disabled}
      fileList={[
        ...value.map((img): UploadFile => ({ uid: img.id, name: img.name, status: 'done', url: img.url, thumbUrl: img.url })),
        ...pending,
      ]}
      showUploadList={{ showPreviewIcon: false }}
      beforeUpload={(file, pick) => {
        if (!(MESSAGE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
          reportError(MessageCentreMessages.imageType);
          return Upload.LIST_IGNORE;
        }
        if (file.size > MESSAGE_IMAGE_MAX_BYTES) {
          reportError(MessageCentreMessages.imageTooLarge);
          return Upload.LIST_IGNORE;
        }
        if (!fits(MESSAGE_IMAGES_MAX, pick.indexOf(file))) {
          reportError(`最多上传 ${MESSAGE_IMAGES_MAX} 张图片`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => void start(file as File & { uid: string })}
      onRemove={(file) => {
        remove(file.uid);
        return false;
      }}
    >
      {!full && (
        <span className="oh-mm-upload__trigger">
          <PlusOutlined aria-hidden />
          上传图片
        </span>
      )}
    </Upload>
  );
}

/** 附件: up to MESSAGE_ATTACHMENTS_MAX documents through messageManage/uploadAttachment. */
export function ManageAttachmentsField(props: FieldProps<MessageAttachment>) {
  const { value = [], disabled } = props;
  const { pending, start, remove, fits } = useUploads(props, uploadAttachment);
  const full = value.length + pending.length >= MESSAGE_ATTACHMENTS_MAX;
  return (
    <Upload
      multiple
      disabled={disabled}
      fileList={[...value.map((f): UploadFile => ({ uid: f.id, name: f.name, status: 'done', size: f.size })), ...pending]}
      beforeUpload={(file, pick) => {
        if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
          reportError(MessageCentreMessages.attachmentTooLarge);
          return Upload.LIST_IGNORE;
        }
        if (!fits(MESSAGE_ATTACHMENTS_MAX, pick.indexOf(file))) {
          reportError(`最多上传 ${MESSAGE_ATTACHMENTS_MAX} 个附件`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => void start(file as File & { uid: string })}
      onRemove={(file) => {
        remove(file.uid);
        return false;
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} disabled={disabled || full}>
        上传附件
      </Button>
    </Upload>
  );
}
