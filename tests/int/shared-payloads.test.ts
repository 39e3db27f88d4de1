import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import net from 'node:net'

import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { deferScriptsInPages } from '@/lib/http/after-paint'
import { PayloadStore } from '@/lib/http/page-payload'
import { postgresPayloads, type PostgresPayloads } from '@/lib/http/shared-payloads'

import { closeServers, serveHandler } from '../node-server'

// CI's PostgreSQL pass runs this file: pages' payloads shared by instances through PostgreSQL.
/**
 * Two instances (each its payload store, its own pool) on one PostgreSQL database, each rendering the same page with
 * React's rows in another order, as a warm and a cold instance do: the payload one page names is answered by the
 * other, from the table, byte for byte. On SQLite there is one instance, and no table.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URI)
const stores: PostgresPayloads[] = []
let db: pg.Pool

/** A cacheable page whose React rows come in `order`: the same content, other bytes. */
const page = (order: number[]) =>
  [
    '<!DOCTYPE html><html lang="en"><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<title>About</title></head><body><h1>About</h1>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...order.map((row) => `<script>self.__next_f.push([1,"${row}:[\\"row ${row}\\"]\\n"])</script>`),
    '</body></html>',
  ].join('')

async function instance(order: number[], shared: boolean, databaseUri = process.env.DATABASE_URI!) {
  const store = shared
    ? postgresPayloads(databaseUri, (error, doing) => errors.push(`${doing}: ${String(error)}`))
    : null
  if (store) stores.push(store)
  const payloads = new PayloadStore(store)
  let renders = 0
  const next = (_: IncomingMessage, response: ServerResponse) => {
    renders++
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600' })
    response.end(page(order))
  }
  const handlePage = deferScriptsInPages(next, { payloads })
  let origin = ''
  // Its render on asking for a payload it lacks, as server.ts's (through its own HTML cache).
  const render = async (path: string) => void (await fetch(origin + path)).text()
  origin = await serveHandler((request, response) =>
    request.url?.startsWith('/_page-data/') ? payloads.serve(request, response, render) : handlePage(request, response),
  )
  return { origin, renders: () => renders }
}

const errors: unknown[] = []
const addressIn = (html: string) => /"(\/_page-data\/[\w-]{43}\.json\?p=[^"]+)"/.exec(html)![1]
const idOf = (address: string) => /\/_page-data\/([\w-]{43})\.json/.exec(address)![1]
const rowOf = async (id: string) =>
  (await db.query<{ body: string }>('SELECT body FROM page_payloads WHERE id = $1', [id])).rows[0]

afterEach(closeServers)
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  await db?.end()
})

it('with a database that takes connections and never answers, a payload is rendered on asking instead', async () => {
  const silent = net.createServer(() => undefined)
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  try {
    const uri = `postgres://nobody:nothing@127.0.0.1:${(silent.address() as net.AddressInfo).port}/none`
    const [a, b] = [await instance([1, 2, 3], false), await instance([3, 2, 1], true, uri)]
    const address = addressIn(await (await fetch(`${a.origin}/about-us`)).text())
    expect((await fetch(b.origin + address)).status).toBe(404)
    expect(b.renders()).toBe(1)
    expect(errors.some((error) => String(error).startsWith('reading: '))).toBe(true)
  } finally {
    errors.length = 0
    silent.close()
  }
})

describe.skipIf(!postgres)('payloads shared by the instances (skipped without TEST_DATABASE_URI)', () => {
  it("answers on B the payload of A's page, byte for byte, without rendering it", async () => {
    db ??= new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 1 })
    const [a, b] = [await instance([1, 2, 3], true), await instance([2, 1, 3], true)]
    const address = addressIn(await (await fetch(`${a.origin}/about-us`)).text())
    await expect.poll(async () => (await rowOf(idOf(address)))?.body ?? null).not.toBeNull()
    const fromA = await (await fetch(a.origin + address)).text()
    const fromB = await fetch(b.origin + address)
    expect(fromB.status).toBe(200)
    expect(await fromB.text()).toBe(fromA)
    expect(b.renders()).toBe(0)
    // B's own render names its own bytes, which A then answers too.
    const addressB = addressIn(await (await fetch(`${b.origin}/about-us`)).text())
    expect(addressB).not.toBe(address)
    await expect.poll(async () => (await rowOf(idOf(addressB)))?.body ?? null).not.toBeNull()
    expect((await fetch(a.origin + addressB)).status).toBe(200)
    expect(errors).toEqual([])
  })

  it('without the table (one instance, SQLite) the other instance renders the page and cannot answer', async () => {
    const [a, b] = [await instance([1, 2, 3], false), await instance([3, 2, 1], false)]
    const address = addressIn(await (await fetch(`${a.origin}/about-us`)).text())
    expect((await fetch(b.origin + address)).status).toBe(404)
    expect(b.renders()).toBe(1)
  })

  it('serves from the table only bytes that hash to their address', async () => {
    db ??= new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 1 })
    const id = createHash('sha256').update('{"__next_f":[[0]]}', 'utf8').digest('base64url')
    await db.query(`INSERT INTO page_payloads (id, body) VALUES ($1, '{"__next_f":[[1,"forged"]]}')`, [id])
    const b = await instance([1, 2], true)
    const res = await fetch(`${b.origin}/_page-data/${id}.json?p=%2Fabout-us`)
    expect(res.status).toBe(404)
    expect(b.renders()).toBe(1)
  })

  it('drops payloads no instance has saved for 30 days, when an instance starts', async () => {
    db ??= new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 1 })
    await db.query(
      `INSERT INTO page_payloads (id, body, saved_at) VALUES ('old', '{}', now() - interval '31 days'),
       ('recent', '{}', now() - interval '29 days')`,
    )
    await instance([1], true)
    await expect.poll(async () => (await rowOf('old')) ?? null).toBeNull()
    expect(await rowOf('recent')).toBeDefined()
  })
})
