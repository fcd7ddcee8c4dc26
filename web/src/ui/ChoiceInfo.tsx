import './ChoiceInfo.css'

interface Props {
  /** Absent until an answer with info is chosen. */
  title?: string
  content?: string
}

/**
 * Info about the chosen answer (empathy text, option info). The live region is rendered even
 * while empty because screen readers announce changes to an existing region reliably, but often
 * miss a region that appears together with its text.
 */
export function ChoiceInfo({ title, content }: Props) {
  const shown = Boolean(title || content)
  return (
    <div role="status" className={shown ? 'choice-info' : 'choice-info choice-info-empty'}>
      {title && <h2>{title}</h2>}
      {content && <p>{content}</p>}
    </div>
  )
}
