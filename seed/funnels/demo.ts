/**
 * The demo funnel (/demo): the showcase of the page templates. The copy quotes the demo
 * price of 9.99 per month, as the spec's demo copy does.
 */
import type { AbTestDocument } from '../../schemas/abTest/schema'
import type { FunnelDocument } from '../../schemas/funnel/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { funnelId, keyed, pageId, reference, references, str, text } from '../build'
import { demoEmailTemplates } from '../emailTemplates/demo'
import { hideWhenVariant } from '../rules'
import { frequency } from '../optionSets'

const FUNNEL = 'demo'

type PageFields = Omit<PageDocument, '_id' | '_type'>

/** The demo's A/B test: half the visitors see the story interstitials, half go straight to the questions. */
export const demoInterstitialsTest: AbTestDocument = {
  _id: 'abTest.demo.demoInterstitials',
  _type: 'abTest',
  name: 'demoInterstitials',
  key: 'demoInterstitialsKey',
  description: 'Show the three story interstitials after the landing page, or skip them.',
  version: '1',
  variants: keyed([
    { _type: 'abVariant' as const, value: 'story', weight: 50 },
    { _type: 'abVariant' as const, value: 'skip', weight: 50 },
  ]),
  defaultVariant: 'story',
  pages: ['interruptor-basic', 'interruptor-multi-title', 'interruptor-simple'],
}

const hiddenWhenSkipped = hideWhenVariant(demoInterstitialsTest.key, 'skip')
const page = (fields: PageFields): PageDocument => ({ _id: pageId(FUNNEL, fields.key), _type: 'page', ...fields })

export const demoPages: PageDocument[] = [
  page({
    key: 'demoLanding',
    name: 'Demo landing',
    path: '',
    componentType: 'landing',
    title: str('See every step of a quiz funnel in action', 'Zobacz w działaniu każdy krok quizu'),
    paragraphs: keyed([
      text(
        'This demo walks you through the pages a visitor meets: questions, short stories, your e-mail and a plan for 9.99 per month.',
        'To demo prowadzi przez strony, które widzi odwiedzający: pytania, krótkie historie, adres e-mail i plan za 9,99 miesięcznie.',
      ),
    ]),
    buttonText: str('Start the demo', 'Rozpocznij demo'),
    footer: text('Takes about 3 minutes.', 'Zajmuje około 3 minut.'),
  }),
  page({
    key: 'interruptor-basic',
    name: 'Interstitial: basic',
    path: 'interruptor-basic',
    componentType: 'interruptor',
    isInterruptor: true,
    isInterruptorFirst: true,
    background: '#1d2a44',
    rules: [hiddenWhenSkipped],
    title: str('Small steps, real change', 'Małe kroki, prawdziwa zmiana'),
    paragraphs: keyed([
      text(
        'People who practise one idea a day for a week remember it far better than people who only read about it.',
        'Osoby, które przez tydzień ćwiczą jedną myśl dziennie, pamiętają ją znacznie lepiej niż ci, którzy tylko o niej czytają.',
      ),
    ]),
    buttonText: str('Continue', 'Dalej'),
  }),
  page({
    key: 'interruptor-multi-title',
    name: 'Interstitial: several titles',
    path: 'interruptor-multi-title',
    componentType: 'interruptor',
    isInterruptor: true,
    background: '#1d2a44',
    title: str('Reading is the start.', 'Czytanie to początek.'),
    paragraphs: keyed([
      text('Doing is what sticks.', 'Zostaje to, co robisz.'),
      text(
        'Every summary ends with one action you can take the same day.',
        'Każde podsumowanie kończy się jednym działaniem, które możesz podjąć jeszcze tego samego dnia.',
      ),
    ]),
    rules: [hiddenWhenSkipped],
  }),
  page({
    key: 'interruptor-simple',
    name: 'Interstitial: simple',
    path: 'interruptor-simple',
    componentType: 'interruptor',
    isInterruptor: true,
    background: '#1d2a44',
    title: str('Now, a few questions about you', 'Teraz kilka pytań o Ciebie'),
    rules: [hiddenWhenSkipped],
  }),
  page({
    key: 'radio-question-basic',
    name: 'Single choice: basic',
    path: 'radio-question-basic',
    componentType: 'radioQuestion',
    section: 'assessment',
    hasProgress: true,
    optionSet: reference(frequency._id),
    selectionMode: 'single',
    title: str('How often do you put off tasks that matter to you?', 'Jak często odkładasz zadania, które są dla Ciebie ważne?'),
  }),
  page({
    key: 'email',
    name: 'E-mail capture',
    path: 'email',
    componentType: 'email',
    section: 'results',
    hasProgress: true,
    title: str('Where should we send your plan?', 'Gdzie mamy wysłać Twój plan?'),
    paragraphs: keyed([
      text(
        'We will e-mail your personal plan and never share your address.',
        'Wyślemy Ci osobisty plan e-mailem i nigdy nie udostępnimy Twojego adresu.',
      ),
    ]),
    buttonText: str('Get my plan', 'Pobierz mój plan'),
  }),
  page({
    key: 'congrats',
    name: 'Congratulations',
    path: 'congrats',
    componentType: 'congrats',
    title: str('Congratulations, you are in!', 'Gratulacje, jesteś z nami!'),
    paragraphs: keyed([
      text(
        'Your plan is ready. Check your inbox for the next steps.',
        'Twój plan jest gotowy. Sprawdź skrzynkę odbiorczą, aby poznać kolejne kroki.',
      ),
    ]),
  }),
]

export const demoFunnel: FunnelDocument = {
  _id: funnelId(FUNNEL),
  _type: 'funnel',
  key: FUNNEL,
  basePath: '/demo',
  name: 'Demo',
  description: text('Showcase of every page template', 'Prezentacja wszystkich szablonów stron'),
  icon: '🧪',
  order: 3,
  background: '#f6f3ee',
  pages: references(demoPages.map((p) => p._id)),
  processing: { totalProgress: 400 },
  abTests: references([demoInterstitialsTest._id]),
  emailTemplates: references(demoEmailTemplates.map((t) => t._id)),
  pricingLookupKey: 'leadership_v2',
  emailLanguages: ['en', 'es', 'pl'],
}

export const demoDocuments = [demoFunnel, ...demoPages, demoInterstitialsTest, ...demoEmailTemplates]
