/** `status` or `statusCode`, 4xx or 5xx, else 500 (SPEC.md section 8). */
export function statusOf(error: Error & { status?: unknown; statusCode?: unknown }): number {
  for (const value of [error.status, error.statusCode]) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value
  }
  return 500
}
