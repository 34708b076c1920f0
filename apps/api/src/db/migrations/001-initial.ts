import type { Kysely, Migration } from 'kysely'

// Portable column types only (text, integer, bigint), so one migration serves SQLite and
// PostgreSQL alike.

async function createIndexerTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexer_state')
    .addColumn('chain_id', 'text', (column) => column.primaryKey())
    .addColumn('next_block', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute()
  await db.schema
    .createTable('indexer_blocks')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('block_hash', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('indexer_blocks_pk', ['chain_id', 'block_number'])
    .execute()
  await db.schema
    .createTable('chain_transactions')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('tx_hash', 'text', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('tx_index', 'integer', (column) => column.notNull())
    .addColumn('mined_at', 'bigint', (column) => column.notNull())
    .addColumn('from_address', 'text', (column) => column.notNull())
    .addColumn('to_address', 'text')
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('nonce', 'bigint')
    .addPrimaryKeyConstraint('chain_transactions_pk', ['chain_id', 'tx_hash'])
    .execute()
  await db.schema
    .createTable('transfers')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('tx_hash', 'text', (column) => column.notNull())
    .addColumn('log_index', 'integer', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('token_address', 'text', (column) => column.notNull())
    .addColumn('from_address', 'text', (column) => column.notNull())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('amount', 'text', (column) => column.notNull())
    .addColumn('token_id', 'text')
    .addPrimaryKeyConstraint('transfers_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  await db.schema
    .createIndex('transfers_to_idx')
    .on('transfers')
    .columns(['chain_id', 'to_address', 'kind'])
    .execute()
  await db.schema
    .createIndex('transfers_from_idx')
    .on('transfers')
    .columns(['chain_id', 'from_address', 'kind'])
    .execute()
  await db.schema
    .createTable('account_transactions')
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('tx_hash', 'text', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('tx_index', 'integer', (column) => column.notNull())
    .addColumn('mined_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('account_transactions_pk', ['account', 'chain_id', 'tx_hash'])
    .execute()
  await db.schema
    .createIndex('account_transactions_order_idx')
    .on('account_transactions')
    .columns(['account', 'mined_at', 'block_number', 'tx_index'])
    .execute()
  await db.schema
    .createTable('tokens')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('symbol', 'text', (column) => column.notNull())
    .addColumn('decimals', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('tokens_pk', ['chain_id', 'address'])
    .execute()
  await db.schema
    .createTable('watched_accounts')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('last_signature', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('watched_accounts_pk', ['chain_id', 'account'])
    .execute()
}

async function createNameTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('names')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('owner_address', 'text', (column) => column.notNull())
    .addColumn('attributes', 'text', (column) => column.notNull())
    .addColumn('registered_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute()
  await db.schema
    .createTable('name_addresses')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('coin_type', 'bigint', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('name_addresses_pk', ['name', 'coin_type'])
    .execute()
  await db.schema
    .createIndex('name_addresses_address_idx')
    .on('name_addresses')
    .column('address')
    .execute()
  await db.schema
    .createTable('used_signatures')
    .addColumn('signature_hash', 'text', (column) => column.primaryKey())
    .addColumn('used_at', 'bigint', (column) => column.notNull())
    .execute()
}

async function createServiceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('pci', 'text', (column) => column.primaryKey())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('permissions', 'text', (column) => column.notNull())
    .addColumn('expiry', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account').execute()
  await db.schema
    .createTable('analytics_events')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text')
    .addColumn('sdk_type', 'text')
    .addColumn('sdk_version', 'text')
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('domain', 'text', (column) => column.notNull())
    .addColumn('event_timestamp', 'bigint', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('properties', 'text')
    .addColumn('error_type', 'text')
    .addColumn('error_message', 'text')
    .addColumn('stack_trace', 'text')
    .execute()
  await db.schema
    .createIndex('analytics_events_received_idx')
    .on('analytics_events')
    .column('received_at')
    .execute()
  await db.schema
    .createTable('onramp_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('partner_user_id', 'text', (column) => column.notNull())
    .addColumn('destination_wallets', 'text', (column) => column.notNull())
    .addColumn('default_network', 'text')
    .addColumn('preset_crypto_amount', 'text')
    .addColumn('preset_fiat_amount', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('payment_currency', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('payment_amount', 'text')
    .addColumn('purchase_currency', 'text')
    .addColumn('purchase_network', 'text')
    .addColumn('purchase_amount', 'text')
    .addColumn('recipient', 'text')
    .addColumn('tx_hash', 'text')
    .addColumn('failure_reason', 'text')
    .execute()
}

/** Every table of the first release. */
export const initialMigration: Migration = {
  async up(db) {
    await createIndexerTables(db)
    await createNameTables(db)
    await createServiceTables(db)
  },
  async down(db) {
    for (const table of [
      'onramp_sessions',
      'analytics_events',
      'sessions',
      'used_signatures',
      'name_addresses',
      'names',
      'watched_accounts',
      'tokens',
      'account_transactions',
      'transfers',
      'chain_transactions',
      'indexer_blocks',
      'indexer_state',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
