import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The committed Varnish (deploy/varnish/default.vcl, xkey from Debian's varnish-modules) for the tests and benchmarks:
 * its site.vcl, made for the run in a temporary folder, names the instances and lets loopback purge. Started in the
 * foreground of a process group of its own: stop it with process.kill(-child.pid).
 */
export type TestVarnish = { child: ChildProcess; dir: string; stats: () => Record<string, number> }

export function siteVcl(instances: string[]): string {
  const backends = instances.map((address, i) => {
    const [host, port] = address.split(':')
    return `backend i${i} {\n    .host = "${host}";\n    .port = "${port}";\n    .probe = ready;\n}\n`
  })
  const added = instances.map((_, i) => `    instances.add_backend(i${i});\n`).join('')
  return `${backends.join('')}\nsub vcl_init {\n    new instances = directors.round_robin();\n${added}}\n\nacl purgers {\n    "127.0.0.1";\n}\n`
}

export function startVarnish(port: number, instances: string[], root = process.cwd()): TestVarnish {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-varnish-'))
  // Run as root, varnishd drops to its own user, which must read the folder: the committed VCL is copied there, since
  // that user may not enter the checkout (a clone in a private folder, such as root's home).
  fs.chmodSync(dir, 0o755)
  fs.copyFileSync(path.join(root, 'deploy/varnish/default.vcl'), path.join(dir, 'default.vcl'))
  fs.chmodSync(path.join(dir, 'default.vcl'), 0o644)
  fs.writeFileSync(path.join(dir, 'site.vcl'), siteVcl(instances), { mode: 0o644 })
  const work = path.join(dir, 'work')
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      work,
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      path.join(dir, 'default.vcl'),
      '-p',
      `vcl_path=${dir}`,
      '-s',
      'malloc,128m',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  const stats = () => {
    const out = JSON.parse(execFileSync('varnishstat', ['-n', work, '-1', '-j'], { encoding: 'utf8' })) as {
      counters?: Record<string, { value: number }>
    } & Record<string, { value: number }>
    const counters = out.counters ?? out
    return Object.fromEntries(Object.entries(counters).map(([name, c]) => [name, Number(c?.value ?? 0)]))
  }
  return { child, dir, stats }
}

export function stopVarnish(varnish: TestVarnish | undefined): void {
  if (!varnish) return
  try {
    process.kill(-varnish.child.pid!, 'SIGTERM')
  } catch {
    // gone already
  }
  fs.rmSync(varnish.dir, { recursive: true, force: true })
}
