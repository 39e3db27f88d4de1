#!/usr/bin/env bash
# `npm run cluster`: several instances of the site on one PostgreSQL behind the front
# (deploy/haproxy.cfg: TLS with HTTP/2, http -> https, micro-cache), on this machine. Needs
# DATABASE_URI=postgres://... and PAYLOAD_SECRET; HAProxy and openssl from your distribution
# (Debian: apt-get install haproxy openssl).
#   INSTANCES (default 2), LB_PORT (https, default 8443), LB_HTTP_PORT (redirected to https,
#   default 8080), FIRST_PORT (default 3001), TLS_CERT (a PEM file with the certificate chain
#   and its key; unset: a self-signed certificate for 127.0.0.1 and localhost is made in a
#   temporary folder, which browsers will warn about)
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
lb_port=${LB_PORT:-8443}
lb_http_port=${LB_HTTP_PORT:-8080}
first=${FIRST_PORT:-3001}
(( instances >= 1 && instances <= 2 )) || { echo "deploy/haproxy.cfg names two instances (A, B): add server lines for more" >&2; exit 1; }
export SITE_URL=${SITE_URL:-https://127.0.0.1:$lb_port} TRUST_PROXY=127.0.0.1 LISTEN_HOST=127.0.0.1
if [ -z "${TLS_CERT:-}" ]; then
  command -v openssl >/dev/null || { echo "set TLS_CERT, or install openssl to make a test certificate" >&2; exit 1; }
  cert_dir=$(mktemp -d)
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 30 -subj /CN=127.0.0.1 \
    -addext subjectAltName=IP:127.0.0.1,DNS:localhost -keyout "$cert_dir/key.pem" -out "$cert_dir/cert.pem" 2>/dev/null
  cat "$cert_dir/cert.pem" "$cert_dir/key.pem" > "$cert_dir/front.pem"
  export TLS_CERT="$cert_dir/front.pem"
  echo "cluster: self-signed test certificate $cert_dir/cert.pem (trust it, or expect a browser warning)"
fi

npm run build
pids=()
trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait' EXIT INT TERM
for i in $(seq 0 $((instances - 1))); do
  PORT=$((first + i)) DELIVERY_INSTANCE_ID="instance-$i" SHUTDOWN_DRAIN_SECONDS=3 npm start &
  pids+=($!)
done
for i in $(seq 0 $((instances - 1))); do
  until curl -fs "http://127.0.0.1:$((first + i))/readyz" >/dev/null; do sleep 1; done
done
export LB_BIND="0.0.0.0:$lb_port" LB_HTTP_BIND="0.0.0.0:$lb_http_port"
# The front's statistics and Prometheus exporter, on loopback only (docs/operations.md).
export LB_STATS_BIND="${LB_STATS_BIND:-127.0.0.1:$((lb_port + 4))}"
export INSTANCE_A="127.0.0.1:$first" INSTANCE_B="127.0.0.1:$((first + instances - 1))"
# A foreground helper run as whoever runs it: HAProxy keeps that user (no drop to haproxy, no chroot).
export LB_UNPRIVILEGED=1
echo "cluster: $instances instance(s) behind $SITE_URL (http://127.0.0.1:$lb_http_port redirects there)"
haproxy -db -f deploy/haproxy.cfg &
pids+=($!)
wait
