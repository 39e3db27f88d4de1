'use client'

import { useNav, usePreferences } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Payload's own desktop width: from here up the menu is a column beside the page, not a sheet over it. */
const DESKTOP = '(min-width: 1025px)'

/**
 * The menu open on a desktop screen (`admin.components.header`). Payload keeps it open only above 1440 px and closes
 * it once hydrated on anything narrower, 1440 x 900 and 1280 x 720 included, so every task began with the menu button.
 * Once Payload has settled its state (`hydrated`), this opens it on a desktop width unless the person closed it
 * themselves (Payload's `nav` preference, saved by its menu button).
 */
export function OpenNav() {
  const { hydrated, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  const done = useRef(false)
  useEffect(() => {
    if (!hydrated || done.current || !window.matchMedia(DESKTOP).matches) return
    done.current = true
    void getPreference<{ open?: boolean } | undefined>('nav').then((pref) => {
      if (pref?.open !== false) setNavOpen(true)
    })
  }, [hydrated, getPreference, setNavOpen])
  return null
}
