// The browser tests drive Debian's Chromium (never a browser downloaded by a test tool): the whole browser, and its
// headless shell when installed (playwright.config.ts says why). When the browser is missing and this is a Debian
// machine run as root, install both; otherwise say how.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!fs.existsSync(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (root && fs.existsSync('/usr/bin/apt-get')) {
    console.log('[e2e] installing Debian chromium and chromium-headless-shell ...')
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
      { stdio: 'inherit' },
    )
  } else {
    console.error(
      `[e2e] Chromium not found at ${path}. Install it (Debian: apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
}
