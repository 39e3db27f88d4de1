/**
 * One address of each kind of public page (src/app/(site) and the sitemap's kinds): each page template, each listing,
 * each form, the legal pages' layout, the pages a form leads to and a miss. The browser checks that must hold on every
 * public page (bundle.spec.ts, csp.spec.ts) visit these.
 */
export const PAGE_KINDS = {
  home: '/',
  'services overview': '/services',
  service: '/ecommerce-development',
  about: '/about-us',
  'blog page': '/blogs',
  'posts listing': '/blog',
  post: '/blog/two-week-sprints-explained',
  category: '/category/case-studies',
  'case studies': '/case-studies',
  'case study': '/liquor-store-transformation',
  jobs: '/jobs',
  job: '/job/engineering-manager',
  internship: '/internship',
  contact: '/contact-us',
  'new project': '/new-project',
  awards: '/empire-business-review-fast-50',
  clients: '/our-clients',
  'landing page': '/landing-page',
  survey: '/survey',
  'privacy request': '/privacy-request',
  'privacy request sent': '/privacy-request/sent',
  'application sent': '/application-sent',
  'legal page': '/privacy-policy',
  'not found': '/no-such-page',
} as const

export type PageKind = keyof typeof PAGE_KINDS
