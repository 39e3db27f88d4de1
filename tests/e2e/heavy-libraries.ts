/**
 * The libraries no public page's scripts may contain (docs/browser.md#script-budget), and how each is recognised in
 * a minified chunk: a string literal of the library's own code, which minifiers keep, that every use of it brings.
 * bundle.spec.ts checks that each still occurs in the installed package and that none reaches a public page;
 * `afterSocket` marks the one loaded on purpose once the page opens its live socket (and only then).
 */
export type HeavyLibrary = {
  name: string
  /** The installed package whose code holds the signature. */
  package: string
  signature: string
  afterSocket?: true
}

export const HEAVY_LIBRARIES: HeavyLibrary[] = [
  // Every zod 4 schema is built by the `$ZodType` constructor, named by this string.
  { name: 'zod', package: 'zod', signature: '"$ZodType"' },
  // The Apollo client registers itself for its devtools under this global.
  { name: '@apollo/client', package: '@apollo/client', signature: '__APOLLO_CLIENT__' },
  // graphql-js's parser and its errors: what Apollo, or any GraphQL document in the browser, brings.
  { name: 'graphql (graphql-js)', package: 'graphql', signature: 'Syntax Error: ' },
  // The admin's root provider always renders its toast container.
  { name: "Payload's admin (@payloadcms/ui)", package: '@payloadcms/ui', signature: 'payload-toast-container' },
  // The sanitiser of the CMS's rich text runs on the server only.
  { name: 'sanitize-html', package: 'sanitize-html', signature: 'allowedSchemesAppliedToAttributes' },
  // The rich-text editor's HTML converter (a post's body, src/sections/PostBody.tsx) runs on the server only.
  {
    name: 'Lexical HTML converter (@payloadcms/richtext-lexical)',
    package: '@payloadcms/richtext-lexical',
    signature: 'Error converting lexical node to HTML:',
  },
  // The socket's subprotocol: the client cannot open a socket without it.
  { name: 'graphql-ws', package: 'graphql-ws', signature: 'graphql-transport-ws', afterSocket: true },
]
