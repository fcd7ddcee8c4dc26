/**
 * Assessment: the three parts of quick questions with their story interstitials, the efficiency
 * question and chart, and the interstitial that leads into the analysis (spec 2.7 order).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { scale } from '../../optionSets'
import { interstitial, leadershipPage, paragraphs, PRODUCT_NAME, SECTION, withProgress } from './page'
import { hideWhen } from '../../kit/rules'
import { agreementLabels, quickQuestions1, quickQuestions2, quickQuestions3 } from './quickQuestions'
import { efficencyChart2 } from './tests'
import { illustrated } from '../../kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from './illustrations'

const afterPart1: PageDocument[] = [
  interstitial({
    key: 'explanation3',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.paths),
    name: 'Story 1/3: no single right way',
    title: str('There is no single right way to lead', 'Nie ma jednego właściwego sposobu przewodzenia'),
    paragraphs: paragraphs(
      text(
        'Research on leadership describes several styles. The strongest leaders know their natural style and switch when the situation calls for it.',
        'Badania nad przywództwem opisują kilka stylów. Najlepsi liderzy znają swój naturalny styl i potrafią go zmienić, gdy wymaga tego sytuacja.',
      ),
    ),
  }),
  interstitial({
    key: 'explanation4',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.team),
    name: 'Story 2/3: style shapes the team',
    title: str('Your style shapes your team every day', 'Twój styl każdego dnia kształtuje zespół'),
    paragraphs: paragraphs(
      text(
        'How you give feedback, delegate and decide affects how engaged people are, often more than salary or perks.',
        'To, jak przekazujesz informację zwrotną, delegujesz i podejmujesz decyzje, wpływa na zaangażowanie ludzi, często bardziej niż wynagrodzenie czy benefity.',
      ),
    ),
  }),
  interstitial({
    key: 'explanation5',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.reading),
    name: 'Story 3/3: reading is not enough',
    title: str('Reading about leadership is not enough', 'Samo czytanie o przywództwie nie wystarczy'),
    paragraphs: paragraphs(
      text(
        `The ${PRODUCT_NAME} library turns the ideas of 500+ book summaries into 5000 small actions you can try at work the same day.`,
        `Biblioteka ${PRODUCT_NAME} zamienia idee z ponad 500 podsumowań książek w 5000 małych działań, które możesz wypróbować w pracy jeszcze tego samego dnia.`,
      ),
    ),
  }),
  interstitial({
    key: 'explanation6',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.growth),
    name: 'Story 1/3: leaders are made',
    title: str('Leaders are made, not born', 'Liderem się nie rodzi, liderem się zostaje'),
    paragraphs: paragraphs(
      text(
        'Most leadership skills are habits. Like any habit, they grow with small, repeated practice.',
        'Większość umiejętności przywódczych to nawyki. Jak każdy nawyk, rozwijają się dzięki małym, powtarzanym ćwiczeniom.',
      ),
    ),
  }),
  interstitial({
    key: 'explanation7',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.minutes),
    name: 'Story 2/3: 5 minutes a day',
    title: str('5 minutes a day adds up', '5 minut dziennie robi różnicę'),
    paragraphs: paragraphs(
      text('Five minutes a day is more than 30 hours of deliberate practice in a year.', 'Pięć minut dziennie to ponad 30 godzin świadomej praktyki w ciągu roku.'),
    ),
  }),
  interstitial({
    key: 'explanation8',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.day),
    name: 'Story 3/3: next part',
    title: str('Next: how you lead day to day', 'Teraz: jak przewodzisz na co dzień'),
    paragraphs: paragraphs(
      text(
        'Answer by how often things really happen, not how they would look in a perfect world.',
        'Odpowiadaj zgodnie z tym, jak często coś naprawdę się dzieje, a nie jak wyglądałoby to w idealnym świecie.',
      ),
    ),
  }),
]

const afterPart2: PageDocument[] = [
  interstitial({
    key: 'explanation9',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.cheer),
    name: 'Story 1/3: doing great',
    title: str("You're doing great", 'Świetnie Ci idzie'),
    paragraphs: paragraphs(
      text('Two parts done, one to go. Your answers already show a clear pattern.', 'Dwie części za Tobą, została jeszcze jedna. Twoje odpowiedzi układają się już w wyraźny wzór.'),
    ),
  }),
  interstitial({
    key: 'explanation10',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.strengths),
    name: 'Story 2/3: strengths and blind spots',
    title: str('Every style has a strength and a blind spot', 'Każdy styl ma swoją mocną i słabą stronę'),
    paragraphs: paragraphs(
      text(
        'A pacesetter gets things done fast but can wear a team out. A coach grows people but may move too slowly in a crisis.',
        'Lider, który nadaje tempo, szybko osiąga cele, ale może zmęczyć zespół. Coach rozwija ludzi, ale w kryzysie bywa zbyt powolny.',
      ),
    ),
  }),
  interstitial({
    key: 'explanation11',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.decide),
    name: 'Story 3/3: last part',
    title: str('Last part: how you think and decide', 'Ostatnia część: jak myślisz i decydujesz'),
    paragraphs: paragraphs(text('Go with your first instinct. There are no wrong answers.', 'Kieruj się pierwszym odruchem. Nie ma złych odpowiedzi.')),
  }),
]

const efficiency: PageDocument[] = [
  leadershipPage({
    key: 'quickQuestionEfficency',
    name: 'Efficiency self-rating',
    componentType: 'scaleQuestion',
    ...withProgress(SECTION.assessment),
    optionSet: reference(scale._id),
    title: str('I get the most important things done in a typical workweek.', 'W typowym tygodniu pracy udaje mi się załatwić najważniejsze sprawy.'),
    paragraphs: paragraphs(text('How much do you agree with this statement?', 'W jakim stopniu zgadzasz się z tym stwierdzeniem?')),
    scaleLabels: agreementLabels,
    empathyInfo: keyed(
      [
        {
          _type: 'empathyRange' as const,
          rangeStart: 0,
          rangeEnd: 2,
          title: str('Many leaders feel the same', 'Wielu liderów ma podobnie'),
          content: text(
            'Most leaders feel stretched between their own work and their team. Small routines for priorities and delegation free up hours every week.',
            'Większość liderów czuje, że musi dzielić czas między własną pracę a zespół. Małe nawyki w ustalaniu priorytetów i delegowaniu zwalniają kilka godzin w tygodniu.',
          ),
        },
        {
          _type: 'empathyRange' as const,
          rangeStart: 3,
          rangeEnd: 4,
          title: str('A strong base to build on', 'Solidna podstawa do dalszego rozwoju'),
          content: text(
            'You already manage your time well. Your plan will help you turn that efficiency into a stronger, more independent team.',
            'Już teraz dobrze zarządzasz czasem. Twój plan pomoże Ci przełożyć tę efektywność na silniejszy i bardziej samodzielny zespół.',
          ),
        },
      ],
      'range',
    ),
  }),
  leadershipPage({
    key: 'efficencyChart',
    name: 'Efficiency chart',
    componentType: 'efficiencyChart',
    rules: [hideWhen(efficencyChart2, 'skip')],
    title: str('Your efficiency can grow within weeks', 'Twoja efektywność może wzrosnąć w ciągu kilku tygodni'),
    paragraphs: paragraphs(
      text(
        'An estimate for people with answers like yours who practice 10 minutes a day.',
        'Prognoza dla osób o podobnych odpowiedziach, które ćwiczą 10 minut dziennie.',
      ),
    ),
    chart: {
      _type: 'chart',
      unit: str('%', '%'),
      highlight: str(`With ${PRODUCT_NAME}`, `Z aplikacją ${PRODUCT_NAME}`),
      points: keyed(
        [
          { _type: 'chartPoint' as const, label: str('Today', 'Dziś'), value: 45 },
          { _type: 'chartPoint' as const, label: str('Week 1', 'Tydzień 1'), value: 52 },
          { _type: 'chartPoint' as const, label: str('Week 2', 'Tydzień 2'), value: 61 },
          { _type: 'chartPoint' as const, label: str('Week 3', 'Tydzień 3'), value: 70 },
          { _type: 'chartPoint' as const, label: str('Week 4', 'Tydzień 4'), value: 78 },
        ],
        'point',
      ),
    },
    buttonText: str('Continue', 'Dalej'),
  }),
  interstitial({
    key: 'explanation12',
    name: 'Into the analysis: your role',
    title: str("Now let's look at your role", 'Teraz przyjrzyjmy się Twojej roli'),
    paragraphs: paragraphs(
      text(
        'Your position shapes which leadership skills matter most right now. A few questions about your work will sharpen your result.',
        'Twoje stanowisko wpływa na to, które umiejętności przywódcze są teraz najważniejsze. Kilka pytań o Twoją pracę pozwoli doprecyzować wynik.',
      ),
    ),
  }),
]

export const assessmentPages: PageDocument[] = [...quickQuestions1, ...afterPart1, ...quickQuestions2, ...afterPart2, ...quickQuestions3, ...efficiency]
