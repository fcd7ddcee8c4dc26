import type { PageItem } from '../../../../schemas/page/blocks/schema'
import type { UiStringKey } from '../../../../schemas/uiStrings/keys'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './bookComparison.css'

/** The banner's uiStrings key for each `bannerKey` the bookComparisonBanner test switches between. */
const BANNERS = {
  learnByDoing: 'comparisonLearnByDoing',
  moreThanBookSummaries: 'comparisonMoreThanBookSummaries',
} as const satisfies Record<string, UiStringKey>

/**
 * Reading a book against learning by doing. Items without a `value` are the two sides, the
 * first (the book) plain and the second (the product) highlighted; items with a `value` are
 * figures shown under them, their title already reading as a figure ("500+ summaries").
 * `page.bannerKey` picks the banner above (learnByDoing, moreThanBookSummaries).
 */
export default function BookComparison({ page, strings, t, onNext }: TemplateProps<'bookComparison'>) {
  const items = page.items ?? []
  const [book, product] = items.filter((item) => item.value === undefined)
  const figures = items.filter((item) => item.value !== undefined)
  const banner = Object.entries(BANNERS).find(([key]) => key === page.bannerKey)?.[1]
  return (
    <TemplateShell
      page={page}
      t={t}
      className="book-comparison"
      top={banner && <p className="comparison-banner">{t(strings[banner])}</p>}
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {book && product && (
        <div className="comparison-sides">
          <Side item={book} side="book" t={t} />
          {/* "vs" reads the same in English and Polish; the headings already say what is compared. */}
          <span className="comparison-versus" aria-hidden="true">
            vs
          </span>
          <Side item={product} side="doing" t={t} />
        </div>
      )}
      {figures.length > 0 && (
        <ul className="comparison-figures">
          {figures.map((figure) => (
            <li key={figure._key} data-value={figure.value}>
              {figure.icon && (
                <>
                  <Icon name={figure.icon} />{' '}
                </>
              )}
              {t(figure.title)}
            </li>
          ))}
        </ul>
      )}
    </TemplateShell>
  )
}

function Side({ item, side, t }: { item: PageItem; side: 'book' | 'doing'; t: TemplateProps['t'] }) {
  return (
    <div className={`comparison-side comparison-${side}`} data-side={side}>
      {item.icon && (
        <span className="comparison-icon" aria-hidden="true">
          <Icon name={item.icon} />
        </span>
      )}
      <h2 className="comparison-title">{t(item.title)}</h2>
      {item.text && <p className="comparison-text">{t(item.text)}</p>}
    </div>
  )
}
