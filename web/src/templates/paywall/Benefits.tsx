import { useId } from 'react'
import type { PageItem } from '../../../../schemas/page/blocks/schema'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'

interface Props {
  title: TemplateProps['page']['title']
  items: readonly PageItem[]
  /** Which list this is (the benefits variant), for analytics and tests. */
  benefitsKey: string | undefined
  t: TemplateProps['t']
}

/** What the plan includes: the page's items, under the page's benefits heading. */
export function Benefits({ title, items, benefitsKey, t }: Props) {
  const headingId = useId()
  const heading = t(title)
  return (
    <section className="paywall-benefits" aria-labelledby={heading ? headingId : undefined} data-benefits={benefitsKey}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <ul>
        {items.map((item) => (
          <li key={item._key} className="benefit">
            <span className="benefit-icon" aria-hidden="true">
              <Icon name={item.icon ?? 'check'} />
            </span>
            <span>
              <strong className="benefit-title">{t(item.title)}</strong>
              {item.text && <span className="benefit-text">{t(item.text)}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
