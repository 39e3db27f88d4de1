// negotiator ships no types, and @types/negotiator describes 0.6, before the `preferred` option.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http'

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders })
    encoding(available?: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
