import { formatNumber } from '../../funnel/chartText'
import { impactHours } from '../../funnel/impactHours'
import { formatMessage } from '../../ui/message'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './impactCalculation.css'

/**
 * What a few minutes a day add up to. Each of `page.items` is one habit or choice: its title
 * and text are the copy, its `value` the minutes a day. The template works out the hours a
 * month (30 days) and a year (365 days) for each, so the copy never has to repeat the sums.
 * Items are shown side by side as options, not added up: "5, 10 or 15 minutes" are
 * alternatives as often as they are parts of one day. Items without a value are left out.
 */
export default function ImpactCalculation({ page, language, strings, t, onNext }: TemplateProps<'impactCalculation'>) {
  const rows = (page.items ?? []).flatMap((item) =>
    item.value === undefined ? [] : [{ item, minutes: item.value, hours: impactHours(item.value) }],
  )
  const number = (value: number) => formatNumber(value, language)
  return (
    <TemplateShell
      page={page}
      t={t}
      className="impact-calculation"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
      footer={t(page.footer)}
    >
      <ul className="impact-rows">
        {rows.map(({ item, minutes, hours }) => (
          <li key={item._key} className="impact-row">
            <div className="impact-row-head">
              {item.icon && (
                <span className="impact-row-icon" aria-hidden="true">
                  <Icon name={item.icon} />
                </span>
              )}
              <div>
                <h2 className="impact-row-title">{t(item.title)}</h2>
                {item.text && <p className="impact-row-text">{t(item.text)}</p>}
              </div>
            </div>
            <p className="impact-sum">
              <span className="impact-input">{formatMessage(t(strings.impactPerDay), { minutes: number(minutes) }, language)}</span>
              <span className="impact-equals" aria-hidden="true">
                =
              </span>
              <strong className="impact-month">
                {formatMessage(t(strings.impactPerMonth), { hours: number(hours.perMonth) }, language)}
              </strong>
              <span className="impact-year">{formatMessage(t(strings.impactPerYear), { hours: number(hours.perYear) }, language)}</span>
            </p>
          </li>
        ))}
      </ul>
    </TemplateShell>
  )
}
