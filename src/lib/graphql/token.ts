/**
 * The stored token of the content client (SPEC.md section 6): a cookie `apollo-token`
 * for 7 days on path / (not secure-only), and client side also a local-storage entry of
 * the same name (where local storage is unsupported, the cookie alone). The client sends
 * it as `Authorization: Bearer <token>`; signing out removes it (and resets the client's
 * cache, see client.ts).
 */
export const TOKEN_NAME = 'apollo-token'
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

export interface TokenStore {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

/** The Set-Cookie / document.cookie value that stores `token`. */
export const tokenCookie = (token: string): string =>
  `${TOKEN_NAME}=${encodeURIComponent(token)}; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`

/** The value that removes the cookie. */
export const clearedTokenCookie = (): string => `${TOKEN_NAME}=; Max-Age=0; Path=/; SameSite=Lax`

/** The token in a Cookie header (or document.cookie), if any. */
export function readTokenCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== TOKEN_NAME) continue
    const value = part.slice(at + 1).trim()
    if (!value) return undefined
    try {
      return decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A store over a fixed Cookie header (server side: the token a request came with). */
export function cookieHeaderTokenStore(cookieHeader: string | null | undefined): TokenStore {
  let token = readTokenCookie(cookieHeader)
  return {
    get: () => token,
    set: (value) => void (token = value),
    clear: () => void (token = undefined),
  }
}

function localStorageOrNull(): Storage | null {
  try {
    const storage = globalThis.localStorage
    // Safari's private mode and some embedded views throw on use, not on access.
    storage.setItem(`${TOKEN_NAME}-probe`, '1')
    storage.removeItem(`${TOKEN_NAME}-probe`)
    return storage
  } catch {
    return null
  }
}

/** The browser's store: local storage and the cookie (the cookie alone without local storage). */
export function browserTokenStore(): TokenStore {
  const storage = localStorageOrNull()
  return {
    get: () => storage?.getItem(TOKEN_NAME) || readTokenCookie(document.cookie),
    set(token) {
      storage?.setItem(TOKEN_NAME, token)
      document.cookie = tokenCookie(token)
    },
    clear() {
      storage?.removeItem(TOKEN_NAME)
      document.cookie = clearedTokenCookie()
    },
  }
}
