/**
 * The plan pages between the questions and the offer: impact calculation, before/after, the
 * motivation question, and the two pages the spec always removes (impact, programSelection),
 * kept as hidden content so a later test can show them with one rule.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { reference, str, text } from '../../build'
import { leadershipMotivation } from './optionSets'
import { item, items, leadershipPage, paragraphs, PRODUCT_NAME, SECTION, withProgress } from './page'
import { hideWhen } from '../../kit/rules'
import { beforeAfterTransformation, qMotivation } from './tests'

/** The program's 6 modules (460 practical steps in all); the journey page lists them too. */
export const MODULES = [
  item(str('Know your leadership style', 'Poznaj swój styl przywództwa'), text('Strengths, blind spots and when to switch style.', 'Mocne i słabe strony oraz to, kiedy zmienić styl.')),
  item(str('Communicate with clarity', 'Komunikuj się jasno'), text('Goals, expectations and feedback people act on.', 'Cele, oczekiwania i informacja zwrotna, która prowadzi do działania.')),
  item(str('Motivate and recognize', 'Motywuj i doceniaj'), text('Small signals that keep a team engaged.', 'Drobne sygnały, które podtrzymują zaangażowanie zespołu.')),
  item(str('Delegate with confidence', 'Deleguj z pewnością siebie'), text('What to hand over, to whom, and how to follow up.', 'Co przekazać, komu i jak sprawdzać postępy.')),
  item(str('Decide under pressure', 'Podejmuj decyzje pod presją'), text('Simple tools for fast, sound decisions.', 'Proste narzędzia do szybkich i trafnych decyzji.')),
  item(str('Build a strong team', 'Zbuduj silny zespół'), text('Trust, healthy conflict and shared ownership.', 'Zaufanie, zdrowy konflikt i wspólna odpowiedzialność.')),
]

export const planPages: PageDocument[] = [
  leadershipPage({
    key: 'impactCalculation',
    name: 'Impact calculation',
    componentType: 'impactCalculation',
    title: str('What a few minutes a day add up to', 'Co daje kilka minut dziennie'),
    paragraphs: paragraphs(
      text('Hours of deliberate leadership practice in one year:', 'Godziny świadomej praktyki przywództwa w ciągu roku:'),
    ),
    items: items(
      item(str('5 minutes a day', '5 minut dziennie'), text('more than 30 hours a year', 'ponad 30 godzin rocznie'), { value: 5 }),
      item(str('10 minutes a day', '10 minut dziennie'), text('more than 60 hours a year', 'ponad 60 godzin rocznie'), { value: 10 }),
      item(str('15 minutes a day', '15 minut dziennie'), text('more than 90 hours a year', 'ponad 90 godzin rocznie'), { value: 15 }),
    ),
    buttonText: str('Continue', 'Dalej'),
  }),
  leadershipPage({
    key: 'impact',
    name: 'Impact on the team (always removed)',
    componentType: 'impactVisualization',
    hidden: true,
    title: str('How your growth reaches your team', 'Jak Twój rozwój wpływa na zespół'),
    items: items(
      item(str('Clearer priorities', 'Jaśniejsze priorytety'), text('People know what matters this week.', 'Ludzie wiedzą, co jest ważne w tym tygodniu.')),
      item(str('More ownership', 'Więcej odpowiedzialności'), text('Tasks are handed over and followed through.', 'Zadania są przekazywane i doprowadzane do końca.')),
      item(str('Fewer escalations', 'Mniej eskalacji'), text('Conflicts are solved where they start.', 'Konflikty rozwiązuje się tam, gdzie powstają.')),
    ),
  }),
  leadershipPage({
    key: 'before-after-transformation',
    name: 'Before and after',
    componentType: 'beforeAfterTransformation',
    rules: [hideWhen(beforeAfterTransformation, 'hide')],
    title: str(`Your leadership with ${PRODUCT_NAME}`, `Twoje przywództwo z aplikacją ${PRODUCT_NAME}`),
    items: items(
      item(
        str('Today', 'Dziś'),
        text(
          'Unsure when to step in, tasks piling up on your desk, feedback saved for the annual review.',
          'Niepewność, kiedy się wtrącić, zadania piętrzące się na biurku, informacja zwrotna odkładana do rocznej oceny.',
        ),
      ),
      item(
        str('In 4 weeks', 'Za 4 tygodnie'),
        text(
          'Clear priorities, tasks delegated with confidence, short and honest feedback every week.',
          'Jasne priorytety, pewnie delegowane zadania, krótka i szczera informacja zwrotna co tydzień.',
        ),
      ),
    ),
    buttonText: str('Continue', 'Dalej'),
  }),
  leadershipPage({
    key: 'motivation',
    name: 'Motivation (five-face scale)',
    componentType: 'scaleQuestion',
    ...withProgress(SECTION.results),
    rules: [hideWhen(qMotivation, 'skip')],
    optionSet: reference(leadershipMotivation._id),
    title: str('How motivated are you to grow as a leader?', 'Jak silna jest Twoja motywacja do rozwoju w roli lidera?'),
  }),
  leadershipPage({
    key: 'programSelection',
    name: 'Program selection (always removed)',
    componentType: 'methodPreview',
    hidden: true,
    title: str('Your program: 6 modules, 460 practical steps', 'Twój program: 6 modułów, 460 praktycznych kroków'),
    items: items(...MODULES),
  }),
]
