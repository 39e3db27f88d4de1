'use client'

/** Recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="ng-recovery" role="region" aria-label="Recovery codes">
      <p>
        <strong>Your recovery codes.</strong> Each signs you in once if you lose your device. Save them now (print them
        or keep them in a password manager): they will not be shown again.
      </p>
      <ol className="ng-recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  )
}
