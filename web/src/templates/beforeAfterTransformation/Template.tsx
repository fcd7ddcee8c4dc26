import type { PageItem } from '../../../../schemas/page/blocks/schema'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './beforeAfterTransformation.css'

/**
 * Before and after, side by side: the first of `page.items` is "before", the second "after"
 * (further items are not shown). Each column's title names the moment ("Today", "In 4 weeks");
 * its text is the description, and a text of several lines becomes a list, one point a line.
 */
export default function BeforeAfterTransformation({ page, strings, t, onNext }: TemplateProps<'beforeAfterTransformation'>) {
  const [before, after] = page.items ?? []
  return (
    <TemplateShell
      page={page}
      t={t}
      className="before-after"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {before && after && (
        <div className="before-after-columns">
          <Column item={before} side="before" t={t} />
          <Column item={after} side="after" t={t} />
        </div>
      )}
    </TemplateShell>
  )
}

function Column({ item, side, t }: { item: PageItem; side: 'before' | 'after'; t: TemplateProps['t'] }) {
  const lines = t(item.text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <div className={`before-after-column before-after-${side}`} data-side={side}>
      {item.icon && (
        <span className="before-after-icon" aria-hidden="true">
          <Icon name={item.icon} />
        </span>
      )}
      <h2 className="before-after-title">{t(item.title)}</h2>
      {lines.length > 1 ? (
        <ul className="before-after-points">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        lines[0] && <p className="before-after-text">{lines[0]}</p>
      )}
    </div>
  )
}
