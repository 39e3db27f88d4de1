import type { Job, Post, Settings } from '@/lib/content/types'
import { toPlainText } from '@/lib/html'
import { absoluteUrl } from './metadata'

/** schema.org structured data (JSON-LD) built from content. */

type Thing = Record<string, unknown>

const postalAddress = (a: {
  street?: string | null
  city: string
  region?: string | null
  postalCode?: string | null
  country?: string | null
}) => ({
  '@type': 'PostalAddress',
  streetAddress: a.street ?? undefined,
  addressLocality: a.city,
  addressRegion: a.region ?? undefined,
  postalCode: a.postalCode ?? undefined,
  addressCountry: a.country ?? 'US',
})

export function organization(settings: Settings): Thing {
  return {
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: settings.agencyName,
    description: settings.tagline ?? undefined,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings.address),
    location: (settings.locations ?? []).map((l) => ({
      '@type': 'Place',
      name: `${settings.agencyName} ${l.city}`,
      address: postalAddress({ ...l, country: 'US' }),
      telephone: l.phone ?? undefined,
    })),
    sameAs: Object.values(settings.social ?? {}).filter(
      (v): v is string => typeof v === 'string' && v.startsWith('http'),
    ),
    award: (settings.awardBadges ?? []).map((b) => `${b.title}, ${b.issuer} ${b.year}`),
  }
}

export function website(settings: Settings): Thing {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/')}#website`,
    name: settings.agencyName,
    url: absoluteUrl('/'),
    publisher: { '@id': `${absoluteUrl('/')}#organization` },
    inLanguage: 'en-US',
  }
}

export function breadcrumbs(trail: { name: string; path: string }[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
      item: absoluteUrl(t.path),
    })),
  }
}

export function blogPosting(post: Post, settings: Settings): Thing {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName, jobTitle: post.authorRole ?? undefined },
    publisher: { '@id': `${absoluteUrl('/')}#organization`, '@type': 'Organization', name: settings.agencyName },
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    image: absoluteUrl(`/og/post/${post.slug}.png`),
    keywords: (post.tags ?? []).join(', ') || undefined,
    articleSection: post.category,
  }
}

export function jobPosting(job: Job, settings: Settings): Thing {
  const description = [
    job.description ?? '',
    `<h3>Responsibilities</h3><ul>${(job.responsibilities ?? []).map((r) => `<li>${r}</li>`).join('')}</ul>`,
    `<h3>Requirements</h3><ul>${(job.requirements ?? []).map((r) => `<li>${r}</li>`).join('')}</ul>`,
  ].join('')
  return {
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: settings.agencyName, value: job.slug },
    datePosted: job.datePosted.slice(0, 10),
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.agencyName,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/icon.svg'),
    },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress({
        street: settings.address.street,
        city: job.location.city,
        region: job.location.region,
        postalCode: settings.address.postalCode,
        country: job.location.country,
      }),
    },
    ...(job.location.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.location.country },
        }
      : {}),
    ...(job.salaryMin
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salaryMin,
              maxValue: job.salaryMax ?? undefined,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    directApply: false,
    industry: 'Web and e-commerce development',
    skills: toPlainText((job.requirements ?? []).join('. ')) || undefined,
  }
}

/** One graph per page; `<` is escaped so content can never close the script element. */
export function jsonLd(items: Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': items }).replace(/</g, '\\u003c')
}
