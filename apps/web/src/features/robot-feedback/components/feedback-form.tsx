import { PlusOutlined } from '@ant-design/icons';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_IMAGES_MAX,
  type FeedbackDetail,
  FeedbackMessages,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TYPES,
  MessageCentreMessages,
  type MessageImage,
  Status,
} from '@onehall/contract';
import { App, Button, Drawer, Form, Input, Result, Select, Skeleton, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useFeedbackScenes } from '../api/get-scenes.ts';
import { useSaveFeedback } from '../api/save-feedback.ts';
import { uploadFeedbackImage } from '../api/upload-image.ts';
import './feedback.css';

interface FormValues {
  sceneId?: string;
  description: string;
  images: MessageImage[];
  contact: string;
}

/** 图片: up to 3 images through common/upload, as thumbnails that preview and can be removed. */
function ImagesField({ value = [], onChange }: { value?: MessageImage[]; onChange?: (v: MessageImage[]) => void }) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const full = value.length + pending.length >= FEEDBACK_IMAGES_MAX;
  const start = async (file: File & { uid: string }) => {
    setPending((p) => [...p, { uid: file.uid, name: file.name, status: 'uploading' }]);
    const env = await uploadFeedbackImage(file);
    setPending((p) => p.filter((f) => f.uid !== file.uid));
    if (!isOk(env)) return reportError(env);
    latest.current = [...latest.current, env.result];
    onChange?.(latest.current);
  };
  return (
    <Upload
      listType="picture-card"
      accept={MESSAGE_IMAGE_TYPES.join(',')}
      multiple
      fileList={[
        ...value.map((img): UploadFile => ({ uid: img.id, name: img.name, status: 'done', url: img.url, thumbUrl: img.url })),
        ...pending,
      ]}
      beforeUpload={(file, pick) => {
        if (!(MESSAGE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
          reportError(MessageCentreMessages.imageType);
          return Upload.LIST_IGNORE;
        }
        if (file.size > MESSAGE_IMAGE_MAX_BYTES) {
          reportError(MessageCentreMessages.imageTooLarge);
          return Upload.LIST_IGNORE;
        }
        if (latest.current.length + pending.length + pick.indexOf(file) >= FEEDBACK_IMAGES_MAX) {
          reportError(`最多上传 ${FEEDBACK_IMAGES_MAX} 张图片`);
          return Upload.LIST_IGNORE;
        }
        void start(file);
        return false;
      }}
      onRemove={(file) => {
        latest.current = latest.current.filter((v) => v.id !== file.uid);
        onChange?.(latest.current);
        return false;
      }}
    >
      {full ? null : (
        <button type="button" className="ant-upload-btn" aria-label="上传图片" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div>上传图片</div>
        </button>
      )}
    </Upload>
  );
}

export interface FeedbackFormProps {
  /** Prefills the description, e.g. with the question the robot could not answer. */
  initialDescription?: string;
  /** Called with the stored ticket. */
  onSaved?: (ticket: FeedbackDetail) => void;
}

/**
 * The question-feedback form (issue 18): scene, description, up to 3 images
 * and a contact. A sensitive word (SPEC §5) is shown in a dialog and the
 * form keeps what was typed so it can be edited.
 */
export function FeedbackForm({ initialDescription = '', onSaved }: FeedbackFormProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const scenes = useFeedbackScenes();
  const save = useSaveFeedback();

  useEffect(() => {
    form.setFieldValue('description', initialDescription);
  }, [form, initialDescription]);

  if (scenes.isLoading) return <Skeleton active />;
  if (scenes.error)
    return (
      <Result
        status="error"
        title="问题分类加载失败"
        subTitle={scenes.error.message}
        extra={<Button onClick={() => void scenes.refetch()}>重试</Button>}
      />
    );

  const submit = async (values: FormValues) => {
    const env = await save.mutateAsync({
      sceneId: values.sceneId ?? '',
      description: values.description,
      imageIds: values.images.map((i) => i.id),
      contact: values.contact,
    });
    if (isOk(env)) {
      void message.success('反馈已提交，可在我的反馈中查看处理进度');
      form.resetFields();
      onSaved?.(env.result);
      return;
    }
    if (env.status === Status.BUSINESS) modal.warning({ title: '提示', content: env.msg });
    else reportError(env);
  };

  return (
    <Form<FormValues>
      form={form}
      name="feedback"
      layout="vertical"
      className="oh-feedback-form"
      aria-label="问题反馈"
      initialValues={{ description: initialDescription, images: [], contact: '' }}
      onFinish={submit}
    >
      <Form.Item name="sceneId" label="问题分类" rules={[{ required: true, message: '请选择问题分类' }]}>
        <Select placeholder="请选择问题分类" options={scenes.data ?? []} />
      </Form.Item>
      <Form.Item
        name="description"
        label="问题描述"
        rules={[{ required: true, whitespace: true, message: FeedbackMessages.descriptionEmpty }]}
      >
        <Input.TextArea rows={5} maxLength={FEEDBACK_DESCRIPTION_MAX} showCount placeholder="请描述您遇到的问题" />
      </Form.Item>
      <Form.Item name="images" label={`图片（最多 ${FEEDBACK_IMAGES_MAX} 张）`} valuePropName="value">
        <ImagesField />
      </Form.Item>
      <Form.Item name="contact" label="联系方式">
        <Input maxLength={FEEDBACK_CONTACT_MAX} placeholder="手机号或邮箱（选填）" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        提交
      </Button>
    </Form>
  );
}

export interface FeedbackFormDrawerProps {
  open: boolean;
  onClose: () => void;
  initialDescription?: string;
  onSaved?: (ticket: FeedbackDetail) => void;
}

/** The feedback form in a drawer, for the chat window: closes once the ticket is stored. */
export function FeedbackFormDrawer({ open, onClose, initialDescription, onSaved }: FeedbackFormDrawerProps) {
  return (
    <Drawer title="问题反馈" open={open} onClose={onClose} size={560} destroyOnHidden>
      <FeedbackForm
        initialDescription={initialDescription}
        onSaved={(ticket) => {
          onSaved?.(ticket);
          onClose();
        }}
      />
    </Drawer>
  );
}
