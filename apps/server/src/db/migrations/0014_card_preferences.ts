import type { Kysely } from 'kysely';

/*
 * Card management (docs/design/cards.md "Card management"): an administrator
 * may fix a card so users cannot hide it, and each user keeps which of their
 * cards are hidden and in what order. A user's rows go with the card.
 */

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('home_cards')
    .addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('home_card_user_settings')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull().references('home_cards.id').onDelete('cascade'))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('home_card_user_settings_pk', ['tenant_id', 'user_id', 'card_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('home_card_user_settings').ifExists().execute();
  await db.schema.alterTable('home_cards').dropColumn('fixed').execute();
}
