'use client'

import { useEffect, useRef, useState } from 'react'

export type CaptchaConfig = { siteKey?: string; version?: number; scriptUrl: string }
type Grecaptcha = { render: (el: HTMLElement, options: { sitekey: string }) => number }
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    __northgridCaptchaLoaded?: () => void
  }
}

/** SPEC.md section 8. */
export const CAPTCHA_ERRORS = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  load: 'Failed to load script',
  execute: 'Failed to execute',
} as const

let loading: Promise<Grecaptcha> | null = null

/** Once per page. */
export function loadCaptcha({ siteKey, version, scriptUrl }: CaptchaConfig): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new Error(CAPTCHA_ERRORS.noKey))
  if (!version) return Promise.reject(new Error(CAPTCHA_ERRORS.noVersion))
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__northgridCaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error(CAPTCHA_ERRORS.load))
    const script = document.createElement('script')
    script.src = `${scriptUrl}?onload=__northgridCaptchaLoaded&render=explicit`
    script.async = true
    script.onerror = () => {
      loading = null
      reject(new Error(CAPTCHA_ERRORS.load))
    }
    document.head.appendChild(script)
  })
  return loading
}

export function Captcha({ config }: { config: CaptchaConfig }) {
  const box = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    loadCaptcha(config)
      .then((g) => {
        if (cancelled || !box.current || box.current.childElementCount > 0) return
        try {
          g.render(box.current, { sitekey: config.siteKey! })
        } catch {
          setError(CAPTCHA_ERRORS.execute)
        }
      })
      .catch((e: Error) => !cancelled && setError(e.message))
    return () => {
      cancelled = true
    }
  }, [config])

  return (
    <div className="sm:col-span-2">
      <div ref={box} data-captcha />
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-accent-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}
