import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders, staffHeaders } from './src/lib/http/headers'

const root = path.dirname(fileURLToPath(import.meta.url))

// Media served from a public base URL (S3_MEDIA_PUBLIC_URL, docs/storage.md): next/image may fetch
// from that address only. Read at build time, as the rest of the image settings.
const mediaPublicUrl = process.env.S3_MEDIA_PUBLIC_URL ? new URL(process.env.S3_MEDIA_PUBLIC_URL) : undefined

const nextConfig: NextConfig = {
  // The browser tests build into their own folder so they never overwrite the served build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The browser tests' build (tests/e2e/serve.sh) skips the type check: `npm test` has run `npm run typecheck` first,
  // and the check costs about 3 minutes of a CI run.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPE_CHECK === '1' },
  // Rendered pages (cacheHandler) and the content layer's 'use cache' reads (cacheHandlers),
  // each kept in this process's memory and expired by tag times shared by every instance on
  // PostgreSQL (src/publish/cache/handler.mjs, use-cache-handler.mjs, shared-tags.mjs). Next.js's
  // own in-memory caches are off (cacheMaxMemorySize: 0): they would keep copies no other
  // instance's edit can expire.
  cacheHandler: path.resolve(root, 'src/publish/cache/handler.mjs'),
  cacheHandlers: { default: path.resolve(root, 'src/publish/cache/use-cache-handler.mjs') },
  cacheMaxMemorySize: 0,
  // rate-limiter-flexible loads drizzle-orm's operators with a computed import() that a
  // bundle cannot resolve: it runs from node_modules (src/lib/limits). prom-client: one copy per process, the one
  // server.ts loads, so the metrics the bundle counts (src/operations/metrics) land in the registry it serves.
  // simple-icons (5 MB of icons, src/lib/icons.ts): read once from node_modules rather than copied into three chunks.
  serverExternalPackages: ['rate-limiter-flexible', 'prom-client', 'simple-icons'],
  experimental: {
    // 'use cache', cacheTag and cacheLife for the content layer (src/lib/content), with the
    // pages still prerendered and revalidated as before (ISR). Not `cacheComponents`, which
    // also enables 'use cache' but changes how every route renders. Tried: `next build` with
    // it fails with 21 errors, one per route segment config of the site's pages and routes
    // (`revalidate`, `dynamic`, `dynamicParams`): "Route segment config "revalidate" is not
    // compatible with `nextConfig.cacheComponents`. Please remove it." And Payload's admin
    // layout at /build reads cookies and headers (its RootLayout's initReq), which
    // cacheComponents accepts only inside <Suspense> (Payload 3.90 adds it only with
    // PAYLOAD_CACHE_COMPONENTS_ENABLED=true). Next.js marks this flag deprecated in favour of
    // cacheComponents (a warning at build); it is what keeps the pages' rendering unchanged.
    useCache: true,
    // Minified server code renames classes, and Payload names its errors after their class:
    // AuthenticationError became "a", so its loggingLevels (src/payload.config.ts) never
    // matched (every wrong sign-in an ERROR with a stack trace) and GraphQL answers said
    // `extensions.name: "a"`. The browser's code is still minified.
    serverMinification: false,
    // src/app/global-not-found.tsx: the not-found page of a site with two root layouts (the
    // site's and the CMS's), with the site's header and footer instead of Next.js's bare page.
    globalNotFound: true,
    // Turbopack's build cache (about 400 MB and 30-40 s to write) serves only a later build of the same checkout: a
    // release is built once in a checkout of its own (docs/deployment.md), an image once, CI once. Written only when
    // asked (NEXT_BUILD_FS_CACHE=on), as the browser tests' local builds do (tests/e2e/serve.sh).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_FS_CACHE === 'on',
  },
  headers: () =>
    Promise.resolve([
      {
        source: '/:path*',
        headers: securityHeaders({
          production: process.env.NODE_ENV === 'production',
          gtm: Boolean(process.env.GTM_ID),
          captcha: Boolean(process.env.RECAPTCHA_SITE_KEY),
        }),
      },
      { source: '/build/:path*', headers: staffHeaders() },
    ]),
  reactStrictMode: true,
  // The proxy (src/proxy.ts) sees the request's own URL. Otherwise Next.js rebuilds it from
  // the server's host name, which differs from the one it routes with when server.ts listens
  // on LISTEN_HOST: a proxy rewrite then counts as one to another host and is fetched over
  // HTTP (for the not-found page, from itself, in a loop) instead of rendered in place.
  skipProxyUrlNormalize: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Each new query on a picture is a new optimised copy on disk: bounded (LRU) instead of half the free disk.
    maximumDiskCacheSize: 512 * 1024 * 1024,
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    remotePatterns: mediaPublicUrl ? [new URL(`${mediaPublicUrl.href.replace(/\/$/, '')}/**`)] : [],
  },
  // Only the part of webpack's configuration changed here (Next.js types the whole of it `any`).
  webpack: (webpackConfig: { resolve: { extensionAlias?: Record<string, string[]> } }) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers!

export default {
  ...withCms,
  // Payload asks every response for a colour-scheme client hint with Critical-CH, which
  // makes browsers request each public page twice on a first visit (an internal 307, about
  // 600 ms in Lighthouse). Only its admin uses the hint, so only /build asks for it.
  async headers() {
    return (await cmsHeaders()).map((rule) =>
      rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/build/:path*' } : rule,
    )
  },
} satisfies NextConfig
