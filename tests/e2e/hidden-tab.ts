import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium, type Browser, type Page } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'

/**
 * A tab the browser really hides: Playwright keeps its own pages visible (it turns on focus emulation for every page
 * it opens in a context of its own), so this starts Debian's Chromium apart and attaches to its default context
 * without Playwright's defaults. Bringing another tab of the window to the front hides the first, as a visitor
 * switching tabs does: `document.visibilityState` becomes 'hidden' and `visibilitychange` fires.
 */
export async function hideableTab(): Promise<{
  page: Page
  hide: () => Promise<void>
  show: () => Promise<void>
  close: () => Promise<void>
}> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-hidden-tab-'))
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()))
  const endpoint = await new Promise<string>((resolve, reject) => {
    let said = ''
    chrome.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      const listening = /DevTools listening on (ws:\S+)/.exec(said)
      if (listening) resolve(listening[1])
    })
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${said}`)))
  })
  const browser: Browser = await chromium.connectOverCDP(endpoint, { noDefaults: true })
  const context = browser.contexts()[0]
  const page = context.pages()[0] ?? (await context.newPage())
  let other: Page | null = null
  return {
    page,
    hide: async () => {
      other ??= await context.newPage()
      await other.bringToFront()
    },
    show: () => page.bringToFront(),
    close: async () => {
      // Closed as a user closes it (helpers and profile flushed), not only disconnected from.
      await (await browser.newBrowserCDPSession()).send('Browser.close').catch(() => undefined)
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      chrome.kill('SIGKILL')
      await exited
      // The profile's last writes may land just after the browser has gone.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}
