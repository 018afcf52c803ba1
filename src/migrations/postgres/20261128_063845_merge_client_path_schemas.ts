import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

// The four issue-36 branches (documents, questionnaires, engagements, payments) each created their
// own tables in their own migration; merged, the last snapshot held only one branch's view of the
// schema. This migration changes nothing: its snapshot (the .json beside it) is the merged schema,
// so the next `migrate:create` compares against all of it.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
