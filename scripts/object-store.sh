#!/usr/bin/env bash
# A real S3-compatible object store on loopback for tests, benches and development: Ceph's
# RADOS Gateway on a one-monitor, one-OSD cluster from Debian's packages (ceph-mon ceph-osd
# radosgw ceph-common; .ci/run installs them).
#
#   bash scripts/object-store.sh start          # from nothing or from its data: prints the S3_* settings
#   bash scripts/object-store.sh stop           # every daemon; the data stays
#   bash scripts/object-store.sh gateway-stop   # the S3 endpoint only (the failure tests)
#   bash scripts/object-store.sh gateway-start
#   bash scripts/object-store.sh osd-stop       # the storage daemon only: the gateway answers nothing (it hangs)
#   bash scripts/object-store.sh osd-start      # and waits until the monitor marks it up
#   bash scripts/object-store.sh destroy        # stop and remove the data
#
# OBJECT_STORE_DIR (default /tmp/northgrid-object-store), OBJECT_STORE_PORT (S3, default 7480),
# OBJECT_STORE_MON_PORT (default 6789). The keys are fixed test keys: never use them anywhere real.
set -euo pipefail

DIR=${OBJECT_STORE_DIR:-/tmp/northgrid-object-store}
PORT=${OBJECT_STORE_PORT:-7480}
MON_PORT=${OBJECT_STORE_MON_PORT:-6789}
ACCESS_KEY=northgrid-test-access
SECRET_KEY=northgrid-test-secret-0123456789
CONF=$DIR/ceph.conf

need() {
  command -v "$1" >/dev/null && return 0
  echo "object-store: $1 is missing (apt-get install --no-install-recommends ceph-mon ceph-osd radosgw ceph-common)" >&2
  exit 1
}

write_conf() {
  mkdir -p "$DIR"/{mon,osd,rgw,run,log,crash}
  local fsid
  fsid=$(cat "$DIR/fsid" 2>/dev/null || cat /proc/sys/kernel/random/uuid | tee "$DIR/fsid")
  # One copy of everything on one OSD; paxos_propose_interval short so the gateway's pool
  # creations take a fraction of a second each; disk warnings low so a full CI disk does not stop the monitor.
  cat >"$CONF" <<EOF
[global]
fsid = $fsid
mon_host = v1:127.0.0.1:$MON_PORT
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
osd_pool_default_size = 1
osd_pool_default_min_size = 1
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_crush_chooseleaf_type = 0
paxos_propose_interval = 0.05
mon_data_avail_warn = 2
mon_data_avail_crit = 1
run_dir = $DIR/run
crash_dir = $DIR/crash
log_file = $DIR/log/\$name.log
pid_file = $DIR/run/\$name.pid
admin_socket = $DIR/run/\$name.asok
[mon.a]
mon_data = $DIR/mon
[osd.0]
osd_data = $DIR/osd
osd_objectstore = bluestore
osd_class_update_on_start = false
osd_crush_update_on_start = false
bluestore_block_path = $DIR/osd-block
bluestore_block_create = true
bluestore_fsck_on_mkfs = false
bluestore_fsck_on_mount = false
bluestore_block_size = 4294967296
[client.rgw.a]
rgw_data = $DIR/rgw
rgw_frontends = beast endpoint=127.0.0.1:$PORT
EOF
}

running() { [ -f "$DIR/run/$1.pid" ] && kill -0 "$(cat "$DIR/run/$1.pid")" 2>/dev/null; }

wait_http() {
  for _ in $(seq 1 200); do
    curl -s -o /dev/null "http://127.0.0.1:$PORT/" && return 0
    sleep 0.05
  done
  echo "object-store: the gateway did not answer on 127.0.0.1:$PORT (see $DIR/log)" >&2
  return 1
}

gateway_start() {
  running client.rgw.a || radosgw -c "$CONF" -n client.rgw.a 2>>"$DIR/log/daemons.err"
  wait_http
}

gateway_stop() {
  if running client.rgw.a; then
    local pid
    pid=$(cat "$DIR/run/client.rgw.a.pid")
    kill "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
  fi
}

osd_stop() {
  if running osd.0; then
    local pid
    pid=$(cat "$DIR/run/osd.0.pid")
    kill "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
  fi
}

osd_start() {
  running osd.0 || ceph-osd -c "$CONF" -i 0 2>>"$DIR/log/daemons.err"
  # Marked up by the monitor (this cluster has no manager to ask about placement groups; requests wait for them).
  for _ in $(seq 1 600); do
    timeout 5 ceph -c "$CONF" osd stat 2>/dev/null | grep -q ': 1 up' && return 0
    sleep 0.1
  done
  echo "object-store: the storage daemon did not come back up (see $DIR/log)" >&2
  return 1
}

start() {
  need ceph-mon; need ceph-osd; need radosgw; need curl
  write_conf
  if [ ! -f "$DIR/mon/keyring" ] && [ ! -f "$DIR/mon/store.db/CURRENT" ]; then
    monmaptool --create --clobber --fsid "$(cat "$DIR/fsid")" --addv a "[v1:127.0.0.1:$MON_PORT]" \
      "$DIR/monmap" >/dev/null
    ceph-mon -c "$CONF" --mkfs -i a --monmap "$DIR/monmap" 2>/dev/null
  fi
  # A store of another folder on these ports would make this one's daemons exit without a word: say so instead.
  if ! running mon.a && [ -n "$(ss -Hltn "sport = :$MON_PORT or sport = :$PORT")" ]; then
    echo "object-store: port $MON_PORT or $PORT is taken; another store? (OBJECT_STORE_DIR=... $0 stop)" >&2
    exit 1
  fi
  running mon.a || ceph-mon -c "$CONF" -i a 2>>"$DIR/log/daemons.err"
  if [ ! -f "$DIR/osd/fsid" ]; then
    local uuid
    uuid=$(cat /proc/sys/kernel/random/uuid)
    ceph -c "$CONF" osd new "$uuid" >/dev/null
    ceph -c "$CONF" osd crush add osd.0 1 root=default >/dev/null 2>&1
    ceph-osd -c "$CONF" -i 0 --mkfs --osd-uuid "$uuid" 2>/dev/null
  fi
  running osd.0 || ceph-osd -c "$CONF" -i 0 2>>"$DIR/log/daemons.err"
  gateway_start
  radosgw-admin -c "$CONF" user info --uid=northgrid >/dev/null 2>&1 \
    || radosgw-admin -c "$CONF" user create --uid=northgrid --display-name=Northgrid \
      --access-key="$ACCESS_KEY" --secret="$SECRET_KEY" >/dev/null
  echo "S3_ENDPOINT=http://127.0.0.1:$PORT"
  echo "S3_REGION=us-east-1"
  echo "S3_FORCE_PATH_STYLE=true"
  echo "S3_ACCESS_KEY_ID=$ACCESS_KEY"
  echo "S3_SECRET_ACCESS_KEY=$SECRET_KEY"
}

stop() {
  gateway_stop
  for name in osd.0 mon.a; do
    if running "$name"; then
      local pid
      pid=$(cat "$DIR/run/$name.pid")
      kill "$pid"
      while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    fi
  done
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  gateway-stop) gateway_stop ;;
  gateway-start) gateway_start ;;
  osd-stop) osd_stop ;;
  osd-start) osd_start ;;
  destroy) stop; rm -rf "$DIR" ;;
  *) echo "usage: $0 start|stop|gateway-stop|gateway-start|osd-stop|osd-start|destroy" >&2; exit 2 ;;
esac
