/** The first part of /deeps: landing, age, welcome and the profile questions with their feedback. */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { frequency, scale } from '../../optionSets'
import { age, decisionSpeed, identity, profileBigPicture } from './optionSets'
import { continueButton, deepsPage as page, deepsStory as story, feedbackPage, paragraphs, question } from './page'
import { illustrated } from '../../kit/illustrations'
import { DEEPS_ILLUSTRATIONS } from './illustrations'

export const PROFILE = 'profile'

export const profilePages: PageDocument[] = [
  page({
    key: 'landingPage',
    name: 'Landing',
    path: '',
    componentType: 'landing',
    title: str('Become the leader of your own life in 15 minutes a day', 'Zostań liderem własnego życia w 15 minut dziennie'),
    paragraphs: paragraphs([
      'Take a 3-minute quiz and get a personal plan of bite-sized book summaries, audio episodes and actionable steps.',
      'Rozwiąż 3-minutowy quiz i otrzymaj osobisty plan krótkich podsumowań książek, odcinków audio i konkretnych działań.',
    ]),
    buttonText: str('Start the quiz', 'Rozpocznij quiz'),
    ...illustrated(DEEPS_ILLUSTRATIONS.landing),
    footer: text('500+ summaries · 5000 actions · rated 4.7 by our readers', '500+ podsumowań · 5000 działań · ocena 4,7 od naszych czytelników'),
  }),
  page({
    key: 'age',
    name: 'Age',
    componentType: 'ageQuestion',
    section: PROFILE,
    hasProgress: true,
    optionSet: reference(age._id),
    title: str('How old are you?', 'Ile masz lat?'),
    paragraphs: paragraphs([
      'We use your age to choose summaries that fit your stage of life.',
      'Na podstawie wieku dobieramy podsumowania pasujące do Twojego etapu życia.',
    ]),
  }),
  page({
    key: 'welcome',
    name: 'Welcome',
    componentType: 'socialProof',
    title: str('Welcome to Deeps!', 'Witaj w Deeps!'),
    paragraphs: paragraphs(
      [
        'Readers like you learn one big idea a day and turn it into one small action.',
        'Czytelnicy tacy jak Ty poznają jedną wielką myśl dziennie i zamieniają ją w jedno małe działanie.',
      ],
      [
        'Answer a few honest questions and we will build a plan around you.',
        'Odpowiedz szczerze na kilka pytań, a zbudujemy plan skrojony pod Ciebie.',
      ],
    ),
    storeRatings: { _type: 'storeRatings', appStore: 4.7, playStore: 4.5 },
    buttonText: str("Let's begin", 'Zaczynajmy'),
  }),
  question({
    key: 'qProfileBigPicture',
    ...illustrated(DEEPS_ILLUSTRATIONS.profile),
    name: 'Big picture or details',
    section: PROFILE,
    optionSet: profileBigPicture,
    title: str('When you start something new, what do you notice first?', 'Gdy zaczynasz coś nowego, co zauważasz najpierw?'),
  }),
  feedbackPage({
    questionKey: 'qProfileBigPicture',
    image: DEEPS_ILLUSTRATIONS.thinking,
    optionSet: profileBigPicture,
    title: str('Every thinking style is a strength', 'Każdy styl myślenia to mocna strona'),
    paragraph: text(
      'The best leaders know how they think and borrow what they lack from others.',
      'Najlepsi liderzy wiedzą, jak myślą, i uczą się od innych tego, czego im brakuje.',
    ),
    variants: {
      visionaryThinker: [
        'Visionaries move people',
        'Wizjonerzy porywają ludzi',
        'Big-picture thinkers see where things are heading. Deeps pairs that vision with the small daily steps that make it real.',
        'Osoby myślące perspektywicznie widzą, dokąd zmierzają sprawy. Deeps łączy tę wizję z małymi codziennymi krokami, dzięki którym staje się rzeczywistością.',
      ],
      detailFocused: [
        'Details build excellence',
        'Szczegóły budują doskonałość',
        'People who notice details catch problems early and deliver work others trust. We will add summaries that help you zoom out when it matters.',
        'Osoby dostrzegające szczegóły wcześnie wyłapują problemy i dostarczają pracę, której inni ufają. Dodamy podsumowania, które pomogą Ci spojrzeć szerzej, gdy to ważne.',
      ],
    },
  }),
  page({
    key: 'qClarity',
    name: 'Clarity of goals',
    componentType: 'scaleQuestion',
    section: PROFILE,
    hasProgress: true,
    optionSet: reference(scale._id),
    title: str('Do you agree with this statement?', 'Czy zgadzasz się z tym stwierdzeniem?'),
    paragraphs: paragraphs(['"I know exactly what I want to achieve this year."', '„Dokładnie wiem, co chcę osiągnąć w tym roku.”']),
    scaleLabels: { _type: 'scaleLabels', low: str('Strongly disagree', 'Zdecydowanie się nie zgadzam'), high: str('Strongly agree', 'Zdecydowanie się zgadzam') },
    empathyInfo: keyed(
      [
        {
          _type: 'empathyRange' as const,
          rangeStart: 0,
          rangeEnd: 2,
          title: str('You are not alone', 'Nie tylko Ty tak masz'),
          content: text(
            'Most people start without a clear direction. Our summaries on goal setting help you draw the map one small step at a time.',
            'Większość ludzi zaczyna bez jasnego kierunku. Nasze podsumowania o wyznaczaniu celów pomogą Ci narysować mapę, krok po kroku.',
          ),
        },
        {
          _type: 'empathyRange' as const,
          rangeStart: 3,
          rangeEnd: 4,
          title: str('Clarity is a superpower', 'Jasność celu to supermoc'),
          content: text(
            'Knowing your goal puts you ahead. Your plan will focus on the daily actions that turn it into results.',
            'Znajomość celu daje Ci przewagę. Twój plan skupi się na codziennych działaniach, które zamienią go w wyniki.',
          ),
        },
      ],
      'e',
    ),
  }),
  question({
    key: 'qSelfDoubt',
    name: 'Self-doubt',
    section: PROFILE,
    optionSet: frequency,
    title: str('How often do you doubt yourself before you act?', 'Jak często wątpisz w siebie, zanim zaczniesz działać?'),
  }),
  feedbackPage({
    questionKey: 'qSelfDoubt',
    optionSet: frequency,
    title: str('A little doubt keeps you sharp', 'Odrobina wątpliwości utrzymuje czujność'),
    paragraph: text(
      'Healthy doubt makes you check your thinking. Short summaries on confidence help you act anyway when the moment comes.',
      'Zdrowe wątpliwości każą sprawdzić własny tok myślenia. Krótkie podsumowania o pewności siebie pomogą Ci działać, gdy nadejdzie właściwy moment.',
    ),
    variants: {
      allTheTime: selfDoubtHigh(),
      often: selfDoubtHigh(),
      rarely: selfDoubtLow(),
      never: selfDoubtLow(),
    },
  }),
  question({
    key: 'qIdentity',
    name: 'Role at work',
    section: PROFILE,
    optionSet: identity,
    title: str('Which role feels most natural to you?', 'Która rola jest dla Ciebie najbardziej naturalna?'),
    optionInfo: keyed(
      [
        optionInfo(
          'leader',
          ['Born to set direction', 'Naturalny talent do wyznaczania kierunku'],
          [
            'You like to set the course. We will add summaries on inspiring people and making calls under pressure.',
            'Lubisz wyznaczać kurs. Dodamy podsumowania o inspirowaniu ludzi i podejmowaniu decyzji pod presją.',
          ],
        ),
        optionInfo(
          'team',
          ['The glue of every team', 'Spoiwo każdego zespołu'],
          [
            'Strong teams run on people like you. We will help you grow your influence, with or without a title.',
            'Silne zespoły opierają się na ludziach takich jak Ty. Pomożemy Ci budować wpływ, ze stanowiskiem lub bez.',
          ],
        ),
        optionInfo(
          'mix',
          ['Flexible and adaptable', 'Elastyczność i zdolność adaptacji'],
          [
            'Knowing when to lead and when to follow is a rare skill. We will help you sharpen both sides.',
            'Wiedza, kiedy prowadzić, a kiedy podążać, to rzadka umiejętność. Pomożemy Ci rozwijać obie strony.',
          ],
        ),
      ],
      'i',
    ),
  }),
  question({
    key: 'qDecisionSpeed',
    name: 'Decision speed',
    section: PROFILE,
    optionSet: decisionSpeed,
    title: str('How do you usually make important decisions?', 'Jak zwykle podejmujesz ważne decyzje?'),
  }),
  feedbackPage({
    questionKey: 'qDecisionSpeed',
    optionSet: decisionSpeed,
    title: str('Good decisions can be learned', 'Dobrych decyzji można się nauczyć'),
    paragraph: text(
      'Pausing just long enough is a skill. Your plan includes short lessons on deciding with confidence.',
      'Zatrzymanie się na odpowiednio długą chwilę to umiejętność. Twój plan obejmuje krótkie lekcje o pewnym podejmowaniu decyzji.',
    ),
    variants: {
      fast: [
        'Speed is your edge',
        'Szybkość to Twoja przewaga',
        'Quick deciders keep things moving. We will add a few tools from "Thinking, Fast and Slow" to catch the moments that need a second look.',
        'Osoby szybko podejmujące decyzje popychają sprawy do przodu. Dodamy kilka narzędzi z „Pułapek myślenia”, by wyłapać chwile, które wymagają drugiego spojrzenia.',
      ],
      slow: [
        'Careful minds make fewer mistakes',
        'Rozważne umysły popełniają mniej błędów',
        'Weighing options is wise, but it can cost time. Your plan includes simple rules for deciding faster without losing quality.',
        'Ważenie opcji jest mądre, ale kosztuje czas. Twój plan zawiera proste zasady, by decydować szybciej bez utraty jakości.',
      ],
    },
  }),
  story({
    key: 'thanksHonesty',
    ...illustrated(DEEPS_ILLUSTRATIONS.thanks),
    name: 'Thanks for your honesty',
    title: str('Thank you for your honesty!', 'Dziękujemy za szczerość!'),
    paragraphs: paragraphs([
      'Every answer helps us build a plan for you, not for an average reader. Next: a few questions about your habits.',
      'Każda odpowiedź pomaga nam zbudować plan dla Ciebie, a nie dla przeciętnego czytelnika. Teraz kilka pytań o Twoje nawyki.',
    ]),
    buttonText: continueButton(),
  }),
]

function selfDoubtHigh(): [string, string, string, string] {
  return [
    'Self-doubt is a signal, not a verdict',
    'Zwątpienie to sygnał, a nie wyrok',
    'Many successful people doubt themselves often. The difference is that they act anyway. Deeps gives you one small, doable step each day.',
    'Wiele osób odnoszących sukcesy często w siebie wątpi. Różnica polega na tym, że mimo to działają. Deeps daje Ci każdego dnia jeden mały, wykonalny krok.',
  ]
}

function selfDoubtLow(): [string, string, string, string] {
  return [
    'Confidence is your launch pad',
    'Pewność siebie to Twoja trampolina',
    'You trust yourself, which makes learning faster. We will point that confidence at the goals that matter most to you.',
    'Ufasz sobie, a to przyspiesza naukę. Skierujemy tę pewność na cele, które są dla Ciebie najważniejsze.',
  ]
}

function optionInfo(optionKey: string, [titleEn, titlePl]: [string, string], [contentEn, contentPl]: [string, string]) {
  return { _type: 'optionInfo' as const, optionKey, title: str(titleEn, titlePl), content: text(contentEn, contentPl) }
}
