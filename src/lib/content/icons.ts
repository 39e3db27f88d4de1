import 'server-only'

import { cms } from './payload'

/** For prerendering their icon files. */
export async function getTechnologySlugs(): Promise<string[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pageContents',
    where: { type: { equals: 'Technologies' } },
    select: { slug: true },
    limit: 500,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((d) => d.slug).filter((s): s is string => Boolean(s))
}
