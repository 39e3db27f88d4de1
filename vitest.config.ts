import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(root, 'src/payload.config.ts'),
      '@': path.resolve(root, 'src'),
      // Next.js's server-only guard has no meaning outside a React server build.
      'server-only': path.resolve(root, 'tests/int/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/int/**/*.test.ts'],
    globalSetup: ['tests/int/global-setup.ts'],
    setupFiles: ['tests/int/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time (Vitest's default on two cores is one): each file has its own database copy, upload folders
    // (setup.ts) and ports, and much of a file's time is spent waiting on servers, sockets and timers.
    maxWorkers: 2,
  },
})
