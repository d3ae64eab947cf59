import type { Kysely } from 'kysely';

/*
 * Home-page cards (issue 4, docs/design/cards.md): index types, cards placed
 * in them (or not yet placed: type_id null), the columns (tabs) of a card and
 * the roles allowed to see a type, card or column. A type with cards cannot
 * be deleted (the foreign key keeps that true whatever the code does); a
 * card's columns go with it. Flags are 0/1 integers, small lists JSON text.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('home_card_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('home_card_types_name_unique', ['tenant_id', 'type_name'])
    .execute();

  await db.schema
    .createTable('home_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('type_id', 'text', (c) => c.references('home_card_types.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('card_name', 'text', (c) => c.notNull())
    .addColumn('card_introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'text', (c) => c.notNull().defaultTo('narrow'))
    .addColumn('display_rows', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('home_cards_name_unique', ['tenant_id', 'card_name'])
    .execute();
  await db.schema.createIndex('home_cards_type_idx').on('home_cards').columns(['tenant_id', 'type_id', 'sort']).execute();

  await db.schema
    .createTable('home_card_columns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull().references('home_cards.id').onDelete('cascade'))
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data_source', 'text', (c) => c.notNull())
    .addColumn('api_id', 'text')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('card_mapping', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('todo_type_name', 'text', (c) => c.notNull())
    .addColumn('todo_timeout_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('home_card_columns_name_unique', ['card_id', 'column_name'])
    .execute();
  await db.schema.createIndex('home_card_columns_card_idx').on('home_card_columns').columns(['card_id', 'sort']).execute();

  // target: 'type' | 'card' | 'column'. No rows for a target means every signed-in user.
  await db.schema
    .createTable('home_card_roles')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('role_alias', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('home_card_roles_pk', ['target', 'target_id', 'role_alias'])
    .execute();
  await db.schema.createIndex('home_card_roles_tenant_idx').on('home_card_roles').columns(['tenant_id', 'target']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('home_card_roles').ifExists().execute();
  await db.schema.dropTable('home_card_columns').ifExists().execute();
  await db.schema.dropTable('home_cards').ifExists().execute();
  await db.schema.dropTable('home_card_types').ifExists().execute();
}
