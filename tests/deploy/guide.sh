#!/usr/bin/env bash
# docs/deployment.md's "Several instances, step by step", followed on a fresh clone of this checkout's HEAD. The
# guide's own blocks (each after a `<!-- guide: NAME -->` line) run as written, with /srv/northgrid and
# /etc/northgrid moved under a temporary folder; its example settings are replaced by this machine's, each name it
# lists set. systemctl needs a running systemd, which this machine lacks: the units' command lines run by hand as
# their users instead (tests/deploy/units.sh checks the units themselves). Then, through the front over TLS: the
# home page, a picture from the bucket, a message stored in PostgreSQL, /readyz, the staff sign-in page.
# Needs root, PostgreSQL on 127.0.0.1:5432 (its postgres superuser), the object store (scripts/object-store.sh,
# started here when it does not answer), haproxy, openssl, curl, git. GUIDE_PORT_BASE (default 4760).
set -euo pipefail
cd "$(dirname "$0")/../.."
here=$(pwd)
. tests/deploy/lib.sh
[ "$(id -u)" = 0 ] || { echo "guide.sh: run as root (the guide makes a user and runs services as it)" >&2; exit 1; }
base=${GUIDE_PORT_BASE:-4760}
ports=(instance_a=$((base + 1)) instance_b=$((base + 2)) front=$((base + 3)) front_http=$((base + 4)) stats=$((base + 5))
  metrics_a=$((base + 6)))
declare -A port
for p in "${ports[@]}"; do port[${p%%=*}]=${p#*=}; done
root=$(mktemp -d /tmp/northgrid-guide.XXXXXX)
chmod 755 "$root"
srv=$root/srv/northgrid
etc=$root/etc/northgrid
started=$SECONDS
groups=()
cleanup() {
  for g in "${groups[@]}"; do kill -KILL -- "-$g" 2>/dev/null || true; done
  su postgres -c "psql -q -c 'DROP DATABASE IF EXISTS northgrid' -c 'DROP ROLE IF EXISTS northgrid'" >/dev/null 2>&1 || true
  userdel northgrid >/dev/null 2>&1 || true
  rm -rf "$root"
}
trap cleanup EXIT
step() { echo "== $* (at $((SECONDS - started)) s)"; }

# The block NAME of docs/deployment.md (or of DOC), its paths moved under $root.
block() {
  awk -v name="$1" '$0 == "<!-- guide: " name " -->" { found = 1; next }
    found && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "${2:-docs/deployment.md}" |
    sed "s|/srv/northgrid|$srv|g; s|/etc/northgrid|$etc|g; s|/etc/prometheus|$root/etc/prometheus|g; s|/var/backups/northgrid|$root/backups|g"
}
# Runs a block as written (listed on stderr), or TEXT in its place when given (the block with this machine's values).
run_block() {
  local text=${3:-$(block "$1" "${2:-}")}
  [ -n "$text" ] || { echo "guide.sh: ${2:-docs/deployment.md} has no block '$1'" >&2; exit 1; }
  sed 's/^/  $ /' <<<"$text" >&2
  bash -euo pipefail -c "$text"
}
# The setting names a block lists (NAME=...), one a line.
names() { block "$1" | sed -n 's/^\([A-Z][A-Z0-9_]*\)=.*/\1/p'; }

if id northgrid >/dev/null 2>&1; then
  echo "guide.sh: a user 'northgrid' exists already; this script makes and removes its own" >&2
  exit 1
fi
if su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'northgrid'\"" | grep -q 1; then
  echo "guide.sh: PostgreSQL has a role 'northgrid' already; this script makes and removes its own" >&2
  exit 1
fi

step "a checkout of the release in /srv/northgrid (a clone of HEAD)"
mkdir -p "$root/srv"
git clone --quiet "$here" "$srv"

step "the machine: user, folders, site.env, npm ci"
run_block machine

step "1. PostgreSQL: the guide's SQL as the superuser"
block database | su postgres -c "psql -v ON_ERROR_STOP=1 -q"
password=$(block database | sed -n "s/.*PASSWORD '\([^']*\)'.*/\1/p")

step "2. object storage: the store, then the guide's bucket step"
if ! curl -s -o /dev/null "http://127.0.0.1:${OBJECT_STORE_PORT:-7480}/"; then bash scripts/object-store.sh start >/dev/null; fi
store=$(bash scripts/object-store.sh start)
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout "$root/key.pem" -out "$root/cert.pem" 2>/dev/null
token=$(openssl rand -hex 24)
cat >"$etc/site.env" <<ENV
NODE_ENV=production
SITE_URL=https://127.0.0.1:${port[front]}
PAYLOAD_SECRET=$(openssl rand -base64 48 | tr -d '\n')
DATABASE_URI=postgresql://northgrid:$password@127.0.0.1:5432/northgrid
TRUST_PROXY=127.0.0.1
LISTEN_HOST=127.0.0.1
S3_BUCKET=guide-media-$base
S3_CV_BUCKET=guide-cvs-$base
$store
READYZ_TOKEN=$token
ENV
# Every setting the guide lists is set, but mail: no SMTP server here (leads are stored, nobody is notified).
for name in $(names site.env); do
  case $name in SMTP_URL | MAIL_FROM | LEADS_NOTIFY_TO) continue ;; esac
  grep -q "^$name=" "$etc/site.env" || { echo "guide.sh: site.env lacks $name, which the guide lists" >&2; exit 1; }
done
run_block buckets

step "3. the build, with site.env"
run_block build
# The pictures went to the bucket, not the checkout.
[ -z "$(find "$srv/data" -type f -path '*media*' 2>/dev/null)" ] || { echo "guide.sh: the build wrote media under data/" >&2; exit 1; }

step "the metrics token (docs/operations.md): its file for Prometheus, its line in site.env"
getent group prometheus >/dev/null || { echo "guide.sh: no group prometheus (apt-get install prometheus)" >&2; exit 1; }
mkdir -p "$root/etc/prometheus"
token_file=$root/etc/prometheus/northgrid-metrics-token
run_block metrics-token docs/operations.md | grep '^METRICS_TOKEN=' >>"$etc/site.env"
[ "$(stat -c '%U:%G %a' "$token_file")" = root:prometheus\ 640 ]
setpriv --reuid prometheus --regid prometheus --init-groups cat "$token_file" >/dev/null
# Instance A's metrics port in its own file, which the unit reads after site.env (EnvironmentFile=-.../%i.env).
echo "METRICS_PORT=${port[metrics_a]}" >"$etc/${port[instance_a]}.env"

step "4. the instances: northgrid@.service's command line as northgrid (no systemd here)"
unit=deploy/systemd/northgrid@.service
[ "$(unit_setting "$unit" User x)" = northgrid ]
# The guide: "If node is not /usr/bin/node, change ExecStart" (CI runs this on Node 24 from elsewhere).
exec_start=$(unit_setting "$unit" ExecStart x | sed "s|^/usr/bin/node |$(command -v node) |")
echo "  instances on $($(command -v node) -v)"
instance_groups=()
start_instances() {
  local name p own
  instance_groups=()
  for name in instance_a instance_b; do
    p=${port[$name]}
    mapfile -t environment < <(unit_environment "$unit" "$p")
    own=()
    [ ! -f "$etc/$p.env" ] || mapfile -t own < <(env_file "$etc/$p.env")
    (cd "$srv" && exec setsid setpriv --reuid northgrid --regid northgrid --clear-groups \
      env -i PATH=/usr/bin:/bin HOME="$srv" "${environment[@]}" $(env_file "$etc/site.env") "${own[@]}" $exec_start) \
      >>"$root/$name.log" 2>&1 &
    groups+=("$!")
    instance_groups+=("$!")
  done
  for name in instance_a instance_b; do
    for _ in $(seq 1 300); do
      curl -fs "http://127.0.0.1:${port[$name]}/readyz" >/dev/null && break
      sleep 1
    done
    details=$(curl -fs -H "Authorization: Bearer $token" "http://127.0.0.1:${port[$name]}/readyz") || details=''
    grep -q '"database":true' <<<"$details" || { tail -20 "$root/$name.log"; exit 1; }
  done
}
start_instances
# Prometheus's view: the token from its file opens /metrics, none is refused.
metrics=$(curl -fs -H "Authorization: Bearer $(cat "$token_file")" "http://127.0.0.1:${port[metrics_a]}/metrics")
grep -q '^northgrid_http_requests_total' <<<"$metrics" || { echo "guide.sh: /metrics with the token file's value" >&2; exit 1; }
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${port[metrics_a]}/metrics")" = 401 ]

step "5. the front: northgrid-front.service's command line as haproxy, with front.env"
front_unit=deploy/systemd/northgrid-front.service
[ "$(unit_setting "$front_unit" User x)" = haproxy ]
cat "$root/cert.pem" "$root/key.pem" >"$etc/site.pem"
chgrp haproxy "$etc/site.pem" && chmod 640 "$etc/site.pem"
cat >"$etc/front.env" <<ENV
LB_BIND=127.0.0.1:${port[front]}
LB_HTTP_BIND=127.0.0.1:${port[front_http]}
LB_STATS_BIND=127.0.0.1:${port[stats]}
TLS_CERT=$etc/site.pem
SITE_URL=https://127.0.0.1:${port[front]}
INSTANCE_A=127.0.0.1:${port[instance_a]}
INSTANCE_B=127.0.0.1:${port[instance_b]}
ENV
for name in $(names front.env); do
  grep -q "^$name=" "$etc/front.env" || { echo "guide.sh: front.env lacks $name, which the guide lists" >&2; exit 1; }
done
mapfile -t front_environment < <(unit_environment "$front_unit" x | sed "s|/srv/northgrid|$srv|g")
config=$srv/deploy/haproxy.cfg
# From the release's folder, as systemd starts it from /: HAProxy returns to the folder it was started in once it has
# read its configuration, and this script's own (a private clone in CI) is closed to the haproxy user.
(cd "$srv" && exec setsid setpriv --reuid haproxy --regid haproxy --clear-groups env -i "${front_environment[@]}" \
  $(env_file "$etc/front.env") $(unit_setting "$front_unit" ExecStartPre x | sed "s|\${CONFIG}|$config|")) ||
  { echo "guide.sh: the front's configuration check (ExecStartPre) failed" >&2; exit 1; }
(cd "$srv" && exec setsid setpriv --reuid haproxy --regid haproxy --clear-groups env -i "${front_environment[@]}" \
  $(env_file "$etc/front.env") $(unit_setting "$front_unit" ExecStart x | sed "s|\${CONFIG}|$config|")) \
  >"$root/front.log" 2>&1 &
groups+=("$!")
site=https://127.0.0.1:${port[front]}
curl_site() { curl -fsS --cacert "$root/cert.pem" "$@"; }
# On a failed check: what failed, and the end of each service's log.
fail() {
  echo "guide.sh: $*" >&2
  for log in "$root"/*.log; do echo "--- $log" >&2; tail -n 15 "$log" >&2; done
  exit 1
}
for _ in $(seq 1 60); do curl_site -o /dev/null "$site/readyz" 2>/dev/null && break; sleep 1; done

step "the deployment, as a visitor and as staff"
home=$(curl_site --http2 -w '\n%{http_version}' "$site/") || fail "the home page did not answer through the front"
[ "$(tail -n 1 <<<"$home")" = 2 ] || fail "the front answered over HTTP/$(tail -n 1 <<<"$home"), not HTTP/2"
grep -q Northgrid <<<"$home" || fail "the home page does not name Northgrid"
# A picture's own address (next/image names it in its url parameter), then as the page shows it.
picture=$(grep -o 'url=%2Fapi%2Fmedia%2Ffile%2F[^&"]*' <<<"$home" | head -n 1 | sed 's/^url=//' |
  node -pe 'decodeURIComponent(require("fs").readFileSync(0, "utf8").trim())')
shown=$(grep -o 'src="/_next/image?[^"]*"' <<<"$home" | head -n 1 | sed 's/^src="//; s/"$//; s/&amp;/\&/g')
[ -n "$picture" ] && [ -n "$shown" ] || fail "no picture on the home page"
for address in "$picture" "$shown"; do
  answer=$(curl_site -o /dev/null -w '%{http_code} %{content_type}' "$site$address") || true
  case $answer in "200 image/"*) ;; *) fail "$address answered '$answer', not a picture" ;; esac
done
answer=$(curl_site -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H 'accept: application/json' \
  -d '{"name":"Guide Reader","email":"guide@example.org","message":"Sent through the deployment the guide made"}' \
  "$site/api/forms/contact") || true
[ "$answer" = 200 ] || fail "the contact form answered $answer"
stored=$(PGPASSWORD=$password psql -h 127.0.0.1 -U northgrid -d northgrid -tAc \
  "SELECT count(*) FROM contact_messages WHERE email = 'guide@example.org'")
[ "$stored" = 1 ] || fail "the message was stored $stored times"
# A visitor elsewhere (the front appends this machine, which TRUST_PROXY trusts): ready, and nothing more.
answer=$(curl_site -H 'X-Forwarded-For: 203.0.113.9' "$site/readyz") || true
[ "$answer" = '{"ready":true}' ] || fail "/readyz through the front answered '$answer'"
answer=$(curl_site -o /dev/null -w '%{http_code}' "$site/build/login") || true
[ "$answer" = 200 ] || fail "/build/login answered $answer"
answer=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:${port[front_http]}/about-us")
[ "$answer" = "301 $site/about-us" ] || fail "plain http answered '$answer'"
for name in instance_a instance_b; do
  node -e 'for (const l of require("fs").readFileSync(process.argv[1], "utf8").split("\n")) if (l) JSON.parse(l)' \
    "$root/$name.log" || fail "$name wrote a line that is not JSON"
done
step "a backup, then docs/operations.md's restore into an empty PostgreSQL database"
for g in "${instance_groups[@]}"; do kill -TERM -- "-$g" 2>/dev/null || true; done
for g in "${instance_groups[@]}"; do while kill -0 -- "-$g" 2>/dev/null; do sleep 0.2; done; done
mkdir -p "$root/backups"
backup=$(cd "$srv" && set -a && . "$etc/site.env" && set +a && npm run --silent backup -- "$root/backups" |
  grep -o "$root/backups/northgrid-backup-[^ ]*" | tail -n 1)
[ -d "$backup" ] || fail "npm run backup named no backup folder"
# The guide: a database that already holds tables is refused; drop it and create it again.
su postgres -c "psql -q -c 'DROP DATABASE northgrid WITH (FORCE)'"
# A fresh install's buckets, made by the guide's bucket step as the restore asks: the pictures served afterwards
# are then the backup's copies, not the files the first buckets still hold.
sed -i "s|^S3_BUCKET=.*|S3_BUCKET=guide-restored-media-$base|; s|^S3_CV_BUCKET=.*|S3_CV_BUCKET=guide-restored-cvs-$base|" \
  "$etc/site.env"
run_block buckets
# The block with this backup's folder for its example one; systemctl (none here) is replaced by the units' command.
restore=$(block restore-postgres docs/operations.md | sed "s|$root/backups/northgrid-backup-2026-\.\.\.|$backup|" |
  grep -v '^systemctl ')
run_block restore-postgres docs/operations.md "$restore"
start_instances
stored=$(PGPASSWORD=$password psql -h 127.0.0.1 -U northgrid -d northgrid -tAc \
  "SELECT count(*) FROM contact_messages WHERE email = 'guide@example.org'")
[ "$stored" = 1 ] || fail "after the restore the message is there $stored times"
# From an instance itself: the front's micro-cache may still hold the picture from before.
answer=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "http://127.0.0.1:${port[instance_a]}$picture") || true
case $answer in "200 image/"*) ;; *) fail "after the restore $picture answered '$answer'" ;; esac
step "guide.sh: ok, from a fresh clone to a working deployment, its metrics token and a restore"
