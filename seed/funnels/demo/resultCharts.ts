/** The demo's chart pages: screen time, independent play, the plan graph, efficiency, impact in hours. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { PageDocument } from '../../../schemas/page/schema'
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import { keyed, str, text } from '../../build'
import { demoPage as page } from './page'

const point = (label: LocaleString, value: number) => ({ _type: 'chartPoint' as const, label, value })
const weeks = (values: [number, number, number, number]) =>
  values.map((value, index) => point(str(`Week ${index + 1}`, `Tydzień ${index + 1}`), value))

/** An impact row: `value` is minutes a day, the template works out the hours. */
const swap = (icon: IconName, title: LocaleString, body: LocaleText, minutes: number) => ({ _type: 'pageItem' as const, icon, title, text: body, value: minutes })

export const screenTimeChart: PageDocument = page({
  key: 'screen-time-chart',
  name: 'Screen time chart',
  path: 'screen-time-chart',
  componentType: 'screenTimeChart',
  title: str("Your child's screen time, now and with the program", 'Czas przed ekranem Twojego dziecka: teraz i z programem'),
  paragraphs: keyed([
    text(
      'Hours in front of a screen each day. Families who follow the 4-week method usually see the first changes within 3-5 days.',
      'Liczba godzin dziennie przed ekranem. Rodziny, które stosują 4-tygodniową metodę, zwykle widzą pierwsze zmiany już po 3–5 dniach.',
    ),
  ]),
  chart: {
    _type: 'chart',
    unit: str('h', 'godz.'),
    highlight: str('With the program', 'Z programem'),
    points: keyed([point(str('Now', 'Teraz'), 3.5), ...weeks([2.5, 1.8, 1.2, 1])], 'point'),
  },
  buttonText: str('See how it works', 'Zobacz, jak to działa'),
})

export const impactVisualization: PageDocument = page({
  key: 'impact-visualization',
  name: 'Impact visualisation',
  path: 'impact-visualization',
  componentType: 'impactVisualization',
  title: str('More independent play, week by week', 'Coraz więcej samodzielnej zabawy, tydzień po tygodniu'),
  paragraphs: keyed([
    text(
      'Minutes a day children play on their own, as parents in the program report them.',
      'Tyle minut dziennie dzieci bawią się samodzielnie według relacji rodziców z programu.',
    ),
  ]),
  chart: {
    _type: 'chart',
    unit: str('min', 'min'),
    highlight: str('4 times more independent play after 4 weeks', '4 razy więcej samodzielnej zabawy po 4 tygodniach'),
    points: keyed([point(str('Now', 'Teraz'), 10), ...weeks([15, 25, 32, 40])], 'point'),
  },
  buttonText: str('Continue', 'Dalej'),
})

export const planReveal: PageDocument = page({
  key: 'plan-reveal',
  name: 'Plan reveal',
  path: 'plan-reveal',
  componentType: 'planReveal',
  title: str('Your personal plan is ready', 'Twój osobisty plan jest gotowy'),
  paragraphs: keyed([
    text(
      '20 short episodes take you from where you are today to your goal: one idea from a book and one action to try, every day.',
      '20 krótkich odcinków poprowadzi Cię od miejsca, w którym jesteś dziś, do Twojego celu: każdego dnia jedna myśl z książki i jedno działanie do wypróbowania.',
    ),
  ]),
  // The first and last points name the graph's ends; their values set how high each end sits.
  chart: {
    _type: 'chart',
    episodes: 20,
    highlight: str('You are here', 'Tu jesteś'),
    points: keyed([point(str('Today', 'Dziś'), 2), point(str('Your goal', 'Twój cel'), 9)], 'point'),
  },
  buttonText: str('Continue', 'Dalej'),
})

export const efficiencyChart: PageDocument = page({
  key: 'efficiency-chart',
  name: 'Efficiency chart',
  path: 'efficiency-chart',
  componentType: 'efficiencyChart',
  title: str('How much of what you read you put into practice', 'Ile z tego, co czytasz, wprowadzasz w życie'),
  paragraphs: keyed([
    text(
      'An estimate for people who read one summary and take one small action every day.',
      'Szacunek dla osób, które codziennie czytają jedno podsumowanie i wykonują jedno małe działanie.',
    ),
  ]),
  chart: {
    _type: 'chart',
    unit: str('%', '%'),
    highlight: str('With daily actions', 'Z codziennymi działaniami'),
    points: keyed([point(str('Today', 'Dziś'), 15), ...weeks([30, 45, 60, 70])], 'point'),
  },
  buttonText: str('Continue', 'Dalej'),
})

export const impactCalculation: PageDocument = page({
  key: 'impact-calculation',
  name: 'Impact calculation',
  path: 'impact-calculation',
  componentType: 'impactCalculation',
  title: str('A few minutes a day add up', 'Kilka minut dziennie to więcej, niż myślisz'),
  paragraphs: keyed([
    text(
      'Change one small habit and see how much time for learning you win back.',
      'Zmień jeden mały nawyk i zobacz, ile czasu na naukę odzyskasz.',
    ),
  ]),
  items: keyed(
    [
      swap('smartphone', str('Swap morning scrolling for a summary', 'Zamień poranne przewijanie na podsumowanie'), text('Start the day with one idea instead of the news feed.', 'Zacznij dzień od jednej myśli zamiast od wiadomości.'), 15),
      swap('headphones', str('Listen on your commute', 'Słuchaj w drodze do pracy'), text('Audio summaries turn travel time into learning time.', 'Podsumowania audio zamieniają czas dojazdu w czas nauki.'), 20),
      swap('circle-check', str('Take one action before lunch', 'Wykonaj jedno działanie przed obiadem'), text('Five focused minutes that move your goal forward.', 'Pięć skupionych minut, które przybliżają Cię do celu.'), 5),
    ],
    'swap',
  ),
  footer: text('Based on 30 days a month and 365 days a year.', 'Przy założeniu 30 dni w miesiącu i 365 dni w roku.'),
  buttonText: str('Continue', 'Dalej'),
})
