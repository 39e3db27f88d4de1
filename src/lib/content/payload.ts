import 'server-only'

import { contentSource, type ContentSource } from './source'

export type { ContentSource }

export const cms = (): Promise<ContentSource> => contentSource()
