import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'login.password' BEFORE 'login-failed';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'login.second-factor' BEFORE 'login-failed';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'two-factor-burst' BEFORE 'retention';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'unlock' BEFORE 'retention';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'setup' BEFORE 'retention';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'read' BEFORE 'retention';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'delete' BEFORE 'retention';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('view', 'export', 'status', 'assignment', 'login', 'login-failed', 'retention', 'forget', 'two-factor-reset');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";`)
}
