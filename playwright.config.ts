import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests run against the production build, served from its own database
 * (tests/e2e/serve.sh), in Debian's Chromium: never a downloaded browser.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`

/** Debian's Chromium and the flags that keep it off the network; shared by the screenshot and Lighthouse scripts. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/**
 * The browser tests' Chromium: Debian's headless shell of the same release when installed (package
 * chromium-headless-shell, the build Playwright itself runs headless tests in), which spends about a quarter less CPU
 * than the whole browser run headless (docs/testing.md); CHROMIUM_PATH when set. A tab the browser really hides
 * (hidden-tab.ts) needs the whole browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Glyph advances unrounded, as the whole browser lays text out headless: the headless shell would otherwise hint them
  // to whole pixels, and the fallback fonts' metrics (typeface.spec.ts) differ by 1.5 %.
  '--font-render-hinting=none',
]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // CI's 2 cores are shared by a build, two browsers and the servers some specs start: a test that fails once is run
  // again there and reported as flaky in the summary (a flaky test is a defect to mend, never a pass to forget).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs about a quarter of the browser tests' CPU (docs/testing.md), which CI's 2 cores
    // lack: there only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'bash tests/e2e/serve.sh',
    url: `${baseURL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      E2E_ADMIN_EMAIL: 'e2e-admin@northgrid.example',
      E2E_ADMIN_PASSWORD: 'e2e-admin-password-1',
    },
  },
})
