#!/usr/bin/env bash
# The committed units under a real systemd: the site's image (tests/container/run.sh builds it) on its Debian base
# (tests/container/base.sh) with Debian's systemd and HAProxy added, booted under podman with systemd as PID 1. The
# units are installed as docs/deployment.md's sections 4 and 5 say, with SQLite on the data folder in place of
# PostgreSQL, and then: the site served through them over TLS; an instance SIGKILLed and restarted by systemd;
# `systemctl stop` within TimeoutStopSec with exit 0; the front refused when its configuration check fails, the reason
# in the journal. Needs root, podman, runc, openssl, curl and the image localhost/northgrid-site:test.
# SYSTEMD_TEST_PORT (default 4790): the front's port on this host.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF=$PWD/tests/container/containers.conf
site_image=localhost/northgrid-site:test
base_image=docker.io/library/node:24-bookworm-slim
image=localhost/northgrid-systemd:test
name=northgrid-systemd-test
port=${SYSTEMD_TEST_PORT:-4790}
work=$(mktemp -d /tmp/northgrid-systemd.XXXXXX)
started=$SECONDS
cleanup() {
  podman rm -f -v -t 0 "$name" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "== $* (at $((SECONDS - started)) s)"; }
fail() {
  echo "systemd.sh: $*" >&2
  podman exec "$name" journalctl --no-pager -n 40 -u 'northgrid*' >&2 || true
  exit 1
}
inside() { podman exec "$name" bash -euo pipefail -c "$1"; }

podman image exists "$site_image" || {
  echo "systemd.sh: no $site_image: run tests/container/run.sh first (it builds the site's image)" >&2
  exit 1
}

step "the site's release (the image's /app) on its Debian base, with systemd and HAProxy"
# The site's image has no shell nor package manager: its files go onto the base it was built on, as a release
# checkout goes onto a machine; deploy/ (the units, the front's configuration) comes from this checkout.
cp -r deploy "$work/deploy"
cat >"$work/Containerfile" <<EOF
FROM $base_image
RUN apt-get update && apt-get install -y --no-install-recommends systemd systemd-sysv haproxy curl \\
 && rm -rf /var/lib/apt/lists/* \\
 && ln -s /usr/local/bin/node /usr/bin/node \\
 && ln -s /app /srv/northgrid
COPY --from=$site_image /app /app
COPY deploy/ /app/deploy/
STOPSIGNAL SIGRTMIN+3
CMD ["/sbin/init"]
EOF
podman build --format docker --pull=never -t "$image" "$work" >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; exit 1; }

step "boot: systemd as PID 1"
podman run -d --name "$name" --systemd=always --no-healthcheck -p "127.0.0.1:$port:443" "$image" >/dev/null
for _ in $(seq 1 30); do
  state=$(podman exec "$name" systemctl is-system-running 2>/dev/null || true)
  case $state in running | degraded) break ;; esac
  sleep 1
done
[ "$(podman exec "$name" cat /proc/1/comm)" = systemd ] || fail "PID 1 is not systemd"

step "the machine as the guide makes it (SQLite on data/ here), then section 4: the instance"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat "$work/cert.pem" "$work/key.pem" >"$work/site.pem"
inside "useradd --system --home /srv/northgrid --shell /usr/sbin/nologin northgrid
  mkdir -p /srv/northgrid/data /etc/northgrid
  chown -R northgrid:northgrid /srv/northgrid/data /srv/northgrid/.next/cache
  touch /etc/northgrid/site.env && chown root:northgrid /etc/northgrid/site.env && chmod 640 /etc/northgrid/site.env"
cat >"$work/site.env" <<ENV
NODE_ENV=production
SITE_URL=https://127.0.0.1:$port
PAYLOAD_SECRET=$(openssl rand -base64 48 | tr -d '\n')
DATABASE_URI=file:/srv/northgrid/data/northgrid.db
MEDIA_DIR=/srv/northgrid/data/media
CV_DIR=/srv/northgrid/data/cvs
TRUST_PROXY=127.0.0.1
LISTEN_HOST=127.0.0.1
ENV
podman cp "$work/site.env" "$name:/etc/northgrid/site.env"
podman cp "$work/site.pem" "$name:/etc/northgrid/site.pem"
inside "chown root:northgrid /etc/northgrid/site.env && chmod 640 /etc/northgrid/site.env
  chgrp haproxy /etc/northgrid/site.pem && chmod 640 /etc/northgrid/site.pem
  cd /srv/northgrid
  cp deploy/systemd/northgrid@.service /etc/systemd/system/
  systemctl daemon-reload
  systemctl enable --now northgrid@3001"
ready() { podman exec "$name" curl -fs -o /dev/null "http://127.0.0.1:3001/readyz"; }
# The first start migrates and seeds the empty database (70 pictures): a minute or two on a busy 2-core machine.
for _ in $(seq 1 300); do ready && break; sleep 1; done
ready || fail "northgrid@3001 never said ready"
[ "$(podman exec "$name" systemctl show -p User --value northgrid@3001)" = northgrid ]
pid=$(podman exec "$name" systemctl show -p MainPID --value northgrid@3001)
[ "$(podman exec "$name" stat -c %U "/proc/$pid")" = northgrid ] || fail "the instance does not run as northgrid"
command=$(podman exec "$name" cat "/proc/$pid/cmdline" | tr '\0' ' ')
[ "$command" = "/usr/bin/node --import tsx server.ts " ] || fail "the unit's main process is '$command', not node itself"
echo "  northgrid@3001 ready after $((SECONDS - started)) s, pid $pid, user northgrid"

step "section 5: the front, after its configuration check"
cat >"$work/front.env" <<ENV
LB_BIND=0.0.0.0:443
LB_HTTP_BIND=0.0.0.0:80
LB_STATS_BIND=127.0.0.1:8404
TLS_CERT=/etc/northgrid/site.pem
SITE_URL=https://127.0.0.1:$port
INSTANCE_A=127.0.0.1:3001
INSTANCE_B=127.0.0.1:3002
ENV
podman cp "$work/front.env" "$name:/etc/northgrid/front.env"
inside "systemctl disable --now haproxy
  cd /srv/northgrid
  cp deploy/systemd/northgrid-front.service /etc/systemd/system/
  systemctl daemon-reload && systemctl enable --now northgrid-front"
[ "$(podman exec "$name" systemctl is-active northgrid-front)" = active ] || fail "northgrid-front is not active"
site() { curl -fsS --cacert "$work/cert.pem" "$@"; }
for _ in $(seq 1 30); do site -o /dev/null "https://127.0.0.1:$port/readyz" 2>/dev/null && break; sleep 1; done
home=$(site --http2 -w '\n%{http_version}' "https://127.0.0.1:$port/") || fail "the home page did not answer through the front"
[ "$(tail -n 1 <<<"$home")" = 2 ] || fail "the front answered over HTTP/$(tail -n 1 <<<"$home"), not HTTP/2"
grep -q Northgrid <<<"$home" || fail "the home page does not name Northgrid"
echo "  the home page through northgrid-front over TLS and HTTP/2"

step "SIGKILL to the instance: systemd starts it again (Restart=on-failure)"
restarts=$(podman exec "$name" systemctl show -p NRestarts --value northgrid@3001)
podman exec "$name" bash -c "kill -KILL $pid"
for _ in $(seq 1 60); do
  now=$(podman exec "$name" systemctl show -p MainPID --value northgrid@3001)
  [ "$now" != 0 ] && [ "$now" != "$pid" ] && ready && break
  sleep 1
done
ready || fail "the instance did not come back after SIGKILL"
after=$(podman exec "$name" systemctl show -p NRestarts --value northgrid@3001)
[ "$after" = $((restarts + 1)) ] || fail "NRestarts went from $restarts to $after"
site -o /dev/null "https://127.0.0.1:$port/" || fail "the site did not answer after the restart"
echo "  restarted as pid $now (NRestarts $restarts -> $after), the site answers"

step "systemctl stop: SIGTERM, a drain, exit 0 within TimeoutStopSec"
t0=$(date +%s%N)
podman exec "$name" systemctl stop northgrid@3001
ms=$((($(date +%s%N) - t0) / 1000000))
timeout=$(podman exec "$name" systemctl show -p TimeoutStopUSec --value northgrid@3001)
result=$(podman exec "$name" systemctl show -p Result --value northgrid@3001)
status=$(podman exec "$name" systemctl show -p ExecMainStatus --value northgrid@3001)
echo "  stopped in $ms ms (TimeoutStopSec $timeout): Result=$result, exit status $status"
[ "$ms" -lt 15000 ] || fail "the stop took $ms ms"
[ "$result" = success ] && [ "$status" = 0 ] || fail "the stop ended with Result=$result, status $status"
podman exec "$name" systemctl start northgrid@3001
for _ in $(seq 1 120); do ready && break; sleep 1; done

step "a configuration the check refuses: the front is not started, and the journal says why"
inside "sed -i 's|^TLS_CERT=.*|TLS_CERT=/etc/northgrid/missing.pem|' /etc/northgrid/front.env"
if podman exec "$name" systemctl restart northgrid-front 2>/dev/null; then fail "northgrid-front started with a missing certificate"; fi
# Restart=on-failure tries it again every 2 s: never active, each try ended by the check's exit code.
state=$(podman exec "$name" systemctl is-active northgrid-front || true)
result=$(podman exec "$name" systemctl show -p Result --value northgrid-front)
[ "$state" != active ] && [ "$result" = exit-code ] || fail "northgrid-front is $state (Result=$result)"
podman exec "$name" journalctl --no-pager -u northgrid-front | grep -q 'missing.pem' || fail "the journal does not name the missing certificate"
site -o /dev/null "https://127.0.0.1:$port/" 2>/dev/null && fail "the site still answers through a refused front"
echo "  refused ($state, Result=$result); the journal: $(podman exec "$name" journalctl --no-pager -o cat -u northgrid-front | grep -m 1 'missing.pem')"
inside "sed -i 's|^TLS_CERT=.*|TLS_CERT=/etc/northgrid/site.pem|' /etc/northgrid/front.env && systemctl restart northgrid-front"
for _ in $(seq 1 30); do site -o /dev/null "https://127.0.0.1:$port/readyz" 2>/dev/null && break; sleep 1; done
site -o /dev/null "https://127.0.0.1:$port/" || fail "the front did not serve again with its certificate back"

echo "== systemd.sh: ok, the units under systemd (at $((SECONDS - started)) s)"
