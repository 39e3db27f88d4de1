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
    fileParallelism: false,
  },
})
