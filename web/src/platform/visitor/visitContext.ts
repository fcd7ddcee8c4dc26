import { describeBrowser } from './browserDescription'
import { timeZone } from './timeZone'
import { landingPage, sessionId } from './visitSession'

/**
 * The extended event context (spec 3, Log event): where the visit came from, which ad brought
 * it, and the browser it runs in. `visitContext` is pure; `browserFacts` gathers its input.
 */
/** What the browser tells about this visit, gathered in one place so the context can be computed without one. */
export interface BrowserFacts {
  href: string
  referrer: string
  userAgent: string
  screen: { width: number; height: number }
  viewport: { width: number; height: number }
  timeZone: string
  language: string
  sessionId: string
  landingPage: string
}

/** Every key is always present: a missing query parameter or referrer is null, so reports show it as empty. */
export interface VisitContext {
  landingPage: string
  referrer: string | null
  browserDescription: string
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  ad_id: string | null
  adset_id: string | null
  campaign_id: string | null
  placement: string | null
  id: string | null
  fbclid: string | null
  sessionId: string
  screenResolution: string
  viewportSize: string
  timezone: string
  systemLanguage: string
}

/** The query of a path-and-query such as '/leadership?utm_source=facebook'. */
const queryOf = (pathAndQuery: string): URLSearchParams => new URLSearchParams(pathAndQuery.split('?')[1] ?? '')

const size = ({ width, height }: { width: number; height: number }) => `${width}x${height}`

/** The extended context of spec 3 from what the browser told. */
export function visitContext(facts: BrowserFacts): VisitContext {
  // Attribution is the campaign that brought the visit: the landing URL's query, which the
  // funnel's own navigation drops from the address bar after the first page.
  const query = queryOf(facts.landingPage)
  const param = (name: string) => query.get(name)
  return {
    landingPage: facts.landingPage,
    referrer: facts.referrer || null,
    browserDescription: describeBrowser(facts.userAgent),
    utm_source: param('utm_source'),
    utm_medium: param('utm_medium'),
    utm_campaign: param('utm_campaign'),
    utm_term: param('utm_term'),
    utm_content: param('utm_content'),
    ad_id: param('ad_id'),
    adset_id: param('adset_id'),
    campaign_id: param('campaign_id'),
    placement: param('placement'),
    id: param('id'),
    fbclid: param('fbclid'),
    sessionId: facts.sessionId,
    screenResolution: size(facts.screen),
    viewportSize: size(facts.viewport),
    timezone: facts.timeZone,
    systemLanguage: facts.language,
  }
}

/** Reads this visit's facts from window, navigator and Intl. */
export function browserFacts(): BrowserFacts {
  return {
    href: window.location.href,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    timeZone: timeZone(),
    language: navigator.language,
    sessionId: sessionId(),
    landingPage: landingPage(),
  }
}
