import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'
import './endPage.css'

/** The pages between the result and the paywall: a title, paragraphs, a list of points, Continue. */
export default function EndPage({ page, language, strings, t, onNext }: TemplateProps<'endPage'>) {
  const items = page.items ?? []
  const onUnknown = useReportUnknownRichText(page._id)
  return (
    <TemplateShell
      page={page}
      t={t}
      className="end-page"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
      footer={t(page.footer)}
    >
      {items.length > 0 && (
        <ul className="end-list">
          {items.map((item) => (
            <li key={item._key} className="end-item">
              <span className="end-icon" aria-hidden="true">
                <Icon name={item.icon ?? 'check'} />
              </span>
              <span>
                <strong className="end-item-title">{t(item.title)}</strong>
                {item.text && <span className="end-item-text">{t(item.text)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <RichText value={page.body} language={language} onUnknown={onUnknown} />
    </TemplateShell>
  )
}
