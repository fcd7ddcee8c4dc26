/**
 * The demo funnel (/demo): the showcase of the page templates. The copy quotes the demo
 * price of 9.99 per month, as the spec's demo copy does.
 */
import type { FunnelDocument } from '../../schemas/funnel/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { funnelId, keyed, pageId, reference, references, str, text } from '../build'
import { frequency } from '../optionSets'

const FUNNEL = 'demo'

type PageFields = Omit<PageDocument, '_id' | '_type'>
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
  pricingLookupKey: 'leadership_v2',
  emailLanguages: ['en', 'es', 'pl'],
}

export const demoDocuments = [demoFunnel, ...demoPages]
