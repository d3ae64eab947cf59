import type { Kysely } from 'kysely';

/*
 * The message centre (issue 17, docs/design/message-centre.md): sender
 * accounts, the messages sent (by administrators or business systems), one
 * row per recipient with its read state, and the uploaded images and
 * attachments. Recipient rows repeat what a user's lists filter and sort by
 * (account, importance, send time, withdrawal), so each of a user's lists and
 * counts is one index range without a join.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    // What business systems name in mpCode.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('mp_name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('message_accounts_code_unique', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('centre_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    // admin | system.
    .addColumn('source', 'text', (c) => c.notNull())
    // The sending business system and its own id of the message (idempotency); null for administrators.
    .addColumn('system_id', 'text')
    .addColumn('system_message_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    // text | html (sanitised on the way in).
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // JSON: [{id, url, name}], uploaded images and addresses given by a system alike.
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('attachment_count', 'integer', (c) => c.notNull())
    // 1: pops up as an important notice (openWindow).
    .addColumn('important', 'integer', (c) => c.notNull())
    // 1: visitors may read it (only messages to everyone).
    .addColumn('is_public', 'integer', (c) => c.notNull())
    // JSON of the audience as sent, and its one-line description.
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('audience_text', 'text', (c) => c.notNull())
    .addColumn('everyone', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('recipient_count', 'integer', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addUniqueConstraint('centre_messages_system_unique', ['system_id', 'system_message_id'])
    .execute();
  await db.schema.createIndex('centre_messages_time_idx').on('centre_messages').columns(['tenant_id', 'created_at']).execute();
  await db.schema.createIndex('centre_messages_account_idx').on('centre_messages').columns(['tenant_id', 'account_id']).execute();
  // Withdrawals a reconnecting client catches up on.
  await db.schema.createIndex('centre_messages_withdrawn_idx').on('centre_messages').columns(['tenant_id', 'withdrawn_at']).execute();

  await db.schema
    .createTable('message_recipients')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('important', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('message_recipients_pk', ['message_id', 'user_id'])
    .execute();
  // A user's list, newest first.
  await db.schema
    .createIndex('message_recipients_list_idx')
    .on('message_recipients')
    .columns(['user_id', 'withdrawn', 'sent_at'])
    .execute();
  // A user's unread and unread important counts, and the pop-up's notices.
  await db.schema
    .createIndex('message_recipients_unread_idx')
    .on('message_recipients')
    .columns(['user_id', 'withdrawn', 'read_at', 'important'])
    .execute();
  // A user's messages of one account, and the counts per account.
  await db.schema
    .createIndex('message_recipients_account_idx')
    .on('message_recipients')
    .columns(['user_id', 'account_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('message_files')
    // Random 128 bits: an image's id is the capability of its public address.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // image | attachment.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    // A user id, or the sending system's id.
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    // Set when the message using it is sent.
    .addColumn('message_id', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_files_message_idx').on('message_files').columns(['message_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['message_files', 'message_recipients', 'centre_messages', 'message_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
