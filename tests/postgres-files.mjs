// The HTTP tier's files that also run on PostgreSQL: those whose outcome the adapter can change.
// Every other HTTP file proves what the custom server, Next and the fakes decide, the same on
// either database, and runs on SQLite only; what Payload decides runs on both adapters in the
// in-process tier (tests/inprocess). One place: vitest.config.ts reads it, and
// docs/testing.md points here. A file joins this list when it reaches a raw SQL statement
// (rawDatabase, atomically, claims), two instances on one database, a backup, or a migration.
/** @type {Record<string, string>} */
export const postgresFiles = {
  'lead-delivery-instances': 'two instances claim one outbox on one database: row locks differ',
  'intake-desk':
    'follow-up texts are queued inside the request that holds the lead row (outbox-writes.ts): on PostgreSQL another connection would wait on its lock',
  'instances-shared-state': 'two instances on one database: what one writes the other reads',
  'nginx-front': 'two instances behind nginx share one database, which only PostgreSQL serves them',
  'rolling-restart': 'instances restarted in turn behind nginx on one PostgreSQL database',
  health:
    'a database cut off and back: each adapter loses and regains its connections its own way (pending migrations: in-process claims-sql)',
  'startup-checks': 'an unreachable or bad database ends the start: each adapter fails its way',
  'backup-restore': 'backups are pg_dump/pg_restore on PostgreSQL, a file snapshot on SQLite',
  'scheduled-backup': 'the scheduled backup runs the adapter\u2019s own backup',
}

// Of those, the files of several instances on one database run on PostgreSQL alone: the site
// serves several instances from PostgreSQL only (DESIGN.md: SQLite is the embedded default of one
// instance), so two processes on one SQLite file is no set-up an operator runs. What they prove
// of one instance (limits, tokens, the outbox's claims) runs on SQLite in other files.
export const postgresOnlyFiles = [
  'lead-delivery-instances',
  'instances-shared-state',
  'nginx-front',
  'rolling-restart',
]

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
// And these, whose raw SQL is proven on both adapters in process (issue 49, third round):
//   audit-trail,         in-process audit-sql: twenty reads at once append one unbroken keyed
//   audit-reads          chain the verifier accepts; a tampered or re-hashed row is named
//   campaigns            in-process content-sql: the visit upsert adds exactly (20 at once add 20)
//   campaign-report      in-process content-sql: the report's figures are numbers of the right
//                        value on both adapters (the report sums in TypeScript, not in SQL)
//   campaign-pages       in-process content-sql: two schedulers publish (and withdraw) a due page once
//   admin-versions       in-process content-sql: the shared copies of versioned globals follow a save
//   leads,               in-process leads-sql: leads taken at once each stored with their own
//   lead-pipeline        outbox row in one grouped commit (a refused row leaves no lead); the
//                        new lead's id per adapter; moves, duplicates and the folded-name search
//   visitor-texts,       in-process texting-sql: the text the outbox sent stored with its outcome
//   sms-revocation       (or the outcome alone, sent once); STOP, START, STOP recorded once each,
//                        the newest read back by number or hash; the web form opts out once
//   agent-conversation   in-process texting-sql: unread marks per lead; the reply rotation's order
//   booking              in-process claims-sql: claimOnce has one winner of eight; two visitors
//                        booking the last agent at once get one call and one refusal
