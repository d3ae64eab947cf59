import { DEFAULT_TENANT_ID } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { ChatConversationsTable, ChatMessagesTable } from '../modules/chat/tables.ts';
import type { Platform } from '../platform/context.ts';
import { userId } from './identity.ts';
import { seedId } from './ids.ts';
import { messageAccountId } from './messages.ts';

/*
 * The chat window's demo (docs/design/chat.md): who answers for which
 * message account, and a few conversations of student01 — one answered with
 * a reply still unread, one waiting for an answer, one pinned.
 */

const T = DEFAULT_TENANT_ID;
const MINUTE = 60_000;

/** Account code → the demo accounts answering for it. */
export const CHAT_AGENTS: Record<string, string[]> = {
  JWC: ['staff01'],
  YJS: ['staff01'],
  NIC: ['admin'],
  XGC: ['teacher01'],
};

export const chatConversationId = (account: string, code: string) => seedId(`chat-conversation:${T}:${account}:${code}`);
const chatMessageId = (conversation: string, n: number) => seedId(`chat-message:${conversation}:${n}`);

interface Line {
  from: 'user' | 'agent';
  text: string;
  minutesAgo: number;
}

const CONVERSATIONS: { account: string; code: string; pinned?: boolean; read: boolean; lines: Line[] }[] = [
  {
    account: 'student01',
    code: 'JWC',
    read: false,
    lines: [
      { from: 'user', text: '老师您好，请问中英文成绩单在哪里打印？', minutesAgo: 180 },
      { from: 'agent', text: '同学你好，可以在服务大厅搜索「成绩单打印」在线申请，也可以到行政楼一楼自助打印机打印。', minutesAgo: 150 },
      { from: 'user', text: '自助打印需要带什么证件？', minutesAgo: 40 },
      { from: 'agent', text: '带上校园卡即可，每学期前 5 份免费。', minutesAgo: 25 },
    ],
  },
  {
    account: 'student01',
    code: 'XGC',
    read: true,
    lines: [{ from: 'user', text: '请问国家励志奖学金的申请材料什么时候交？', minutesAgo: 60 * 26 }],
  },
  {
    account: 'student01',
    code: 'TSG',
    pinned: true,
    read: true,
    lines: [
      { from: 'user', text: '借的书到期了还能续借吗？', minutesAgo: 60 * 72 },
      { from: 'agent', text: '可以在图书馆网站“我的图书馆”续借一次，续期 30 天。', minutesAgo: 60 * 71 },
    ],
  },
];

const NAMES: Record<string, string> = { student01: '张思远', staff01: '陈静怡', teacher01: '李文博', admin: '系统管理员' };
/** Who answered in the demo conversations of an account without an agent (the library): its own desk. */
const DESK = '图书馆咨询台';

export async function seedChat(platform: Platform): Promise<void> {
  const db = platform.db;
  if (!(await db.selectFrom('message_accounts').select('id').where('id', '=', messageAccountId('JWC')).executeTakeFirst())) return;
  if (await db.selectFrom('chat_account_agents').select('user_id').where('tenant_id', '=', T).executeTakeFirst()) return;

  const now = platform.clock.now().getTime();
  const created = new Date(now).toISOString();
  const agents = Object.entries(CHAT_AGENTS).flatMap(([code, accounts]) =>
    accounts.map((a) => ({ tenant_id: T, account_id: messageAccountId(code), user_id: userId(a), created_at: created })),
  );
  const conversations: Insertable<ChatConversationsTable>[] = [];
  const messages: Insertable<ChatMessagesTable>[] = [];
  for (const c of CONVERSATIONS) {
    const id = chatConversationId(c.account, c.code);
    const accountId = messageAccountId(c.code);
    const agent = CHAT_AGENTS[c.code]?.[0];
    c.lines.forEach((line, n) => {
      messages.push({
        id: chatMessageId(id, n),
        tenant_id: T,
        conversation_id: id,
        account_id: accountId,
        user_id: userId(c.account),
        sender: line.from,
        sender_id: line.from === 'user' ? userId(c.account) : agent ? userId(agent) : accountId,
        sender_name: line.from === 'user' ? (NAMES[c.account] ?? '') : agent ? (NAMES[agent] ?? '') : DESK,
        text: line.text,
        created_at: new Date(now - line.minutesAgo * MINUTE).toISOString(),
      });
    });
    const last = c.lines.at(-1) as Line;
    // Unread on the other side of the last writer: a reply the user has not read, or a question no agent has.
    const trailing = c.lines.length - c.lines.findLastIndex((l) => l.from !== last.from) - 1;
    conversations.push({
      id,
      tenant_id: T,
      user_id: userId(c.account),
      account_id: accountId,
      pinned_at: c.pinned ? new Date(now - 60 * 24 * 60 * MINUTE).toISOString() : null,
      last_message_at: new Date(now - last.minutesAgo * MINUTE).toISOString(),
      last_text: last.text,
      user_unread: last.from === 'agent' && !c.read ? trailing : 0,
      agent_unread: last.from === 'user' ? trailing : 0,
      created_at: new Date(now - (c.lines[0] as Line).minutesAgo * MINUTE).toISOString(),
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('chat_account_agents').values(agents).execute();
    await trx.insertInto('chat_conversations').values(conversations).execute();
    await trx.insertInto('chat_messages').values(messages).execute();
  });
}
