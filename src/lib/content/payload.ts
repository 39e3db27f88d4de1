import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The embedded CMS (Local API). Only src/lib/content talks to it. */
export const cms = (): Promise<Payload> => getPayload({ config })
