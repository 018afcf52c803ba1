#!/usr/bin/env bash
# Generates a migration for both adapters from the current collections: npm run migrate:create -- <name>
# Uses a scratch SQLite file and a scratch PostgreSQL database (GEN_POSTGRES_URL) that only hold
# drizzle's snapshot comparison; the migration files are what get committed.
set -euo pipefail
name=${1:?usage: migrate-create.sh <name>}
pg_url=${GEN_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The output is kept in a file and searched once the command ended: `grep -q` on the pipe quits at
# the first match, `tee` then dies of SIGPIPE, and with pipefail a created migration read as failed.
create() {
  local log="$scratch/create.log"
  if ! DATABASE_URL="$1" SKIP_SEED=1 npm run --silent payload -- migrate:create "$name" 2>&1 |
    tee "$log" >&2 || ! grep -q 'Migration created' "$log"; then
    if grep -q 'No schema changes detected' "$log"; then
      echo "No schema change for $1: no migration written" >&2
      return 1
    fi
    echo "migrate:create failed for $1" >&2
    return 1
  fi
}

create "file:$scratch/gen.db"
create "$pg_url"
