import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from './fixtures'

import { HEAVY_LIBRARIES } from './heavy-libraries'
import { PAGE_KINDS } from './page-kinds'

/**
 * No public page's scripts contain a heavy library (heavy-libraries.ts): every script the browser fetched for each
 * kind of public page, read as the browser got it. graphql-ws only in what the page loads once it opens its live
 * socket: until then the browser's idle callbacks, where the socket opens (src/components/live/LiveRefresh.tsx), are
 * held back, so what the page needed to show and hydrate is read apart from what came after.
 */

/** The code files of an installed package (its compiled JavaScript, not types or maps). */
function codeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.(c|m)?js$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    )
}

test('each library is recognised by a string of its own installed code', () => {
  for (const library of HEAVY_LIBRARIES) {
    const files = codeFiles(path.resolve('node_modules', library.package))
    expect(
      files.some((file) => fs.readFileSync(file, 'utf8').includes(library.signature)),
      `${library.name}: "${library.signature}" in node_modules/${library.package}`,
    ).toBe(true)
  }
})

/** Idle callbacks wait for window.__releaseIdle(); those cancelled meanwhile never run. */
function holdIdleCallbacks(page: Page) {
  return page.addInitScript(() => {
    const original = window.requestIdleCallback.bind(window)
    const cancel = window.cancelIdleCallback.bind(window)
    const held: (IdleRequestCallback | null)[] = []
    let released = false
    window.requestIdleCallback = (callback, options) => {
      if (released) return original(callback, options)
      held.push(callback)
      return -held.length
    }
    window.cancelIdleCallback = (handle) => (handle < 0 ? (held[-handle - 1] = null) : cancel(handle))
    ;(window as unknown as { __releaseIdle: () => void }).__releaseIdle = () => {
      released = true
      for (const callback of held.splice(0)) if (callback) original(callback)
    }
  })
}

/** Every script of the site's own origin the page fetches, with its text, in the order fetched. */
function recordScripts(page: Page, origin: string) {
  const scripts: { url: string; text: Promise<string> }[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (!url.startsWith(origin) || (response.request().resourceType() !== 'script' && !/\.js(\?|$)/.test(url))) return
    scripts.push({ url, text: response.text().catch(() => '') })
  })
  return scripts
}

/** The heavy libraries found in `scripts`, as `library in url`. */
async function heavyIn(scripts: { url: string; text: Promise<string> }[], skip: (name: string) => boolean) {
  const found: string[] = []
  for (const script of scripts) {
    const text = await script.text
    for (const library of HEAVY_LIBRARIES)
      if (!skip(library.name) && text.includes(library.signature))
        found.push(`${library.name} in ${new URL(script.url).pathname}`)
  }
  return found
}

const socketLibraries = new Set(HEAVY_LIBRARIES.filter((l) => l.afterSocket).map((l) => l.name))

for (const [kind, address] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${address}): no heavy library in its scripts, the socket's client only once it opens`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie:accepted', 'false')
      localStorage.setItem('newsletter:popup', 'dismissed')
    })
    await holdIdleCallbacks(page)
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    const scripts = recordScripts(page, baseURL!)

    await page.goto(address) // waits for hydration (fixtures.ts)
    await page.waitForLoadState('networkidle')
    const beforeSocket = scripts.length
    expect(beforeSocket, 'the page fetched its scripts').toBeGreaterThan(0)
    expect(await heavyIn(scripts.slice(0, beforeSocket), () => false)).toEqual([])
    expect(sockets, 'no socket while idle callbacks are held').toEqual([])

    await page.evaluate(() => (window as unknown as { __releaseIdle: () => void }).__releaseIdle())
    // Two idle periods: the released callbacks ran, and whatever they started has been fetched.
    for (let i = 0; i < 2; i++)
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
    await page.waitForLoadState('networkidle')
    const after = scripts.slice(beforeSocket)
    expect(await heavyIn(after, (name) => socketLibraries.has(name))).toEqual([])
    // The socket's client, recognised by its signature in a chunk of its own (the check sees real chunks), is fetched
    // to open a socket and for nothing else.
    const socketClient = await heavyIn(after, (name) => !socketLibraries.has(name))
    if (socketClient.length) await expect.poll(() => sockets.length, 'a socket opened').toBeGreaterThan(0)
    if (sockets.length) expect(socketClient, 'the socket client loaded once the socket was wanted').not.toEqual([])
  })
}

test("the same check finds Payload's admin in the CMS's own scripts", async ({ page, baseURL }) => {
  const scripts = recordScripts(page, baseURL!)
  await page.goto('/build/login')
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect((await heavyIn(scripts, () => false)).map((found) => found.split(' in ')[0])).toContain(
    "Payload's admin (@payloadcms/ui)",
  )
})
