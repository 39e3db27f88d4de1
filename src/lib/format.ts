const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
export const formatSalary = (min?: number | null, max?: number | null) =>
  min && max ? `${usd.format(min)} to ${usd.format(max)} a year` : min ? `From ${usd.format(min)} a year` : null

export const EMPLOYMENT_LABELS: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
}

export const WORKPLACE_LABELS: Record<string, string> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' }
