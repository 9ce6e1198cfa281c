#!/bin/bash
# First start: initdb with POSTGRES_USER / POSTGRES_PASSWORD, then POSTGRES_DB;
# then the server, listening on every address (password required from the network).
set -euo pipefail
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
user=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  db=${POSTGRES_DB:-$user}
  if [ "$db" != postgres ]; then
    psql -v ON_ERROR_STOP=1 -U "$user" -d postgres -qc "create database \"$db\""
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres stand-in: database initialised"
fi
if [ "${1:-}" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
