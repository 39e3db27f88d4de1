/** The request header in which src/proxy.ts hands /api/staff-origin the page of /build that was asked for. */
export const STAFF_ORIGIN_PATH = 'x-staff-origin-path'
