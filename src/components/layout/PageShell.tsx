import type { ReactNode } from 'react'

import { LiveRefresh } from '@/components/live/LiveRefresh'
import { env } from '@/config/env'
import { getMenus, getSettings } from '@/lib/content'
import { SHELL_TAGS } from '@/publish/live/page-tags'
import { Header, Header2 } from './Header'

/**
 * Each route picks its header variant (Header or Header2) from its content; the layout holds the footer.
 * `live`: the cache tags of the content the page shows (src/publish/live/page-tags.ts), which it follows while open; a
 * page without any opens no socket. Only where this instance announces changes to anonymous sockets (not with
 * LIVE_CONTENT_ANONYMOUS=false); in remote mode, those it passes on from its CMS.
 */
export async function PageShell({
  headerType,
  live = [],
  children,
}: {
  headerType?: string | null
  live?: readonly string[]
  children: ReactNode
}) {
  const [settings, menus] = await Promise.all([getSettings(), getMenus()])
  const follows = live.length > 0 && env().liveContentAnonymous
  return (
    <>
      {headerType === 'Header2' ? <Header2 settings={settings} /> : <Header items={menus.header} settings={settings} />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {follows ? <LiveRefresh tags={[...live, ...SHELL_TAGS]} /> : null}
    </>
  )
}
