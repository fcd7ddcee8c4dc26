/** Question pages: scale (basic, text, empathy), radio with option info, checkbox, age. */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { ageGroups, challengingArea, improve, scale } from '../../optionSets'
import type { OmitEach } from '../../kit/page'
import { demoPage } from './page'

type QuestionFields = OmitEach<Parameters<typeof demoPage>[0], 'path' | 'section' | 'hasProgress'>

/** Every question sits in the assessment section and counts towards progress; its path is its key. */
const question = (fields: QuestionFields) => demoPage({ ...fields, path: fields.key, section: 'assessment', hasProgress: true } as Parameters<typeof demoPage>[0])

const agreement = {
  _type: 'scaleLabels' as const,
  low: str('Strongly disagree', 'Zdecydowanie się nie zgadzam'),
  high: str('Strongly agree', 'Zdecydowanie się zgadzam'),
}

const empathy = (rangeStart: number, rangeEnd: number, title: LocaleString, content: LocaleText) => ({ _type: 'empathyRange' as const, rangeStart, rangeEnd, title, content })

const optionInfo = (optionKey: string, title: LocaleString, content: LocaleText) => ({ _type: 'optionInfo' as const, optionKey, title, content })

export const questionPages: PageDocument[] = [
  question({
    key: 'scale-question-basic',
    name: 'Scale: basic',
    componentType: 'scaleQuestion',
    optionSet: reference(scale._id),
    title: str('I plan my most important task before the day begins.', 'Zanim zacznę dzień, planuję swoje najważniejsze zadanie.'),
    scaleLabels: agreement,
  }),
  question({
    key: 'scale-question-text',
    name: 'Scale: with text',
    componentType: 'scaleQuestion',
    optionSet: reference(scale._id),
    title: str('I regularly ask the people I work with for feedback.', 'Regularnie proszę osoby, z którymi pracuję, o informację zwrotną.'),
    paragraphs: keyed([
      text(
        'Think of the last three months. Feedback can be a formal review, a quick question after a meeting or an honest one-to-one chat.',
        'Pomyśl o ostatnich trzech miesiącach. Informacja zwrotna to może być formalna ocena, krótkie pytanie po spotkaniu albo szczera rozmowa w cztery oczy.',
      ),
    ]),
    scaleLabels: agreement,
  }),
  question({
    key: 'scale-question-empathy',
    name: 'Scale: with empathy info',
    componentType: 'scaleQuestion',
    optionSet: reference(scale._id),
    title: str('I often doubt whether my decisions are right.', 'Często wątpię, czy moje decyzje są słuszne.'),
    scaleLabels: agreement,
    empathyInfo: keyed([
      empathy(
        0,
        2,
        str('You stand on steady ground', 'Stoisz na pewnym gruncie'),
        text(
          'A moment of doubt now and then is normal, and you seem to keep it in check. Your plan will help you turn that steadiness into faster, calmer decisions.',
          'Chwile zwątpienia są czymś normalnym, a Ty najwyraźniej dobrze sobie z nimi radzisz. Twój plan pomoże Ci zamienić tę równowagę w szybsze i spokojniejsze decyzje.',
        ),
      ),
      empathy(
        3,
        4,
        str('Many leaders feel the same', 'Wielu liderów ma podobnie'),
        text(
          'Doubt often means you care about getting things right. Your plan includes short exercises that build confidence one decision at a time.',
          'Wątpliwości często oznaczają, że zależy Ci na dobrych decyzjach. W Twoim planie znajdziesz krótkie ćwiczenia, które budują pewność siebie decyzja po decyzji.',
        ),
      ),
    ]),
  }),
  question({
    key: 'radio-question-info',
    name: 'Single choice: with option info',
    componentType: 'radioQuestion',
    optionSet: reference(challengingArea._id),
    title: str('Which part of leading people is hardest for you?', 'Co jest dla Ciebie najtrudniejsze w kierowaniu ludźmi?'),
    optionInfo: keyed([
      optionInfo(
        'motivator',
        str('Motivation can be learned', 'Motywowania można się nauczyć'),
        text(
          'Teams stay engaged when they can see their progress. Your plan shows you how to make small wins visible every week.',
          'Zespół pozostaje zaangażowany, gdy widzi swoje postępy. Twój plan pokaże Ci, jak co tydzień uwidaczniać małe sukcesy.',
        ),
      ),
      optionInfo(
        'conflictManager',
        str('Conflict can move a team forward', 'Konflikt może pchnąć zespół do przodu'),
        text(
          'Disagreement handled early and openly leads to better decisions. You will practice short conversations that calm things down without avoiding the issue.',
          'Spór rozwiązany wcześnie i otwarcie prowadzi do lepszych decyzji. Przećwiczysz krótkie rozmowy, które studzą emocje, ale nie omijają problemu.',
        ),
      ),
      optionInfo(
        'delegator',
        str('Letting go is hard for many leaders', 'Wielu liderom trudno oddać zadania'),
        text(
          'Delegating well frees your time and helps your people grow. Your plan starts with one task a week that you hand over completely.',
          'Dobre delegowanie daje Ci więcej czasu i pozwala rozwijać się Twoim ludziom. Twój plan zaczyna się od jednego zadania tygodniowo, które przekazujesz w całości.',
        ),
      ),
      optionInfo(
        'innovationDriver',
        str('New ideas need a safe place to land', 'Nowe pomysły potrzebują bezpiecznej przestrzeni'),
        text(
          'People share ideas when trying something new is not risky. You will learn simple ways to test an idea quickly and cheaply.',
          'Ludzie dzielą się pomysłami, gdy próbowanie nowych rzeczy nie wiąże się z ryzykiem. Poznasz proste sposoby, by sprawdzać pomysły szybko i niewielkim kosztem.',
        ),
      ),
    ]),
  }),
  question({
    key: 'checkbox-question',
    name: 'Multiple choice',
    componentType: 'checkboxQuestion',
    optionSet: reference(improve._id),
    stickyAction: true,
    title: str('Which skills would you like to develop?', 'Które umiejętności chcesz rozwinąć?'),
  }),
  question({
    key: 'age',
    name: 'Age',
    componentType: 'ageQuestion',
    optionSet: reference(ageGroups._id),
    title: str('How old are you?', 'Ile masz lat?'),
    paragraphs: keyed([
      text('We use your age to choose examples and a pace that suit you.', 'Na podstawie wieku dobieramy przykłady i tempo, które Ci odpowiadają.'),
    ]),
  }),
]
