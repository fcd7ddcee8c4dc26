import { expect, test } from '@playwright/test'
import { startFunctionsEmulatorAgain, stopFunctionsEmulator } from './fixtures/firebase'
import { forceVariants } from './fixtures/variants'
import { walkUntil } from './fixtures/walk'
import { loggedEvents, names, sessionIdOf, sinkLines, type SinkLine } from './fixtures/sinks'

/**
 * The visitor platform against the Firebase emulators: every event reaches the saveLog sink,
 * in order, with the common params and one anonymous Firebase user.
 */
test.beforeEach(async ({ page }) => {
  await forceVariants(page, 'demo', { demoInterstitialsKey: 'story' })
  await page.clock.install()
})

const COMMON = ['appVersion', 'isTester', 'colorScheme', 'platform', 'language', 'onboardingName', 'email', 'firebaseUserId', 'countryCode']
const CONTEXT = [
  'landingPage', 'referrer', 'browserDescription', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ad_id',
  'adset_id', 'campaign_id', 'placement', 'id', 'fbclid', 'sessionId', 'screenResolution', 'viewportSize', 'timezone', 'systemLanguage',
]

/** Waits until the session's trail holds an event named `last`, and returns the trail. */
async function trailUntil(sessionId: string, last: string): Promise<SinkLine[]> {
  await expect.poll(() => names(loggedEvents(sessionId)), { timeout: 30_000 }).toContain(last)
  return loggedEvents(sessionId)
}

test('a visit from the landing to the e-mail page leaves its events in order, with the common params and one anonymous uid', async ({ page }) => {
  await page.goto('/demo?utm_source=newsletter&utm_campaign=spring')
  const visited = await walkUntil(page, '/demo', '/demo/email')
  const sessionId = await sessionIdOf(page)
  const trail = await trailUntil(sessionId, 'Visited: email')

  expect(trail[0]?.name).toBe('[web] first_visit')
  expect(trail[0]?.value).toBe('leadership_quiz')
  expect(Object.keys(trail[0]?.params ?? {})).toEqual(expect.arrayContaining(['version', 'landingPage', 'referral', 'browserDescription']))
  expect(trail[0]?.params?.landingPage).toBe('/demo?utm_source=newsletter&utm_campaign=spring')

  // Every page visited is logged in the order walked, and each answer between its page's visit and the next.
  const visits = names(trail).filter((name) => name.startsWith('Visited: '))
  // The walk returns paths; the demo's page keys are its paths, but for the landing's (empty path).
  expect(visits).toEqual(['Visited: demoLanding', ...visited.slice(1).map((path) => `Visited: ${path}`)])
  expect(visits.at(-1)).toBe('Visited: email')
  const answered = names(trail).indexOf('Answered Quiz Question: scale-question-basic')
  expect(answered).toBeGreaterThan(names(trail).indexOf('Visited: scale-question-basic'))
  expect(answered).toBeLessThan(names(trail).indexOf('Visited: scale-question-text'))
  expect(names(trail)).toContain('Changed: Active split tests')

  const uids = new Set(trail.map((line) => line.authUid))
  expect(uids.size).toBe(1)
  const [uid] = uids
  expect(typeof uid).toBe('string')
  for (const line of trail) {
    expect(Object.keys(line.params ?? {})).toEqual(expect.arrayContaining(COMMON))
    expect(line.params).toMatchObject({ colorScheme: 'light', platform: 'Web', firebaseUserId: uid, onboardingName: 'demo', language: 'en' })
    expect(line.userId).toBe(uid)
    expect(Object.keys(line.superProperties ?? {})).toEqual(expect.arrayContaining(CONTEXT))
    expect(line.superProperties).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring', abVariants: { demoInterstitialsKey: 'story' } })
  }
  // Country: asked for on the first event; the client fallback answers (no geo header locally) and later events carry it.
  expect(trail[0]?.returnCountry).toBe(true)
  expect(trail.at(-1)?.params?.countryCode).toMatch(/^[A-Z]{2}$/)

  // The quiz answers also reached the analytics sink, with their answer keys joined.
  const analytics = sinkLines('analytics').filter((line) => line.userId === uid)
  expect(analytics.map((line) => line.name)).toEqual(expect.arrayContaining(['screen_view', 'quiz_answered']))
})

test('a reload does not log a second first visit', async ({ page }) => {
  await page.goto('/demo')
  const sessionId = await sessionIdOf(page)
  await trailUntil(sessionId, 'Visited: demoLanding')
  await page.reload()
  await page.getByRole('button', { name: 'Start the demo' }).click()
  const trail = await trailUntil(sessionId, 'Visited: interruptor-basic')
  expect(names(trail).filter((name) => name === '[web] first_visit')).toHaveLength(1)
  expect(names(trail).filter((name) => name === 'Visited: demoLanding')).toHaveLength(2)
})

test('with the functions emulator stopped mid-visit, no event is lost once it is back', async ({ page }) => {
  // What the app raised, as its console tells testers: the sink must end up with exactly these visits.
  const raised: string[] = []
  page.on('console', (message) => {
    const visit = /^\[event\] (Visited: \S+)/.exec(message.text())
    if (visit?.[1]) raised.push(visit[1])
  })
  await page.goto('/demo')
  const sessionId = await sessionIdOf(page)
  await trailUntil(sessionId, 'Visited: demoLanding')
  await stopFunctionsEmulator()
  try {
    await page.getByRole('button', { name: 'Start the demo' }).click()
    await expect(page).toHaveURL('/demo/interruptor-basic')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/demo/interruptor-multi-title')
    await page.reload() // queued events survive a reload too
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    await startFunctionsEmulatorAgain()
  }
  // The sender backs off at most 8 s between attempts: run the page's clock past it.
  await page.clock.runFor(10_000)
  await expect.poll(() => names(loggedEvents(sessionId)).filter((name) => name.startsWith('Visited: ')), { timeout: 30_000 }).toEqual(raised)
  expect(raised.slice(0, 4)).toEqual(['Visited: demoLanding', 'Visited: interruptor-basic', 'Visited: interruptor-multi-title', 'Visited: interruptor-multi-title'])
})

test('an error thrown in a page arrives as [web] JavaScript Error', async ({ page }) => {
  await page.goto('/demo')
  const sessionId = await sessionIdOf(page)
  // The error event a broken page script raises (an inline script would be refused by the site's
  // Content-Security-Policy; an error inside a faked timer would reach the clock, not the page).
  await page.evaluate(() => {
    const error = new Error('Boom from the e2e test')
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: location.href, lineno: 1, colno: 1 }))
  })
  await page.clock.runFor(6000) // the reporter sends every 5 s
  await expect.poll(() => loggedEvents(sessionId).filter((line) => line.name === '[web] JavaScript Error').map((line) => line.value), { timeout: 30_000 }).toContain('Boom from the e2e test')
  const report = loggedEvents(sessionId).find((line) => line.value === 'Boom from the e2e test')
  expect(report?.params).toMatchObject({ source: 'error_reporter', environment: 'production', name: 'Error', onboardingType: 'demo', sessionId })
  expect(Object.keys(report?.params ?? {})).toEqual(expect.arrayContaining(['stack', 'url', 'userAgent', 'timestamp', 'cookieEnabled', 'onLine', 'viewportWidth', 'viewportHeight']))
})

test('an fbclid in the URL yields the ad-click cookie', async ({ page }) => {
  await page.goto('/demo?fbclid=IwAR-e2e-click')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const cookie = async (name: string) => (await page.context().cookies()).find((candidate) => candidate.name === name)?.value
  await expect.poll(() => cookie('_fbc')).toMatch(/^fb\.0\.\d{13}\.IwAR-e2e-click$/)
  expect(await cookie('_fbp')).toMatch(/^fb\.0\.\d{13}\.\d{10}$/)
  const sessionId = await sessionIdOf(page)
  const trail = await trailUntil(sessionId, 'Visited: demoLanding')
  expect(trail.at(-1)?.superProperties?.fbclid).toBe('IwAR-e2e-click')
})
