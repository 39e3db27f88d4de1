import type { ReactNode } from 'react'

import { getMenus, getSettings } from '@/lib/content'
import { Header, Header2 } from './Header'

/** Each route picks its header variant (Header or Header2) from its content; the layout holds the footer. */
export async function PageShell({ headerType, children }: { headerType?: string | null; children: ReactNode }) {
  const [settings, menus] = await Promise.all([getSettings(), getMenus()])
  return (
    <>
      {headerType === 'Header2' ? <Header2 settings={settings} /> : <Header items={menus.header} settings={settings} />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </>
  )
}
