import type { DefaultServerCellComponentProps } from 'payload'

/** A checkbox in a list as a word, rather than Payload's `false` in code type. */
export function YesNoCell({ cellData }: Pick<DefaultServerCellComponentProps, 'cellData'>) {
  return <span>{cellData === true ? 'Yes' : 'No'}</span>
}
