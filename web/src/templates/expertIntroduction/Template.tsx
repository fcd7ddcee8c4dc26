import { formatNumber } from '../../funnel/chartText'
import { PageImage } from '../../ui/PageImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import { initials } from './initials'
import { personName } from './personName'
import './expertIntroduction.css'

/** The photo's CSS width (4.5rem in expertIntroduction.css). */
const PHOTO_WIDTH = 72

/** Each fact of the expert block with the uiStrings key of its name. */
const DETAILS = [
  ['methodName', 'expertMethod'],
  ['targetAudience', 'expertAudience'],
  ['programDuration', 'expertProgram'],
  ['guaranteePeriod', 'expertGuarantee'],
] as const

/**
 * The expert behind the program (`page.expert`): photo, or initials in a circle when there is
 * none; name and title; success rate and families helped as big figures; then the method, its
 * audience, length and guarantee. Families helped is a rounded lower bound that keeps growing,
 * hence the "+" (10,000+ families).
 */
export default function ExpertIntroduction({ page, language, strings, t, onNext }: TemplateProps<'expertIntroduction'>) {
  const expert = page.expert
  const details = expert
    ? DETAILS.flatMap(([field, name]) => (expert[field] ? [{ field, name: t(strings[name]), value: t(expert[field]) }] : []))
    : []
  return (
    <TemplateShell
      page={page}
      t={t}
      className="expert-introduction"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {expert && (
        <article className="expert-card">
          <header className="expert-header">
            {expert.photo ? (
              <PageImage className="expert-photo" image={expert.photo} slotWidth={PHOTO_WIDTH} alt={t(expert.photo.alt)} />
            ) : (
              <span className="expert-initials" aria-hidden="true">
                {initials(expert.expertName)}
              </span>
            )}
            <div>
              <h2 className="expert-name">{personName(expert.expertName, language)}</h2>
              <p className="expert-title">{t(expert.expertTitle)}</p>
            </div>
          </header>
          {(expert.successRate !== undefined || expert.familiesHelped !== undefined) && (
            <ul className="expert-stats">
              {expert.successRate !== undefined && (
                <li>
                  <strong>{formatNumber(expert.successRate, language)}%</strong> {t(strings.expertSuccessRate)}
                </li>
              )}
              {expert.familiesHelped !== undefined && (
                <li>
                  <strong>{formatNumber(expert.familiesHelped, language, 0)}+</strong> {t(strings.expertFamiliesHelped)}
                </li>
              )}
            </ul>
          )}
          {details.length > 0 && (
            <dl className="expert-details">
              {details.map(({ field, name, value }) => (
                <div key={field} className="expert-detail">
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </article>
      )}
    </TemplateShell>
  )
}
