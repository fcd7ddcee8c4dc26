import { abTest } from './abTest/definition'
import { emailTemplate } from './emailTemplate/definition'
import { funnel } from './funnel/definition'
import { localizedTypes } from './localized/definition'
import { optionSet } from './optionSet/definition'
import { blockTypes } from './page/blocks/definition'
import { pageTypes } from './page/definition'
import { ruleTypes } from './rule/definition'
import { siteSettings } from './siteSettings/definition'
import { theme, themeLogo } from './theme/definition'
import { uiStrings } from './uiStrings/definition'

/** Every Sanity type, for the Studio and for `sanity schema extract`. */
export const schemaTypes = [...localizedTypes, ...ruleTypes, ...blockTypes, ...pageTypes, themeLogo, theme, optionSet, abTest, emailTemplate, funnel, uiStrings, siteSettings]
