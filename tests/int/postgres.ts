import pg from 'pg'

/**
 * Databases beside TEST_DATABASE_URI's for the PostgreSQL pass: one migrated and seeded template per run, and a
 * copy of it per test file (CREATE DATABASE ... TEMPLATE copies files: a second, where seeding takes fifteen).
 * The role needs CREATEDB.
 */
const RUN_MARK = '_run_' // in the names of the template and its copies, after the base database's name

function named(base: string, name: string): string {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

const baseName = (base: string) => decodeURIComponent(new URL(base).pathname.slice(1))
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** An empty database for the run's template; Payload's start then migrates and seeds it. */
export async function createTemplate(base: string): Promise<string> {
  const name = `${baseName(base)}${RUN_MARK}template`
  await onServer(base, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${quoted(name)}`)
  })
  return named(base, name)
}

/**
 * A test file's own copy of the template. A copy needs the template without sessions: a test that reads the template
 * (migration-lock.test.ts) while another file starts makes PostgreSQL refuse (55006, object in use), so it is tried
 * again.
 */
export async function copyTemplate(base: string, template: string): Promise<string> {
  const name = `${baseName(base)}${RUN_MARK}${process.pid}_${Date.now().toString(36)}`
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(base, (client) =>
        client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(baseName(template))}`),
      )
      return named(base, name)
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** Drops the template and every copy of this database's runs. */
export async function dropRunDatabases(base: string): Promise<void> {
  await onServer(base, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${baseName(base)}${RUN_MARK}`],
    )
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`)
  })
}

/** An empty database of this run, for a test that migrates it itself; dropped with the run's others. */
export async function createEmpty(base: string, label: string): Promise<string> {
  const name = `${baseName(base)}${RUN_MARK}${label}_${process.pid}`
  await onServer(base, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${quoted(name)}`)
  })
  return named(base, name)
}

/** Runs queries on a database of the run and closes the connection. */
export const onDatabase = onServer
