import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders, staffHeaders } from './src/lib/http/headers'

const nextConfig: NextConfig = {
  // The browser tests build into their own folder so they never overwrite the served build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ production: process.env.NODE_ENV === 'production', gtm: Boolean(process.env.GTM_ID), captcha: Boolean(process.env.RECAPTCHA_SITE_KEY) }) },
      { source: '/build/:path*', headers: staffHeaders() },
    ]
  },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  webpack: (webpackConfig) => {
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
    return (await cmsHeaders()).map((rule) => (rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/build/:path*' } : rule))
  },
} satisfies NextConfig
