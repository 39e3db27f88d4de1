#!/usr/bin/env bash
# Builds and serves the production site for the browser tests, on a fresh database of its own.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p data
rm -f data/e2e.db data/e2e.db-shm data/e2e.db-wal
# Uploads of its own, emptied with the database: the seed uploads the demo pictures afresh.
rm -rf data/e2e-media
export MEDIA_DIR="data/e2e-media"
export NODE_ENV=production
export DATABASE_URI="file:./data/e2e.db"
export NEXT_DIST_DIR=".next-e2e"
export SITE_URL="http://127.0.0.1:${PORT}"
export PAYLOAD_SECRET="e2e-secret-0123456789abcdef"
export ADMIN_EMAIL="${E2E_ADMIN_EMAIL}"
export ADMIN_PASSWORD="${E2E_ADMIN_PASSWORD}"
# The minimum fill time is covered by the integration tests; a test browser types faster than people.
export FORM_MIN_FILL_MS=0
# A container id so the consent and analytics tests can run; the provider host is intercepted by the tests.
export GTM_ID="GTM-TEST123"
# Types are checked by `npm run typecheck`, which `npm test` runs before the browser tests.
export NEXT_SKIP_TYPE_CHECK=1
# Turbopack's build cache for the next local run's build (next.config.ts); CI builds a fresh clone once.
[ -n "${CI:-}" ] || export NEXT_BUILD_FS_CACHE=on
# BUILD_WRAPPER: a command to run the build through (a machine building several checkouts at once can queue them).
${BUILD_WRAPPER:-} npm run build
# The README's own start command (server.ts: Next.js behind its HTML cache).
export LISTEN_HOST=127.0.0.1
exec npm start
