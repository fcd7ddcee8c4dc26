/** From the e-mail capture to the end pages: calculation, register, plan reveal, value contrast, end pages 1-4. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { hiddenUnderDiscount } from './tests'
import { continueButton, deepsPage as page, paragraphs } from './page'
import { GOALS } from './interests'
import { illustrated } from '../../kit/illustrations'
import { DEEPS_ILLUSTRATIONS } from './illustrations'

/** A list entry: title [en, pl] and optional text [en, pl]. */
export function item([titleEn, titlePl]: [string, string], body?: [string, string], icon?: IconName) {
  return { _type: 'pageItem' as const, title: str(titleEn, titlePl), ...(body ? { text: text(body[0], body[1]) } : {}), ...(icon ? { icon } : {}) }
}

/** The email page moves before the calculation page when both remain (spec section 4). */
const emailBeforeCalculation = { _type: 'processingRule' as const, _key: 'emailBeforeCalculation', effect: 'moveBefore' as const, beforeKey: 'calcPage_step1' }

export const planPages: PageDocument[] = [
  page({
    key: 'calcPage_step1',
    name: 'Calculation',
    path: 'calculation-1',
    componentType: 'calculation',
    title: str('Building your personal plan…', 'Tworzymy Twój osobisty plan…'),
    items: keyed(
      [
        item(['Analyzing your answers', 'Analizujemy Twoje odpowiedzi']),
        item(['Matching summaries to your goal', 'Dobieramy podsumowania do Twojego celu']),
        item(['Choosing your daily actions', 'Wybieramy Twoje codzienne działania']),
        item(['Putting your 20-episode plan together', 'Układamy Twój plan na 20 odcinków']),
      ],
      's',
    ),
    confirm: {
      _type: 'confirm',
      question: str('Do you believe in learning through action?', 'Czy wierzysz w naukę przez działanie?'),
      yes: str('Yes', 'Tak'),
      no: str('No', 'Nie'),
    },
  }),
  page({
    key: 'emailPage',
    name: 'Register (e-mail capture)',
    path: 'register',
    componentType: 'email',
    section: GOALS,
    hasProgress: true,
    rules: [emailBeforeCalculation],
    title: str('Enter your e-mail to get your personal plan', 'Podaj e-mail, aby otrzymać swój osobisty plan'),
    paragraphs: paragraphs([
      'We will send your plan and a few tips to make the most of it. We never share your address.',
      'Wyślemy Ci plan i kilka wskazówek, jak najlepiej go wykorzystać. Nigdy nie udostępniamy Twojego adresu.',
    ]),
    buttonText: continueButton(),
    footer: text(
      'By continuing you agree to our Terms of Service and Privacy Policy.',
      'Kontynuując, akceptujesz nasz Regulamin i Politykę prywatności.',
    ),
  }),
  page({
    key: 'planReady',
    ...illustrated(DEEPS_ILLUSTRATIONS.plan),
    name: 'Plan ready',
    componentType: 'planReveal',
    title: str('Your personal plan is ready!', 'Twój osobisty plan jest gotowy!'),
    paragraphs: paragraphs([
      '20 episodes built around your goal: bite-sized summaries, audio versions and one action a day.',
      '20 odcinków zbudowanych wokół Twojego celu: krótkie podsumowania, wersje audio i jedno działanie dziennie.',
    ]),
    chart: { _type: 'chart', episodes: 20, highlight: str('You are here', 'Tu jesteś') },
    buttonText: continueButton(),
  }),
  page({
    key: 'valueContrast',
    name: 'Value contrast',
    componentType: 'bookComparison',
    title: str('Reading alone vs. learning with Deeps', 'Samo czytanie a nauka z Deeps'),
    items: keyed(
      [
        item(
          ['Reading the whole book', 'Czytanie całej książki'],
          ['Hours per book, and without practice the ideas quickly fade.', 'Wiele godzin na jedną książkę, a bez praktyki pomysły szybko ulatują.'],
          'library',
        ),
        item(
          ['Learning with Deeps', 'Nauka z Deeps'],
          [
            '15 minutes per summary, plus one action that makes the idea stick.',
            '15 minut na podsumowanie i jedno działanie, dzięki któremu pomysł zostaje na dłużej.',
          ],
          'zap',
        ),
      ],
      'c',
    ),
    buttonText: continueButton(),
  }),
  endPage(
    'endPage1',
    ['500+ summaries in your pocket', 'Ponad 500 podsumowań w kieszeni'],
    ['The key ideas of the best books on leadership, productivity, mindset and relationships.', 'Najważniejsze myśli z najlepszych książek o przywództwie, produktywności, nastawieniu i relacjach.'],
    [
      item(['Leadership', 'Przywództwo'], undefined, 'compass'),
      item(['Productivity', 'Produktywność'], undefined, 'timer'),
      item(['Mindset', 'Nastawienie'], undefined, 'brain'),
      item(['Relationships', 'Relacje'], undefined, 'heart'),
    ],
  ),
  endPage(
    'endPage2',
    ['5000 actions that turn ideas into habits', '5000 działań, które zamieniają pomysły w nawyki'],
    ['Every summary ends with actionable steps you can take the same day.', 'Każde podsumowanie kończy się konkretnymi krokami, które możesz wykonać jeszcze tego samego dnia.'],
  ),
  endPage(
    'endPage3',
    ['Read or listen, whenever it suits you', 'Czytaj lub słuchaj, kiedy Ci wygodnie'],
    ['Each summary takes about 15 minutes and comes with an audio version for your commute or workout.', 'Każde podsumowanie zajmuje około 15 minut i ma wersję audio do słuchania w drodze lub na treningu.'],
  ),
  endPage(
    'endPage4',
    ['Loved by readers', 'Doceniany przez czytelników'],
    ['Rated 4.7 on the App Store and 4.5 on Google Play.', 'Ocena 4,7 w App Store i 4,5 w Google Play.'],
  ),
]

function endPage(key: string, [titleEn, titlePl]: [string, string], paragraph: [string, string], items?: ReturnType<typeof item>[]): PageDocument {
  return page({
    key,
    name: `End page ${key.slice(-1)}`,
    componentType: 'endPage',
    rules: [hiddenUnderDiscount],
    title: str(titleEn, titlePl),
    paragraphs: paragraphs(paragraph),
    ...(items ? { items: keyed(items, 'b') } : {}),
    ...(key === 'endPage4' ? { storeRatings: { _type: 'storeRatings' as const, appStore: 4.7, playStore: 4.5 } } : {}),
    buttonText: continueButton(),
  })
}
