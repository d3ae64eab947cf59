import type { Kysely } from 'kysely';

/*
 * The chat window (issue 18, docs/design/chat.md): one conversation per user
 * and message account with its unread counters on both sides, its messages,
 * and the staff who answer for each account (its agents).
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    // openTopChatTime: set while the user keeps it pinned.
    .addColumn('pinned_at', 'text')
    // null until the first message (a pin alone makes a conversation).
    .addColumn('last_message_at', 'text')
    .addColumn('last_text', 'text', (c) => c.notNull())
    // Agent replies the user has not read; user messages no agent has read.
    .addColumn('user_unread', 'integer', (c) => c.notNull())
    .addColumn('agent_unread', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('chat_conversations_unique', ['tenant_id', 'user_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_account_idx')
    .on('chat_conversations')
    .columns(['tenant_id', 'account_id', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id'))
    // Repeated from the conversation so a catch-up is one index range per account or user.
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('chat_messages_user_idx').on('chat_messages').columns(['tenant_id', 'user_id', 'created_at']).execute();
  await db.schema.createIndex('chat_messages_account_idx').on('chat_messages').columns(['tenant_id', 'account_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_account_agents')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_account_agents_pk', ['tenant_id', 'account_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_account_agents_user_idx').on('chat_account_agents').columns(['tenant_id', 'user_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_conversations').execute();
  await db.schema.dropTable('chat_account_agents').execute();
}
