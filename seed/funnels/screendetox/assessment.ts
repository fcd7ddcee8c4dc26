/** Assessment: screen time, devices, struggles, feelings, behaviour, expectations, motivation. */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { scale } from '../../optionSets'
import { childBehavior, deviceUsage, expectations, motivation, parentingChallenges, parentingResponse, screenTimeBaseline, strugglingAreas } from './optionSets'
import { chooseMany, continueButton, type ScreendetoxKit } from './page'

const agreement = { _type: 'scaleLabels' as const, low: str('Strongly disagree', 'Zdecydowanie się nie zgadzam'), high: str('Strongly agree', 'Zdecydowanie się zgadzam') }
const frequencyLabels = { _type: 'scaleLabels' as const, low: str('Rarely', 'Rzadko'), high: str('Every day', 'Codziennie') }

/** Empathy info under a scale answer: answers 1-3 (indexes 0-2) and 4-5 (indexes 3-4), spec section 9. */
const empathy = (low: [LocaleString, LocaleText], high: [LocaleString, LocaleText]) =>
  keyed(
    [
      { _type: 'empathyRange' as const, rangeStart: 0, rangeEnd: 2, title: low[0], content: low[1] },
      { _type: 'empathyRange' as const, rangeStart: 3, rangeEnd: 4, title: high[0], content: high[1] },
    ],
    'range',
  )

export function assessmentPages({ question, interstitial }: ScreendetoxKit): PageDocument[] {
  return [
    question('assessment', {
      key: 'screen-time-baseline',
      name: 'screenTimeBaseline',
      componentType: 'radioQuestion',
      optionSet: screenTimeBaseline,
      title: str('How much time does your child spend in front of screens on a typical day?', 'Ile czasu Twoje dziecko spędza przed ekranem w zwykły dzień?'),
    }),
    question('assessment', {
      key: 'device-usage',
      name: 'deviceUsage',
      componentType: 'checkboxQuestion',
      optionSet: deviceUsage,
      title: str('Which screens does your child use?', 'Z jakich ekranów korzysta Twoje dziecko?'),
      paragraphs: chooseMany(),
      buttonText: continueButton(),
    }),
    question('assessment', {
      key: 'struggling-areas',
      name: 'strugglingAreas',
      componentType: 'checkboxQuestion',
      optionSet: strugglingAreas,
      title: str('What is hardest for you right now?', 'Co jest teraz dla Ciebie najtrudniejsze?'),
      paragraphs: chooseMany(),
      buttonText: continueButton(),
    }),
    interstitial(
      'assessment',
      'empathy-validation-1',
      'empathyValidation1',
      str('You are not alone in this', 'Nie tylko Ty się z tym zmagasz'),
      text(
        'Almost every parent of a young child we talk to names at least one of these struggles. Screens are designed to hold attention, so it is no wonder they are hard to switch off.',
        'Niemal każdy rodzic małego dziecka, z którym rozmawiamy, wskazuje co najmniej jedną z tych trudności. Ekrany są projektowane tak, by przyciągać uwagę, więc nic dziwnego, że tak trudno je wyłączyć.',
      ),
    ),
    question('assessment', {
      key: 'parenting-challenges',
      name: 'parentingChallenges',
      componentType: 'checkboxQuestion',
      optionSet: parentingChallenges,
      title: str('What do you feel most often when it comes to screens?', 'Co czujesz najczęściej, gdy chodzi o ekrany?'),
      paragraphs: chooseMany(),
      buttonText: continueButton(),
    }),
    question('assessment', {
      key: 'impact-frequency',
      name: 'impactFrequency',
      componentType: 'scaleQuestion',
      optionSet: scale,
      title: str('How often do screens cause conflict at home?', 'Jak często ekrany są powodem konfliktów w domu?'),
      scaleLabels: frequencyLabels,
      empathyInfo: empathy(
        [str('A good starting point', 'Dobry punkt wyjścia'), text('Conflicts are still occasional for you, which makes new habits easier to build.', 'U Ciebie konflikty zdarzają się jeszcze od czasu do czasu, dzięki czemu łatwiej zbudować nowe nawyki.')],
        [str('That is exhausting, and it can change', 'To wyczerpujące i da się to zmienić'), text('Daily battles wear out the whole family. Most parents in the program see fewer of them within 3-5 days.', 'Codzienne walki męczą całą rodzinę. Większość rodziców w programie widzi ich mniej już po 3–5 dniach.')],
      ),
      buttonText: continueButton(),
    }),
    interstitial(
      'assessment',
      'impact-validation',
      'impactValidation',
      str('Conflicts about screens are not your fault', 'Konflikty o ekrany to nie Twoja wina'),
      text(
        'Young children cannot yet stop something they enjoy on their own. With clear routines and a good alternative ready, the arguments lose their fuel.',
        'Małe dzieci nie potrafią jeszcze same przerwać czegoś, co sprawia im przyjemność. Z jasnymi zasadami i dobrą alternatywą pod ręką kłótni szybko ubywa.',
      ),
    ),
    question('assessment', {
      key: 'child-behavior',
      name: 'childBehavior',
      componentType: 'checkboxQuestion',
      optionSet: childBehavior,
      title: str('How does your child behave after screen time?', 'Jak Twoje dziecko zachowuje się po czasie przed ekranem?'),
      paragraphs: chooseMany(),
      buttonText: continueButton(),
    }),
    question('assessment', {
      key: 'parenting-response',
      name: 'parentingResponse',
      componentType: 'radioQuestion',
      optionSet: parentingResponse,
      title: str('What do you usually do when your child demands a screen?', 'Co zwykle robisz, gdy dziecko domaga się ekranu?'),
    }),
    interstitial(
      'assessment',
      'reassurance',
      'reassurance',
      str('Every one of these reactions is human', 'Każda z tych reakcji jest ludzka'),
      text(
        'Giving in, arguing or feeling guilty: parents tell us about all of them. The method gives you calm words and steps for the moment, so you do not have to improvise.',
        'Ustępowanie, kłótnie, poczucie winy: rodzice opowiadają nam o każdej z tych reakcji. Metoda daje Ci spokojne słowa i kroki na tę chwilę, więc nie musisz improwizować.',
      ),
    ),
    question('assessment', {
      key: 'emotional-impact',
      name: 'emotionalImpact',
      componentType: 'scaleQuestion',
      optionSet: scale,
      title: str('Screen time weighs on me emotionally.', 'Sprawa ekranów obciąża mnie emocjonalnie.'),
      scaleLabels: agreement,
      empathyInfo: empathy(
        [str('You keep a cool head', 'Zachowujesz spokój'), text('That calm is your strength: children follow the mood of the adults around them.', 'Ten spokój to Twoja siła: dzieci podążają za nastrojem dorosłych wokół nich.')],
        [str('Your feelings matter too', 'Twoje uczucia też są ważne'), text('The plan looks after you as well: small wins early on take the pressure off quickly.', 'Plan dba także o Ciebie: małe sukcesy na początku szybko zdejmują presję.')],
      ),
      buttonText: continueButton(),
    }),
    interstitial(
      'assessment',
      'expectation-validation',
      'expectationValidation',
      str('Change is closer than it seems', 'Zmiana jest bliżej, niż się wydaje'),
      text(
        '94% of families who follow the 5-step method for 4 weeks see their child spend less time in front of screens.',
        '94% rodzin, które przez 4 tygodnie stosują metodę 5 kroków, widzi, że ich dziecko spędza mniej czasu przed ekranem.',
      ),
    ),
    question('assessment', {
      key: 'expectations',
      name: 'expectations',
      componentType: 'checkboxQuestion',
      optionSet: expectations,
      title: str('What do you expect from the next 4 weeks?', 'Czego oczekujesz po najbliższych 4 tygodniach?'),
      paragraphs: chooseMany(),
      buttonText: continueButton(),
    }),
    question('assessment', {
      key: 'motivation',
      name: 'motivation',
      componentType: 'radioQuestion',
      optionSet: motivation,
      title: str('What motivates you most to make a change?', 'Co najbardziej motywuje Cię do zmiany?'),
    }),
  ]
}
