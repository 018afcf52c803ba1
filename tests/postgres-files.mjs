// The HTTP tier's files that also run on PostgreSQL: those whose outcome the adapter can change.
// Every other HTTP file proves what the custom server, Next and the fakes decide, the same on
// either database, and runs on SQLite only; what Payload decides runs on both adapters in the
// in-process tier (tests/inprocess). One place: vitest.config.ts reads it, and
// docs/testing.md points here. A file joins this list when it reaches a raw SQL statement
// (rawDatabase, atomically, claims), two instances on one database, a backup, or a migration.
/** @type {Record<string, string>} */
export const postgresFiles = {
  'lead-delivery-instances': 'two instances claim one outbox on one database: row locks differ',
  'audit-trail': 'the audit chain is read and appended with raw SQL (stored-events.mjs)',
  'audit-reads': 'read events are appended to the chain with raw SQL under concurrent reads',
  leads: 'intake stores a lead and its sends in one grouped commit (grouped-commit.ts)',
  'lead-pipeline': 'pipeline moves are conditional one-statement updates (drizzle-access.ts)',
  'intake-desk': 'name search reads the folded-name column; LIKE and collation differ',
  'agent-conversation': 'unread counts and reply rotation are raw SQL (unread-texts, rotation)',
  'visitor-texts': 'the text record and its outbox row are one statement (text-record.ts)',
  'sms-revocation': 'the opt-out state is a conditional raw update (opt-out-state.ts)',
  campaigns: 'visits are counted with a one-statement upsert (count-visit.ts)',
  'campaign-report': 'the report sums with SQL aggregates whose types differ per adapter',
  'campaign-pages': 'scheduled publishing claims due pages with a raw update (pages/schedule.ts)',
  'admin-versions': 'versioned globals are read with raw SQL (versioned-global.ts)',
  booking: 'two instances send each reminder once through claim-once.ts on one database',
  'instances-shared-state': 'two instances on one database: what one writes the other reads',
  'nginx-front': 'two instances behind nginx share one database, which only PostgreSQL serves them',
  'rolling-restart': 'instances restarted in turn behind nginx on one PostgreSQL database',
  health: 'readiness asks the adapter for pending migrations (readiness.ts)',
  'startup-checks': 'an unreachable or bad database ends the start: each adapter fails its way',
  'backup-restore': 'backups are pg_dump/pg_restore on PostgreSQL, a file snapshot on SQLite',
  'scheduled-backup': 'the scheduled backup runs the adapter\u2019s own backup',
}

// Files that ran on PostgreSQL before and now run on SQLite alone, because what the adapter
// decides in them is proven on both adapters elsewhere (a kill of the site's process is the same
// on either database: the database server is not what is killed):
//   lead-delivery        in-process outbox-claims: a claim held is not taken again; two claimers
//                        take each delivery once
//   lead-crash           leads (above): a lead and its sends are one grouped commit before the answer
//   agent-alert-crash,   in-process outbox-claims: an expired claim is taken again and sent once
//   visitor-texts-crash
//   retention            in-process retention: one pass deletes and anonymizes, under one claimed key
//   lead-lifecycle       in-process lead-erasure: leads go with their texts, deliveries, bookings
//   lead-attribution     in-process lead-attribution: both touches stored in the lead's columns
