#!/usr/bin/env bash
# `npm run cluster`: several instances of the site on one PostgreSQL behind HAProxy
# (deploy/haproxy.cfg), on this machine. Needs DATABASE_URI=postgres://... and
# PAYLOAD_SECRET; HAProxy from your distribution (Debian: apt-get install haproxy).
#   INSTANCES (default 2), LB_PORT (default 8080), FIRST_PORT (default 3001)
# Builds once against the database (migrations and seed first), then starts the instances
# with TRUST_PROXY=127.0.0.1 so each sees the client HAProxy appends to X-Forwarded-For.
# Ctrl-C stops everything (instances finish their requests and deliveries first).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URI:?set DATABASE_URI to a PostgreSQL database (postgres://...)}"
: "${PAYLOAD_SECRET:?set PAYLOAD_SECRET (32+ random characters), the same for every instance}"
[[ "$DATABASE_URI" =~ ^postgres ]] || { echo "DATABASE_URI must be PostgreSQL: SQLite serves one instance" >&2; exit 1; }
command -v haproxy >/dev/null || { echo "haproxy is not installed (Debian: apt-get install haproxy)" >&2; exit 1; }
instances=${INSTANCES:-2}
lb_port=${LB_PORT:-8080}
first=${FIRST_PORT:-3001}
(( instances >= 1 && instances <= 2 )) || { echo "deploy/haproxy.cfg names two instances (A, B): add server lines for more" >&2; exit 1; }
export SITE_URL=${SITE_URL:-http://127.0.0.1:$lb_port} TRUST_PROXY=127.0.0.1 LISTEN_HOST=127.0.0.1

npm run build
pids=()
trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait' EXIT INT TERM
for i in $(seq 0 $((instances - 1))); do
  PORT=$((first + i)) DELIVERY_INSTANCE_ID="instance-$i" npm start &
  pids+=($!)
done
for i in $(seq 0 $((instances - 1))); do
  until curl -fs "http://127.0.0.1:$((first + i))/readyz" >/dev/null; do sleep 1; done
done
export LB_BIND="0.0.0.0:$lb_port" INSTANCE_A="127.0.0.1:$first" INSTANCE_B="127.0.0.1:$((first + instances - 1))"
echo "cluster: $instances instance(s) behind http://127.0.0.1:$lb_port"
haproxy -db -f deploy/haproxy.cfg &
pids+=($!)
wait
