import {
  type Audience,
  MESSAGE_CONTENT_MAX,
  MESSAGE_TITLE_MAX,
  type MessageAttachment,
  MessageCentreMessages,
  type MessageDraft,
  type MessageImage,
} from '@onehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ConfigPanel, fieldRules, PanelForm } from '../../../components/config-page/index.ts';
import { useMessageAccounts } from '../api/account-list.ts';
import { audienceNamesSomebody, recipientCountOptions, useRecipientCount } from '../api/manage-count-recipients.ts';
import { useSendMessage } from '../api/manage-send.ts';
import { ManageAudienceFields } from './manage-audience-fields.tsx';
import { ManagePreview } from './manage-preview.tsx';
import { ManageAttachmentsField, ManageImagesField } from './manage-upload-fields.tsx';

/** The count preview waits for the picking to pause this long. */
const COUNT_DEBOUNCE_MS = 400;

interface ComposeValues {
  mpId?: string;
  title?: string;
  content?: string;
  images?: MessageImage[];
  attachments?: MessageAttachment[];
  important?: boolean;
  public?: boolean;
  everyone?: boolean;
  roleIds?: string[];
  deptIds?: string[];
  accounts?: string[];
}

const EMPTY: ComposeValues = {
  images: [],
  attachments: [],
  important: false,
  public: false,
  everyone: false,
  roleIds: [],
  deptIds: [],
  accounts: [],
};

function audienceOf(v: ComposeValues): Audience {
  // With 全体用户 on, the lists are inert on screen and not sent.
  if (v.everyone) return { everyone: true, roleIds: [], deptIds: [], accounts: [] };
  return { everyone: false, roleIds: v.roleIds ?? [], deptIds: v.deptIds ?? [], accounts: v.accounts ?? [] };
}

/** Plain text (contentType text): the message centre shows it with its line breaks. */
function draftOf(v: ComposeValues): MessageDraft {
  const audience = audienceOf(v);
  return {
    mpId: v.mpId ?? '',
    title: (v.title ?? '').trim(),
    contentType: 'text',
    content: (v.content ?? '').trim(),
    imageIds: (v.images ?? []).map((i) => i.id),
    attachmentIds: (v.attachments ?? []).map((a) => a.id),
    important: v.important ?? false,
    public: audience.everyone && (v.public ?? false),
    audience,
  };
}

/** A value that follows `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the value's content, not on the fresh object of each render.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** 预计接收人数, following the audience as it is picked. */
function RecipientCount({ audience }: { audience: Audience }) {
  const settled = useSettled(audience, COUNT_DEBOUNCE_MS);
  const count = useRecipientCount(settled);
  let text: string;
  if (!audienceNamesSomebody(audience)) text = '请选择接收人';
  else if (count.isError) text = `接收人数计算失败：${count.error.message}`;
  else if (count.data === undefined || count.isFetching || JSON.stringify(settled) !== JSON.stringify(audience)) text = '正在计算…';
  else text = `${count.data.count} 人`;
  return (
    <p className="oh-mm-count" aria-live="polite">
      预计接收人数：<strong>{text}</strong>
    </p>
  );
}

/**
 * 发送消息: compose, preview and send a message to its audience. The send
 * asks the count once more and names it in the confirmation; after sending,
 * the form is emptied and `onSent` shows the sent list.
 */
export function ManageComposePanel({ onSent }: { onSent: () => void }) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ComposeValues>();
  const accounts = useMessageAccounts();
  const send = useSendMessage();
  const [sending, setSending] = useState(false);
  const [preview, setPreview] = useState<ComposeValues | null>(null);
  const values = Form.useWatch([], form) ?? EMPTY;
  const audience = useMemo(() => audienceOf(values), [values]);
  const enabled = (accounts.data ?? []).filter((a) => a.enabled);

  const submit = async (v: ComposeValues) => {
    if (sending) return;
    const draft = draftOf(v);
    setSending(true);
    let count: number;
    try {
      // Users join and leave roles: the confirmation names today's count, not the preview's.
      count = (await client.fetchQuery({ ...recipientCountOptions(draft.audience), staleTime: 0 })).count;
    } catch (error) {
      setSending(false);
      reportError(error instanceof Error ? error.message : MessageCentreMessages.audienceNobody);
      return;
    }
    if (count === 0) {
      setSending(false);
      reportError(MessageCentreMessages.audienceNobody);
      return;
    }
    modal.confirm({
      title: `确定发送给 ${count} 位接收人吗？`,
      content: draft.important
        ? '这是一条重要通知，在线的接收人会立即看到弹窗提醒。发送后不能修改，只能撤回。'
        : '接收人会立即收到这条消息。发送后不能修改，只能撤回。',
      okText: '发送',
      cancelText: '取消',
      onCancel: () => setSending(false),
      onOk: async () => {
        const env = await send.mutateAsync(draft);
        setSending(false);
        if (!isOk(env)) {
          reportError(env);
          return;
        }
        void message.success(MessageCentreMessages.sent(env.result.recipientCount));
        form.resetFields();
        onSent();
      },
    });
  };

  const account = accounts.data?.find((a) => a.id === preview?.mpId);
  return (
    <ConfigPanel
      notice={
        <p className="oh-mm-hint">
          消息发出后立即送达接收人的消息中心；重要通知还会在右下角弹窗提醒。发出的消息不能修改，可在「消息发送记录」中撤回。
        </p>
      }
    >
      <PanelForm wide>
        <Form<ComposeValues>
          form={form}
          name="compose"
          aria-label="发送消息"
          layout="vertical"
          initialValues={EMPTY}
          disabled={sending}
          onFinish={(v) => void submit(v)}
          onValuesChange={(changed: ComposeValues) => {
            if (changed.everyone === false) form.setFieldValue('public', false);
          }}
        >
          <Form.Item name="mpId" label="消息号" {...fieldRules({ label: '消息号', required: 'select' })}>
            <Select
              placeholder="消息以哪个账号的名义发出"
              loading={accounts.isPending}
              options={enabled.map((a) => ({
                value: a.id,
                label: a.deptName && a.deptName !== a.mpName ? `${a.mpName}（${a.deptName}）` : a.mpName,
              }))}
              notFoundContent={accounts.isError ? '消息号加载失败，请刷新页面重试' : '暂无启用的消息号，请先在「消息号管理」中新增或启用'}
            />
          </Form.Item>
          <Form.Item name="title" label="标题" {...fieldRules({ label: '标题', required: true, max: MESSAGE_TITLE_MAX })}>
            <Input showCount maxLength={MESSAGE_TITLE_MAX} placeholder="请输入标题" />
          </Form.Item>
          <Form.Item name="content" label="内容" {...fieldRules({ label: '内容', required: true, max: MESSAGE_CONTENT_MAX })}>
            <Input.TextArea rows={6} showCount maxLength={MESSAGE_CONTENT_MAX} placeholder="请输入消息内容，换行会保留" />
          </Form.Item>
          <Form.Item name="images" label="图片" extra="最多 9 张，PNG、JPG、GIF 或 WebP，每张不超过 5 MB">
            <ManageImagesField />
          </Form.Item>
          <Form.Item name="attachments" label="附件" extra="最多 5 个，每个不超过 20 MB">
            <ManageAttachmentsField />
          </Form.Item>
          <ManageAudienceFields />
          <RecipientCount audience={audience} />
          <Form.Item name="important" label="重要通知（弹窗提醒）" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="public"
            label="公开（访客可查看，仅全体用户）"
            valuePropName="checked"
            extra={audience.everyone ? undefined : MessageCentreMessages.publicNeedsEveryone}
          >
            <Switch disabled={!audience.everyone} />
          </Form.Item>
          <div className="oh-panel-form__actions">
            <Button onClick={() => form.resetFields()}>清空</Button>
            <Button onClick={() => setPreview(form.getFieldsValue(true))}>预览</Button>
            <Button type="primary" htmlType="submit" loading={sending}>
              发送
            </Button>
          </div>
        </Form>
      </PanelForm>
      <Modal open={preview !== null} title="预览" footer={null} onCancel={() => setPreview(null)} width={560} destroyOnHidden>
        {preview && (
          <ManagePreview
            message={{
              mpName: account?.mpName ?? '',
              icon: account?.icon ?? '',
              title: preview.title ?? '',
              contentType: 'text',
              content: preview.content ?? '',
              images: preview.images ?? [],
              attachments: preview.attachments ?? [],
              important: preview.important ?? false,
              sendTime: dayjs().format('YYYY-MM-DD HH:mm'),
            }}
          />
        )}
      </Modal>
    </ConfigPanel>
  );
}
