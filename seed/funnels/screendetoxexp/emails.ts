/** The experimental screen-detox funnel sends the same welcome through the marketing list, tagged with its own key. */
import { screendetoxRedirects, screendetoxWelcome } from '../screendetox/emails'
import { SCREENDETOXEXP } from './tests'

export const screendetoxexpEmailConfig = screendetoxWelcome(SCREENDETOXEXP)

export const screendetoxexpRedirects = screendetoxRedirects
