import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn } from '../endpoint.ts';
import { ImportantNoticeSchema } from '../entities.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { PageSchema } from './services.ts';

/*
 * The message centre (issue 17, docs/design/message-centre.md): personal
 * messages that business systems and administrators send to users, roles,
 * departments or everyone, from a sender account (公众号, `mpType`). Each
 * recipient has a row of their own with its read state; an important
 * message (`openWindow`) also pops up bottom right. Sending pushes the
 * message at once over the realtime socket (realtime.ts).
 *
 * - The signed integration call business systems send through
 *   (MESSAGE_OPEN_PATHS) uses the to-do systems and their signing
 *   (endpoints/todo.ts TODO_SIGN_HEADERS): it is no contract endpoint of the
 *   web client, its shapes are declared here.
 * - Administrators compose, list and withdraw on /userFrameConfig/messageManageConfig.
 */

const P = Services.platform;
const CENTRE = `${P}/messageCenterHistoryMsg`;
const MANAGE = `${P}/messageManage`;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const NoBody = Type.Union([Type.Object({}), Type.Null()]);

/** Configuration-menu entry of the administrators' page. */
export const MESSAGE_MENU = 'messageManageConfig';

export const MESSAGE_TITLE_MAX = 100;
/** Characters of the text or of the rich content's HTML. */
export const MESSAGE_CONTENT_MAX = 20_000;
export const MESSAGE_IMAGES_MAX = 9;
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Entries of each recipient list (accounts, roles, departments) in one message. */
export const MESSAGE_AUDIENCE_LIST_MAX = 500;
/** common/upload: PNG, JPEG, GIF or WebP, judged by content, not by name. */
export const MESSAGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const MESSAGE_PAGE_SIZE_MAX = 50;
export const MESSAGE_SUMMARY_MAX = 120;

/**
 * Where uploaded message images are served (GET `${MESSAGE_IMAGE_PATH}/<id>`):
 * outside /api because an <img> cannot send the client credential. The ids
 * are random 128-bit capabilities; attachments are never served here, only
 * through downloadFile to the message's recipients.
 */
export const MESSAGE_IMAGE_PATH = '/files/message-images';

export const MessageCentreMessages = {
  deleted: '消息已被删除',
  notRecipient: '该消息不是发给您的，无法查看',
  otherUser: '只能标记自己的消息为已读',
  fileNotFound: '附件不存在或已被删除',
  accountUnknown: '消息号不存在或已停用，请重新选择',
  accountInUse: (count: number) => `该消息号已发送 ${count} 条消息，不能删除；如不再使用请停用`,
  accountNameTaken: '消息号名称已被使用，请换一个名称',
  accountCodeTaken: '消息号编码已被使用，请换一个编码',
  audienceEmpty: '请选择接收人：全体用户、角色、部门或指定用户至少选择一项',
  audienceNobody: '所选接收范围内没有可接收消息的用户，请调整接收人',
  unknownAccounts: (accounts: string[]) =>
    `以下用户不存在或已停用：${accounts.slice(0, 10).join('、')}${accounts.length > 10 ? ` 等 ${accounts.length} 个` : ''}`,
  unknownRoles: (roles: string[]) => `以下角色不存在：${roles.slice(0, 10).join('、')}`,
  unknownDepts: (depts: string[]) => `以下部门不存在：${depts.slice(0, 10).join('、')}`,
  unknownFile: '图片或附件不存在或已过期，请重新上传',
  imageType: '只能上传 PNG、JPG、GIF 或 WebP 格式的图片',
  imageTooLarge: '图片不能超过 5 MB，请压缩后重新上传',
  attachmentTooLarge: '附件不能超过 20 MB',
  attachmentType: '不能上传可执行文件或脚本作为附件',
  fileMissing: '请选择要上传的文件',
  alreadyWithdrawn: '该消息已撤回',
  withdrawn: '撤回成功',
  sent: (count: number) => `发送成功，共 ${count} 位接收人`,
  publicNeedsEveryone: '只有发给全体用户的消息才能设为公开（访客可查看）',
  integrationDuplicate: '该消息已发送过（messageId 重复），本次未重复发送',
  integrationUnknown: (messageId: string) => `没有 messageId 为 ${messageId.slice(0, 64)} 的消息，请检查后重试`,
} as const;

// ── What a user reads ──

export const MessageAccountSchema = Type.Object({
  id: Type.String(),
  /** What business systems name in `mpCode`. */
  code: Type.String(),
  mpName: Type.String(),
  /** An image address or '' for the default icon. */
  icon: Type.String(),
  /** The office behind the account, e.g. 教务处. */
  deptName: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
export type MessageAccount = Static<typeof MessageAccountSchema>;

/** An account in the caller's message centre, with their counts. */
export const MessageInboxAccountSchema = Type.Object({
  mpId: Type.String(),
  mpName: Type.String(),
  icon: Type.String(),
  deptName: Type.String(),
  unread: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  lastTitle: Type.String(),
  lastTime: Type.String(),
});
export type MessageInboxAccount = Static<typeof MessageInboxAccountSchema>;

export const MessageListItemSchema = Type.Object({
  id: Type.String(),
  mpId: Type.String(),
  mpName: Type.String(),
  title: Type.String(),
  /** Plain text, at most MESSAGE_SUMMARY_MAX characters. */
  summary: Type.String(),
  /** The first image's address, for a thumbnail. */
  cover: Type.Union([Type.String(), Type.Null()]),
  attachmentCount: Type.Integer({ minimum: 0 }),
  /** Sent as an important notice (openWindow). */
  important: Type.Boolean(),
  read: Type.Boolean(),
  sendTime: Type.String(),
});
export type MessageListItem = Static<typeof MessageListItemSchema>;

export const MessageImageSchema = Type.Object({ id: Type.String(), url: Type.String(), name: Type.String() });
export type MessageImage = Static<typeof MessageImageSchema>;
export const MessageAttachmentSchema = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer({ minimum: 0 }) });
export type MessageAttachment = Static<typeof MessageAttachmentSchema>;

export const MessageContentTypeSchema = Type.Union([Type.Literal('text'), Type.Literal('html')]);
export type MessageContentType = Static<typeof MessageContentTypeSchema>;

export const MessageCentreDetailSchema = Type.Object({
  id: Type.String(),
  /** SPEC §3 "Message detail response": where the message is shown (`/home/messageIfrm?id=…`). */
  url: Type.String(),
  mpId: Type.String(),
  mpName: Type.String(),
  title: Type.String(),
  contentType: MessageContentTypeSchema,
  /** Plain text, or sanitised HTML (no scripts or handlers) when contentType is html. */
  content: Type.String(),
  images: Type.Array(MessageImageSchema),
  attachments: Type.Array(MessageAttachmentSchema),
  important: Type.Boolean(),
  /** Read by the caller; reading the detail does not mark it, mpManage/readMessage does. */
  read: Type.Boolean(),
  sendTime: Type.String(),
  /** Who sent it: the administrator's name or the business system's. */
  senderName: Type.String(),
});
export type MessageCentreDetail = Static<typeof MessageCentreDetailSchema>;

export const messageCenterAccounts = defineEndpoint({
  name: 'messageCenterAccounts',
  method: 'POST',
  path: `${CENTRE}/accounts`,
  access: signedIn,
  summary: "The sender accounts of the caller's messages, newest first, with unread and total counts",
  body: NoBody,
  result: Type.Array(MessageInboxAccountSchema),
});

export const messageCenterUnreadCount = defineEndpoint({
  name: 'messageCenterUnreadCount',
  method: 'POST',
  path: `${CENTRE}/unreadCount`,
  access: signedIn,
  summary: "The caller's unread messages, and how many of them are important notices",
  body: NoBody,
  result: Type.Object({ unread: Type.Integer({ minimum: 0 }), important: Type.Integer({ minimum: 0 }) }),
});

export const messageCenterPage = defineEndpoint({
  name: 'messageCenterPage',
  method: 'POST',
  path: `${CENTRE}/page`,
  access: signedIn,
  summary: "A page of the caller's messages, newest first; by account, title or text, unread only",
  body: Type.Object({
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_SIZE_MAX, default: 10 })),
    mpId: Type.Optional(Id),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    unreadOnly: Type.Optional(Type.Boolean()),
  }),
  result: PageSchema(MessageListItemSchema),
});

/** SPEC §7 messageCenterHistoryMsgDetail(id): 1004 消息已被删除 once withdrawn; 403 for anyone it was not sent to. */
export const messageCenterHistoryMsgDetail = defineEndpoint({
  name: 'messageCenterHistoryMsgDetail',
  method: 'POST',
  path: `${CENTRE}/detail`,
  access: signedIn,
  summary: "One of the caller's messages in full; 1004 消息已被删除 once withdrawn, 403 for a message not sent to the caller",
  body: Type.Object({ id: Id }),
  result: MessageCentreDetailSchema,
});

/** Answers the file itself (Content-Disposition attachment), not an envelope; refusals are envelopes. */
export const messageCenterDownloadFile = defineEndpoint({
  name: 'messageCenterDownloadFile',
  method: 'POST',
  path: `${CENTRE}/downloadFile`,
  access: signedIn,
  summary: "Downloads an attachment of one of the caller's messages (the file, not an envelope)",
  body: Type.Object({ messageId: Id, fileId: Id }),
  result: Type.Null(),
});

/** SPEC §7 mpManageReadMessage(messageId, userId): userId, when sent, must be the caller's own. */
export const mpManageReadMessage = defineEndpoint({
  name: 'mpManageReadMessage',
  method: 'POST',
  path: `${P}/mpManage/readMessage`,
  access: signedIn,
  summary: "Marks one of the caller's messages read; answers the unread counts left",
  body: Type.Object({ messageId: Id, userId: Type.Optional(Id) }),
  result: Type.Object({ unread: Type.Integer({ minimum: 0 }), important: Type.Integer({ minimum: 0 }) }),
});

export const mpManageReadAll = defineEndpoint({
  name: 'mpManageReadAll',
  method: 'POST',
  path: `${P}/mpManage/readAll`,
  access: signedIn,
  summary: "Marks all the caller's messages read, or those of one account",
  body: Type.Object({ mpId: Type.Optional(Id) }),
  result: Type.Object({ updated: Type.Integer({ minimum: 0 }) }),
});

/** The important notices the pop-up starts with after sign-in: unread, newest first, at most NOTICE_POPUP_MAX. */
export const messageCenterImportantNotices = defineEndpoint({
  name: 'messageCenterImportantNotices',
  method: 'POST',
  path: `${CENTRE}/importantNotices`,
  access: signedIn,
  summary: "The caller's unread important notices (SPEC §3 Important-notice item), newest first, at most 10",
  body: NoBody,
  result: Type.Array(ImportantNoticeSchema),
});

export const serviceItemGetMpList = defineEndpoint({
  name: 'serviceItemGetMpList',
  method: 'POST',
  path: `${P}/serviceItem/getMpList`,
  access: signedIn,
  summary: 'The enabled sender accounts (公众号), in order',
  body: NoBody,
  result: Type.Array(MessageAccountSchema),
});

/**
 * SPEC §7 common/upload (multipart, field `file`): an image for a message or
 * a feedback, judged by its content. Answers its public address.
 */
export const commonUpload = defineEndpoint({
  name: 'commonUpload',
  method: 'POST',
  path: `${P}/common/upload`,
  access: signedIn,
  summary: 'Uploads an image (multipart field file; PNG, JPEG, GIF or WebP up to 5 MB); answers its id and address',
  result: MessageImageSchema,
});

// ── What administrators send ──

export const AudienceSchema = Type.Object({
  everyone: Type.Boolean(),
  /** Role ids. */
  roleIds: Type.Array(Id, { maxItems: MESSAGE_AUDIENCE_LIST_MAX, uniqueItems: true }),
  /** Department ids; a department includes its sub-departments. */
  deptIds: Type.Array(Id, { maxItems: MESSAGE_AUDIENCE_LIST_MAX, uniqueItems: true }),
  accounts: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: MESSAGE_AUDIENCE_LIST_MAX, uniqueItems: true }),
});
export type Audience = Static<typeof AudienceSchema>;

export const MessageDraftSchema = Type.Object({
  mpId: Id,
  title: Type.String({ minLength: 1, maxLength: MESSAGE_TITLE_MAX }),
  contentType: MessageContentTypeSchema,
  content: Type.String({ maxLength: MESSAGE_CONTENT_MAX }),
  /** Ids answered by common/upload. */
  imageIds: Type.Array(Id, { maxItems: MESSAGE_IMAGES_MAX, uniqueItems: true }),
  /** Ids answered by messageManage/uploadAttachment. */
  attachmentIds: Type.Array(Id, { maxItems: MESSAGE_ATTACHMENTS_MAX, uniqueItems: true }),
  /** Pops up as an important notice (openWindow "1"). */
  important: Type.Boolean(),
  /** Visitors may read it at /generalDetailsTow; only for messages to everyone. */
  public: Type.Boolean(),
  audience: AudienceSchema,
});
export type MessageDraft = Static<typeof MessageDraftSchema>;

export const SentMessageSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  mpId: Type.String(),
  mpName: Type.String(),
  /** 'admin' composed here, 'system' sent by a business system. */
  source: Type.Union([Type.Literal('admin'), Type.Literal('system')]),
  senderName: Type.String(),
  /** e.g. 全体用户, or 角色：学生；部门：计算机学院 等 3 项. */
  audienceText: Type.String(),
  recipientCount: Type.Integer({ minimum: 0 }),
  readCount: Type.Integer({ minimum: 0 }),
  important: Type.Boolean(),
  public: Type.Boolean(),
  sendTime: Type.String(),
  withdrawnTime: Type.Union([Type.String(), Type.Null()]),
});
export type SentMessage = Static<typeof SentMessageSchema>;

const MANAGE_ACCESS = configMenu(MESSAGE_MENU);

export const messageManagePage = defineEndpoint({
  name: 'messageManagePage',
  method: 'POST',
  path: `${MANAGE}/page`,
  access: MANAGE_ACCESS,
  summary: 'Sent messages, newest first, by title, account, source and state',
  body: Type.Object({
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_SIZE_MAX, default: 10 })),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    mpId: Type.Optional(Id),
    source: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('system'), Type.Literal('')])),
    state: Type.Optional(Type.Union([Type.Literal('sent'), Type.Literal('withdrawn'), Type.Literal('')])),
  }),
  result: PageSchema(SentMessageSchema),
});

export const messageManageDetail = defineEndpoint({
  name: 'messageManageDetail',
  method: 'POST',
  path: `${MANAGE}/detail`,
  access: MANAGE_ACCESS,
  summary: 'A sent message as composed, with its counts',
  body: Type.Object({ id: Id }),
  result: Type.Object({
    message: SentMessageSchema,
    draft: MessageDraftSchema,
    images: Type.Array(MessageImageSchema),
    attachments: Type.Array(MessageAttachmentSchema),
  }),
});

export const messageManageCountRecipients = defineEndpoint({
  name: 'messageManageCountRecipients',
  method: 'POST',
  path: `${MANAGE}/countRecipients`,
  access: MANAGE_ACCESS,
  summary: 'How many enabled users an audience reaches (the preview before sending)',
  body: AudienceSchema,
  result: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
});

export const messageManageSend = defineEndpoint({
  name: 'messageManageSend',
  method: 'POST',
  path: `${MANAGE}/send`,
  access: MANAGE_ACCESS,
  summary: 'Sends a message to its audience at once (stored per recipient, pushed to those online)',
  body: MessageDraftSchema,
  result: Type.Object({ id: Type.String(), recipientCount: Type.Integer({ minimum: 0 }) }),
});

export const messageManageWithdraw = defineEndpoint({
  name: 'messageManageWithdraw',
  method: 'POST',
  path: `${MANAGE}/withdraw`,
  access: MANAGE_ACCESS,
  summary: 'Withdraws a sent message: its readers get 消息已被删除 and it leaves every list and pop-up',
  body: Type.Object({ id: Id }),
  result: Type.Null(),
});

export const messageManageAudienceOptions = defineEndpoint({
  name: 'messageManageAudienceOptions',
  method: 'POST',
  path: `${MANAGE}/audienceOptions`,
  access: MANAGE_ACCESS,
  summary: 'The roles and the department tree an audience can name',
  body: NoBody,
  result: Type.Object({
    roles: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), userCount: Type.Integer({ minimum: 0 }) })),
    depts: Type.Array(Type.Recursive((self) => Type.Object({ id: Type.String(), name: Type.String(), children: Type.Array(self) }))),
  }),
});

export const messageManageUserOptions = defineEndpoint({
  name: 'messageManageUserOptions',
  method: 'POST',
  path: `${MANAGE}/userOptions`,
  access: MANAGE_ACCESS,
  summary: 'Enabled users whose account or name contains the keyword, at most 20',
  body: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) }),
  result: Type.Array(Type.Object({ account: Type.String(), name: Type.String(), deptName: Type.String() })),
});

/** Multipart field `file`: any document except executables and scripts, up to 20 MB. */
export const messageManageUploadAttachment = defineEndpoint({
  name: 'messageManageUploadAttachment',
  method: 'POST',
  path: `${MANAGE}/uploadAttachment`,
  access: MANAGE_ACCESS,
  summary: 'Uploads an attachment for a message being composed (multipart field file, up to 20 MB)',
  result: MessageAttachmentSchema,
});

export const messageAccountList = defineEndpoint({
  name: 'messageAccountList',
  method: 'POST',
  path: `${MANAGE}/accountList`,
  access: MANAGE_ACCESS,
  summary: 'Every sender account, enabled or not, with how many messages each sent',
  body: NoBody,
  result: Type.Array(Type.Intersect([MessageAccountSchema, Type.Object({ messageCount: Type.Integer({ minimum: 0 }) })])),
});

export const messageAccountSave = defineEndpoint({
  name: 'messageAccountSave',
  method: 'POST',
  path: `${MANAGE}/accountSave`,
  access: MANAGE_ACCESS,
  summary: 'Adds (without id) or edits a sender account',
  body: Type.Object({
    id: Type.Optional(Id),
    code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
    mpName: Type.String({ minLength: 1, maxLength: 30 }),
    icon: Type.String({ maxLength: 500 }),
    deptName: Type.String({ maxLength: 50 }),
    enabled: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 100000 }),
  }),
  result: MessageAccountSchema,
});

export const messageAccountRemove = defineEndpoint({
  name: 'messageAccountRemove',
  method: 'POST',
  path: `${MANAGE}/accountRemove`,
  access: MANAGE_ACCESS,
  summary: 'Removes a sender account that never sent a message (others can only be disabled)',
  body: Type.Object({ id: Id }),
  result: Type.Null(),
});

export const messageCentreEndpoints = [
  messageCenterAccounts,
  messageCenterUnreadCount,
  messageCenterPage,
  messageCenterHistoryMsgDetail,
  messageCenterDownloadFile,
  mpManageReadMessage,
  mpManageReadAll,
  messageCenterImportantNotices,
  serviceItemGetMpList,
  commonUpload,
  messageManagePage,
  messageManageDetail,
  messageManageCountRecipients,
  messageManageSend,
  messageManageWithdraw,
  messageManageAudienceOptions,
  messageManageUserOptions,
  messageManageUploadAttachment,
  messageAccountList,
  messageAccountSave,
  messageAccountRemove,
] as const;

// ── Integration API (business systems, signed like the to-do integration) ──

export const MESSAGE_OPEN_BASE = '/api/open/messages/v1';
export const MESSAGE_OPEN_PATHS = {
  send: `${MESSAGE_OPEN_BASE}/send`,
  withdraw: `${MESSAGE_OPEN_BASE}/withdraw`,
} as const;
/** The send call carries its attachments inline (base64), so it takes more than a JSON call elsewhere. */
export const MESSAGE_OPEN_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** Each inline attachment, decoded. */
export const MESSAGE_OPEN_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export interface IntegrationMessageSend {
  /** The system's own id of the message: sending it again changes nothing and answers duplicate true. */
  messageId: string;
  /** The sender account's code (MessageAccount.code), the SPEC's mpType. */
  mpCode: string;
  title: string;
  contentType?: MessageContentType;
  content: string;
  /** Image addresses (https), shown in the detail and the image viewer. */
  images?: string[];
  attachments?: { name: string; contentBase64: string }[];
  /** SPEC §3: "0,1" or "1" pops up as an important notice. */
  openWindow?: string;
  recipients: {
    everyone?: boolean;
    accounts?: string[];
    /** Role aliases, e.g. student, teacher. */
    roles?: string[];
    /** Department codes; a department includes its sub-departments. */
    depts?: string[];
  };
}

export interface IntegrationMessageSendResult {
  id: string;
  recipientCount: number;
  /** True when this messageId was sent before; nothing was stored or pushed again. */
  duplicate: boolean;
}

export interface IntegrationMessageWithdraw {
  messageId: string;
}

export interface IntegrationMessageWithdrawResult {
  /** False when it was withdrawn before. */
  withdrawn: boolean;
}
