import { ItemCards } from '../../ui/ItemCards'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './promise.css'

/**
 * The promise: what the program commits to, as benefit cards from `page.items` (icon, title,
 * text), two per row on wider screens. A page without items is a plain promise (title and text).
 */
export default function PromisePage({ page, strings, t, onNext }: TemplateProps<'promise'>) {
  return (
    <TemplateShell
      page={page}
      t={t}
      className="promise"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
      footer={t(page.footer)}
    >
      <ItemCards items={page.items ?? []} t={t} className="item-cards-grid promise-cards" />
    </TemplateShell>
  )
}
