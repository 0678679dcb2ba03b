# Sourced by test.sh: a throw-away PostgreSQL server on loopback for the gateway's PostgreSQL suite
# (Debian's package, installed when missing). Exports LINGXI_TEST_DATABASE_URL; stopped on exit.
PG_PORT=${PG_PORT:-55432}
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  echo "Installing Debian's PostgreSQL for the gateway tests"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN=$(pg_bin)
PG_DIR=$(mktemp -d -t lingxi-pg-XXXXXX)
AS_PG=""
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$PG_DIR"  # the server refuses to run as root
  AS_PG="runuser -u postgres --"
fi
$AS_PG "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U lingxi >/dev/null
$AS_PG "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1" start >/dev/null
stop_postgres() { $AS_PG "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1; rm -rf "$PG_DIR"; }
trap stop_postgres EXIT
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U lingxi lingxi_test
export LINGXI_TEST_DATABASE_URL="postgres://lingxi@127.0.0.1:$PG_PORT/lingxi_test"
