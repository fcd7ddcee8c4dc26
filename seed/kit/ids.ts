/**
 * The one id convention of the seed: `<documentType>.<scope>.<key>`. The scope is the funnel's
 * key, or `shared` for documents several funnels use (the shared option sets). Ids are derived
 * from content, never random, so importing the seed twice changes nothing.
 */
export const SHARED = 'shared'

export const funnelId = (funnel: string) => `funnel.${funnel}`
export const pageId = (funnel: string, pageKey: string) => `page.${funnel}.${pageKey}`
export const optionSetId = (scope: string, name: string) => `optionSet.${scope}.${name}`
export const abTestId = (funnel: string, testName: string) => `abTest.${funnel}.${testName}`
/** A series e-mail (dailyTips, challengeLesson) has one document per day: `emailTemplate.<funnel>.<key>.day<n>`. */
export const emailTemplateId = (funnel: string, templateKey: string, day?: number) =>
  day === undefined ? `emailTemplate.${funnel}.${templateKey}` : `emailTemplate.${funnel}.${templateKey}.day${day}`
/** One theme per funnel: `theme.<funnel>`. */
export const themeId = (funnel: string) => `theme.${funnel}`
