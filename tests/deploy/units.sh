#!/usr/bin/env bash
# The systemd units of deploy/systemd, on a machine without a running systemd (containers, CI): each unit is
# checked by `systemd-analyze verify`, then its command line runs by hand as its user with its environment:
#   - northgrid@.service: the server as an unprivileged user, ready on /readyz, SIGTERM -> exit 0 within
#     TimeoutStopSec;
#   - northgrid-front.service: HAProxy as the haproxy user, with deploy/haproxy.cfg's variables, in front of it;
#   - deploy/haproxy.cfg started as root: it runs as haproxy in the /var/lib/haproxy chroot.
# Restart=on-failure itself needs systemd and is not exercised here. Needs root, haproxy, openssl, curl and a
# build of the site in NEXT_DIST_DIR (default .next-e2e, what `npm test` leaves). PORT_BASE (default 4700).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
. tests/deploy/lib.sh
dist=${NEXT_DIST_DIR:-.next-e2e}
base=${PORT_BASE:-4700}
[ "$(id -u)" = 0 ] || { echo "units.sh: run as root (it starts processes as other users)" >&2; exit 1; }
[ -d "$dist" ] || { echo "units.sh: no build in $dist (npm run build with NEXT_DIST_DIR=$dist)" >&2; exit 1; }
work=$(mktemp -d /tmp/northgrid-units.XXXXXX)
pids=()
app=$root
cleanup() {
  for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null || true; done
  # rmdir, never rm -r: a mount point still mounted is not empty, and the checkout stays whole.
  [ "$app" = "$root" ] || { umount --lazy "$app" && rmdir "$app"; }
  rm -rf "$work"
}
trap cleanup EXIT

echo "== systemd-analyze verify"
cp deploy/systemd/northgrid@.service "$work/northgrid@$((base + 1)).service"
cp deploy/systemd/northgrid-front.service "$work/"
systemd-analyze verify "$work/northgrid@$((base + 1)).service" "$work/northgrid-front.service"

setting() { unit_setting "$1" "$2" "$((base + 1))"; }

echo "== northgrid@$((base + 1)): its ExecStart as an unprivileged user"
id northgrid-units >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin northgrid-units
mkdir -p "$work/data"
chown northgrid-units "$work/data"
chmod 755 "$work"
# The units' users must reach the release; a checkout in a private folder (a clone in /root, mode 700) is seen by
# them through a bind mount in an open one, as /srv/northgrid is in the guide.
if ! setpriv --reuid haproxy --regid haproxy --clear-groups test -r "$root/deploy/haproxy.cfg"; then
  app=$(mktemp -d /tmp/northgrid-units-app.XXXXXX)
  chmod 755 "$app"
  mount --bind "$root" "$app"
  echo "the checkout is private: the units' users see it at $app"
fi
# The site.env of docs/deployment.md, for a local run.
cat >"$work/site.env" <<ENV
SITE_URL=http://127.0.0.1:$((base + 1))
PAYLOAD_SECRET=units-test-secret-0123456789
DATABASE_URI=file:$work/data/northgrid.db
MEDIA_DIR=$work/data/media
CV_DIR=$work/data/cvs
NEXT_DIST_DIR=$dist
LISTEN_HOST=127.0.0.1
TRUST_PROXY=127.0.0.1
READYZ_TOKEN=units-test-readyz-token-0123456789
ENV
unit="$work/northgrid@$((base + 1)).service"
exec_start=$(setting "$unit" ExecStart)
# Environment= lines, then the EnvironmentFile, as systemd orders them.
mapfile -t env_args < <(unit_environment "$unit" "$((base + 1))")
[ "$(setting "$unit" User)" = northgrid ] && [ "$(setting "$unit" KillSignal)" = SIGTERM ]
stop_limit=$(setting "$unit" TimeoutStopSec)
# The cache folder the unit makes writable; the rest of the build stays root's.
mkdir -p "$dist/cache"
chown -R northgrid-units "$dist/cache"
(cd "$app" && exec setpriv --reuid northgrid-units --regid "$(id -g northgrid-units)" --clear-groups \
  env -i PATH=/usr/bin:/bin HOME="$work" "${env_args[@]}" $(env_file "$work/site.env") $exec_start) \
  >"$work/instance.log" 2>"$work/instance.err" &
instance=$!
pids+=("$instance")
for _ in $(seq 1 300); do
  curl -fs "http://127.0.0.1:$((base + 1))/readyz" >/dev/null && break
  kill -0 "$instance" 2>/dev/null || { cat "$work/instance.log" "$work/instance.err"; exit 1; }
  sleep 1
done
curl -fs -H 'Authorization: Bearer units-test-readyz-token-0123456789' "http://127.0.0.1:$((base + 1))/readyz" |
  grep -q '"database":true'
[ "$(ps -o uid= -p "$instance" | tr -d ' ')" = "$(id -u northgrid-units)" ]
echo "ready as northgrid-units, pid $instance"

echo "== northgrid-front: its ExecStart as the haproxy user"
front_unit="$work/northgrid-front.service"
[ "$(setting "$front_unit" User)" = haproxy ]
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat "$work/cert.pem" "$work/key.pem" >"$work/site.pem"
chgrp haproxy "$work/site.pem" && chmod 640 "$work/site.pem"
front_env=(LB_BIND=127.0.0.1:$((base + 2)) LB_HTTP_BIND=127.0.0.1:$((base + 3)) LB_STATS_BIND=127.0.0.1:$((base + 4))
  TLS_CERT=$work/site.pem
  SITE_URL=https://127.0.0.1:$((base + 2)) INSTANCE_A=127.0.0.1:$((base + 1)) INSTANCE_B=127.0.0.1:$((base + 1)))
mapfile -t config_env < <(unit_environment "$front_unit" "$((base + 1))")
config_env=("${config_env[@]/CONFIG=\/srv\/northgrid\/deploy\/haproxy.cfg/CONFIG=$app/deploy/haproxy.cfg}")
front_start=$(setting "$front_unit" ExecStart | sed "s|\${CONFIG}|$app/deploy/haproxy.cfg|")
# From the release's folder: HAProxy returns to where it was started once it has read its configuration.
(cd "$app" && exec setpriv --reuid haproxy --regid haproxy --clear-groups env -i "${config_env[@]}" "${front_env[@]}" \
  $front_start) >"$work/front.log" 2>&1 &
front=$!
pids+=("$front")
for _ in $(seq 1 30); do
  curl -fsk "https://127.0.0.1:$((base + 2))/readyz" >/dev/null 2>&1 && break
  sleep 1
done
# Through the front, a visitor's request: ready, and nothing else.
[ "$(curl -fsk -H 'X-Forwarded-For: 203.0.113.9' "https://127.0.0.1:$((base + 2))/readyz")" = '{"ready":true}' ]
curl -fsk -o /dev/null "https://127.0.0.1:$((base + 2))/"
[ "$(ps -o uid= -p "$front" | tr -d ' ')" = "$(id -u haproxy)" ]
echo "front as haproxy: / and /readyz answered"
kill -TERM "$front"
wait "$front" || true

echo "== deploy/haproxy.cfg started as root drops to haproxy in a chroot"
env "${front_env[@]}" haproxy -db -f deploy/haproxy.cfg >"$work/root-front.log" 2>&1 &
rooted=$!
pids+=("$rooted")
for _ in $(seq 1 30); do curl -fsk "https://127.0.0.1:$((base + 2))/healthz" >/dev/null 2>&1 && break; sleep 1; done
[ "$(ps -o uid= -p "$rooted" | tr -d ' ')" = "$(id -u haproxy)" ]
[ "$(readlink "/proc/$rooted/root")" = /var/lib/haproxy ]
echo "root-started front runs as haproxy in /var/lib/haproxy"
kill -TERM "$rooted"
wait "$rooted" || true

echo "== SIGTERM to the instance: not ready but answering for its drain, exit 0 within TimeoutStopSec=$stop_limit"
start=$(date +%s)
kill -TERM "$instance"
sleep 0.5
status() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$((base + 1))$1"; }
[ "$(status /readyz)" = 503 ] && [ "$(status /healthz)" = 200 ] || { echo "no drain: /readyz $(status /readyz)"; exit 1; }
code=0
wait "$instance" || code=$?
elapsed=$(($(date +%s) - start))
[ "$code" = 0 ] || { echo "instance exited with $code"; tail -5 "$work/instance.log"; exit 1; }
[ "$elapsed" -lt "${stop_limit%s}" ] || { echo "instance took ${elapsed}s to stop"; exit 1; }
echo "stopped in ${elapsed}s"
# Its stdout: JSON lines only; nothing on stderr.
[ ! -s "$work/instance.err" ] || { cat "$work/instance.err"; exit 1; }
node -e 'for (const l of require("fs").readFileSync(process.argv[1], "utf8").split("\n")) if (l) JSON.parse(l)' \
  "$work/instance.log"
chown -R root "$dist/cache"
echo "units.sh: ok"
