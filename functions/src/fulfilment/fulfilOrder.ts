/**
 * Fulfilment of a confirmed order, run by the server whatever the browser does: the e-mail
 * purposes the funnel's content configures that go out at once (welcome, payment_confirmation,
 * with their course-enrolment and marketing-list plugins), then every later e-mail the order
 * promises as pending jobs (lifecycle/orderEmails.ts; the results e-mail is one of them, shared
 * with the visitor who gave an address and did not buy, so it is sent once).
 * Each plugin of each purpose is a step claimed once (fulfilmentSteps.ts), so a replayed webhook,
 * a reload of the return page, or both at once, send nothing twice; a failed step is given back
 * and the error thrown, so the caller's retry resumes where this run stopped.
 */
import { logger } from 'firebase-functions/logger'
import { EMAIL_PURPOSES } from '../../../schemas/completion/wire'
import { scheduleEmails } from '../backOffice/emailJobs'
import { emailLanguage } from '../completion/emailLanguage'
import { planOnboardingEmail, type OnboardingEmailRequest } from '../completion/onboardingDelivery'
import { selectDelivery } from '../completion/selectDelivery'
import type { CompletionServices } from '../completion/services'
import type { Db } from '../db/database'
import type { CheckoutSessionRow, Order } from '../db/tables'
import { orderEmails } from '../lifecycle/orderEmails'
import { RESULTS_PURPOSE } from '../lifecycle/resultsEmail'
import { claimStep, finishStep, markStepDone, releaseStep } from './fulfilmentSteps'

/** Marks an order whose every step is done, so a replay answers without reading the content. */
export const ALL_DONE = 'fulfilled'
/** The step whose row commits with the order's scheduled follow-up e-mail jobs. */
export const FOLLOW_UPS = 'followUps'
const POLL_MS = 100

export interface FulfilOptions {
  services: CompletionServices
  now?: () => Date
  /** How long to wait for steps another run holds (a webhook waits; the return page's check does not). */
  waitForOthersMs?: number
}

interface Step {
  name: string
  run(): Promise<Record<string, unknown> | null>
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Runs the step if it can claim it; answers whether it is done now. A failure gives the claim back and throws. */
async function runStep(db: Db, orderId: string, step: Step, now: () => Date): Promise<boolean> {
  const claim = await claimStep(db, orderId, step.name, now())
  if (claim !== 'claimed') return claim === 'done'
  try {
    await finishStep(db, orderId, step.name, await step.run(), now())
    return true
  } catch (error) {
    await releaseStep(db, orderId, step.name)
    throw error
  }
}

/**
 * Fulfils the order for the customer's address; `session` gives the language, A/B variants and
 * placeholder values the visitor's checkout recorded. Answers true when every step is done,
 * false when another run still holds some step (it finishes them, or its claim goes stale).
 */
export async function fulfilOrder(db: Db, order: Order, email: string, session: CheckoutSessionRow, options: FulfilOptions): Promise<boolean> {
  const now = options.now ?? (() => new Date())
  const marker = await db.selectFrom('fulfilmentSteps').select('state').where('orderId', '=', order.id).where('step', '=', ALL_DONE).executeTakeFirst()
  if (marker) return true
  if (order.status !== 'confirmed') return true

  const funnel = await options.services.content.funnel(order.onboardingType)
  const requested = order.language ?? session.language ?? 'en'
  const language = emailLanguage(requested, funnel.emailLanguages)
  const common = { onboardingType: order.onboardingType, email, language: requested, userId: order.uid ?? '', variants: session.variants, variables: session.variables }

  const steps: Step[] = []
  for (const purpose of EMAIL_PURPOSES) {
    if (purpose === RESULTS_PURPOSE) continue
    if (!selectDelivery(funnel.emailConfig, purpose, language, session.variants)) continue
    const request: OnboardingEmailRequest = { ...common, purpose }
    for (const plugin of await planOnboardingEmail(options.services, request)) {
      steps.push({
        name: `${purpose}:${plugin.key}`,
        run: async () => {
          const { courseLoginUrl, ...delivered } = await plugin.run()
          return { ...delivered, ...(courseLoginUrl ? { courseLoginUrl } : {}) }
        },
      })
    }
  }

  // A failing step does not hold up the others; the first failure is thrown once they have run.
  const failures: unknown[] = []
  const attempt = async (list: readonly Step[]) => {
    const left: Step[] = []
    for (const step of list) {
      try {
        if (!(await runStep(db, order.id, step, now))) left.push(step)
      } catch (error) {
        failures.push(error)
      }
    }
    return left
  }
  let pending = await attempt(steps)

  // The later e-mails are rows in our own database: the claim and the jobs commit together.
  const subscription = await db.selectFrom('subscriptions').select('trialEnd').where('orderId', '=', order.id).where('trialEnd', 'is not', null).executeTakeFirst()
  const later = orderEmails({ funnel, order, session, recipient: email, language, trialEnd: subscription?.trialEnd ?? null, now: now() })
  await db.transaction().execute(async (trx) => {
    if (!(await markStepDone(trx, order.id, FOLLOW_UPS, now()))) return
    await scheduleEmails(trx, later)
  })

  // Real time, not the injected clock: this is how long this call may take.
  const deadline = Date.now() + (options.waitForOthersMs ?? 0)
  while (pending.length > 0 && Date.now() < deadline) {
    await sleep(POLL_MS)
    pending = await attempt(pending)
  }
  if (failures.length > 0) throw failures[0]
  if (pending.length > 0) {
    logger.info('fulfilment: steps still held by another run', { orderId: order.id, steps: pending.map((step) => step.name) })
    return false
  }
  await markStepDone(db, order.id, ALL_DONE, now())
  return true
}
