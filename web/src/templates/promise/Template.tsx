import { ItemCards } from '../../ui/ItemCards'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './promise.css'

/**
 * The promise: what the program commits to, from `page.items` (icon, title, text). `layout`
 * cards (the default) shows benefit cards, two per row on wider screens; list shows a compact
 * checked list. A page without items is a plain promise (title and text).
 */
export default function PromisePage({ page, strings, t, onNext }: TemplateProps<'promise'>) {
  const layout = page.layout ?? 'cards'
  return (
    <TemplateShell
      page={page}
      t={t}
      className="promise"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
      footer={t(page.footer)}
    >
      {layout === 'list' ? (
        <ItemCards items={page.items ?? []} t={t} className="promise-list" icon="check" />
      ) : (
        <ItemCards items={page.items ?? []} t={t} className="item-cards-grid promise-cards" />
      )}
    </TemplateShell>
  )
}
