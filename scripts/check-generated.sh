#!/usr/bin/env bash
# Fails when a generated file no longer matches its source: src/payload-types.ts, the migrations
# of either adapter (a collection changed without `npm run migrate:create`), or the site's font
# (@fontsource's Inter upgraded without `npm run generate:font`).
# Uses scratch databases only (a SQLite file, GEN_POSTGRES_URL for the PostgreSQL comparison).
set -euo pipefail
cd "$(dirname "$0")/.."
pg_url=${GEN_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
stale=0

PAYLOAD_TS_OUTPUT_PATH="$scratch/payload-types.ts" DATABASE_URL="file:$scratch/types.db" SKIP_SEED=1 \
  npm run --silent payload -- generate:types >/dev/null
if ! diff -u src/payload-types.ts "$scratch/payload-types.ts"; then
  echo 'src/payload-types.ts is stale: run `npm run generate:types` and commit it' >&2
  stale=1
fi

cp src/ui/fonts/inter-latin-400-700.woff2 "$scratch/font.woff2"
npm run --silent generate:font >/dev/null
if ! cmp -s src/ui/fonts/inter-latin-400-700.woff2 "$scratch/font.woff2"; then
  echo 'src/ui/fonts/inter-latin-400-700.woff2 is stale: run `npm run generate:font` and commit it' >&2
  cp "$scratch/font.woff2" src/ui/fonts/inter-latin-400-700.woff2
  stale=1
fi

for database in "file:$scratch/migrations.db" "$pg_url"; do
  before=$(find src/migrations -type f | sort)
  DATABASE_URL="$database" SKIP_SEED=1 npm run --silent payload -- migrate:create stale-check \
    --skip-empty >"$scratch/migrate.log" 2>&1 || { cat "$scratch/migrate.log" >&2; exit 1; }
  created=$(comm -13 <(echo "$before") <(find src/migrations -type f | sort))
  if [ -n "$created" ]; then
    echo "Migrations are stale for $database (collections changed): run npm run migrate:create -- <name>" >&2
    git status --porcelain src/migrations >&2
    git checkout -q -- src/migrations src/payload-types.ts && git clean -qf src/migrations
    stale=1
  fi
done
exit $stale
