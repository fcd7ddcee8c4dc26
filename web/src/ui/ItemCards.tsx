import type { PageItem } from '../../../schemas/page/blocks/schema'
import type { IconName } from '../../../schemas/shared/iconNames'
import { Icon } from './Icon'
import './ItemCards.css'
import type { Translate } from '../../../schemas/languages'

interface Props {
  items: readonly PageItem[]
  t: Translate
  className?: string
  /** One icon for every card instead of each item's own (a checked list). */
  icon?: IconName
}

/**
 * `page.items` as cards: icon, title, text. Shared by the result, promise and impact pages.
 * `icon` draws the same icon on every card (the promise's checked list) instead of each item's.
 * Card titles are h2 because they sit right under the page's h1.
 */
export function ItemCards({ items, t, className, icon }: Props) {
  if (items.length === 0) return null
  return (
    <ul className={['item-cards', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const shown = icon ?? item.icon
        return (
          <li key={item._key} className="item-card">
            {shown && (
              <span className="item-card-icon" aria-hidden="true">
                <Icon name={shown} />
              </span>
            )}
            <div>
              <h2 className="item-card-title">{t(item.title)}</h2>
              {item.text && <p className="item-card-text">{t(item.text)}</p>}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
