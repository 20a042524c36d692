# Sourced by the test scripts: `start_postgres [database…]` starts a throwaway PostgreSQL 15 on loopback,
# creates the databases (default pbo_test) and exports PG_TEST_SERVER (URL without a database) and
# PG_TEST_URL (the first database); it is stopped and deleted when the calling shell exits.
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

start_postgres() {
  if [[ ! -x "$PG_BIN/initdb" ]]; then
    if [[ $EUID -eq 0 ]]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
    else
      echo "PostgreSQL 15 is not installed (expected $PG_BIN/initdb): apt-get install postgresql-15" >&2
      return 1
    fi
  fi
  local port=${PG_TEST_PORT:-55432}
  PG_TEST_DIR=$(mktemp -d /tmp/pbo-postgres.XXXXXX)
  local run=()
  if [[ $EUID -eq 0 ]]; then
    chown postgres "$PG_TEST_DIR"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$PG_BIN/initdb" -D "$PG_TEST_DIR/data" -A trust -U postgres >/dev/null
  "${run[@]}" "$PG_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/log" -w \
    -o "-p $port -k $PG_TEST_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  PG_STOP_CMD="${run[*]} $PG_BIN/pg_ctl -D $PG_TEST_DIR/data -m fast stop"
  trap 'stop_postgres' EXIT
  local databases=("${@:-pbo_test}")
  for database in "${databases[@]}"; do "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"; done
  export PG_TEST_SERVER="postgresql://postgres@127.0.0.1:$port"
  export PG_TEST_URL="$PG_TEST_SERVER/${databases[0]}"
  echo "PostgreSQL started on 127.0.0.1:$port"
}

stop_postgres() {
  if [[ -n "${PG_STOP_CMD:-}" ]]; then
    $PG_STOP_CMD >/dev/null 2>&1 || true
    rm -rf "$PG_TEST_DIR"
    PG_STOP_CMD=""
  fi
}
