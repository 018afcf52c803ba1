#!/usr/bin/env bash
# Generates a migration for both adapters from the current collections: npm run migrate:create -- <name>
# Uses a scratch SQLite file and a scratch PostgreSQL database (GEN_POSTGRES_URL) that only hold
# drizzle's snapshot comparison; the migration files are what get committed.
set -euo pipefail
name=${1:?usage: migrate-create.sh <name>}
pg_url=${GEN_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

create() {
  DATABASE_URL="$1" SKIP_SEED=1 npm run --silent payload -- migrate:create "$name" 2>&1 |
    tee /dev/stderr | grep -q 'Migration created' || {
    echo "migrate:create failed for $1" >&2
    return 1
  }
}

create "file:$scratch/gen.db"
create "$pg_url"
