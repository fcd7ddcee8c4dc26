/**
 * Results: the style result, the questions that shape the plan, the obstacle interstitials
 * (one stays per obstacleFlow variant) and the three explanation pages of the threePageFlow.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import {
  leadershipAbilities,
  leadershipBookQuestion,
  leadershipBusiness,
  leadershipDedication,
  leadershipImprove,
  leadershipObstacle,
  leadershipTimeOfDay,
} from './optionSets'
import { alternatives, interstitial, item, items, leadershipPage, paragraphs, PRODUCT, PRODUCT_NAME, SECTION, withProgress } from './page'
import { fieldFromVariant, hideWhen, showWhen, titleAlternativeFromVariant } from '../../kit/rules'
import { leadershipScoring } from './scoring'
import { bookComparisonBanner, bookSummariesQuestionVariant, explanationFlow, obstacleFlow, qImproveVariant } from './tests'
import { illustrated } from '../../kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from './illustrations'

const [, obstacleHabits, obstacleWhatIs] = obstacleFlow.variants!.map((variant) => variant.value) as [string, string, string]
const threePageFlow = 'threePageFlow'
/** The three explanation pages only belong to the threePageFlow; the original flow (the default) skips them. */
const onlyInThreePageFlow = hideWhen(explanationFlow, 'original')

const result: PageDocument = leadershipPage({
  key: 'result',
  ...illustrated(LEADERSHIP_ILLUSTRATIONS.result),
  name: 'Leadership style result',
  componentType: 'result',
  title: str('Your leadership style', 'Twój styl przywództwa'),
  paragraphs: paragraphs(
    text(
      'Based on your answers, this is the style you rely on most. Your plan builds on its strengths and trains the skills it tends to miss.',
      'Z Twoich odpowiedzi wynika, że najczęściej polegasz na tym stylu. Twój plan wzmacnia jego mocne strony i ćwiczy umiejętności, których mu brakuje.',
    ),
  ),
  resultScoring: leadershipScoring,
  buttonText: str('Build my plan', 'Stwórz mój plan'),
})

const planQuestions: PageDocument[] = [
  leadershipPage({
    key: 'business',
    name: 'How busy (always removed)',
    componentType: 'radioQuestion',
    hidden: true,
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipBusiness._id),
    title: str('How busy is your typical workday?', 'Jak intensywny jest Twój typowy dzień pracy?'),
  }),
  leadershipPage({
    key: 'improve',
    name: 'Skills to improve',
    componentType: 'checkboxQuestion',
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipImprove._id),
    title: str('Which leadership skills would you like to improve?', 'Które umiejętności przywódcze chcesz rozwinąć?'),
    // qImproveVariant: leadership (1), personalGrowth (2).
    titleAlternatives: alternatives(
      str('Which leadership skills would you like to improve?', 'Które umiejętności przywódcze chcesz rozwinąć?'),
      str('Which areas of your personal growth do you want to focus on?', 'Na których obszarach rozwoju osobistego chcesz się skupić?'),
    ),
    rules: titleAlternativeFromVariant(qImproveVariant),
  }),
]

const obstacleInterstitials: PageDocument[] = [
  interstitial({
    key: 'explanation18',
    name: 'Obstacles (obstacleFlow normal)',
    // Kept for normal and for visitors without an assignment.
    rules: [hideWhen(obstacleFlow, obstacleHabits, obstacleWhatIs)],
    title: str('Knowing is not the same as doing', 'Wiedzieć to nie to samo, co robić'),
    paragraphs: paragraphs(
      text(
        'Most leaders know what good leadership looks like. What is missing is a simple way to practice it every day.',
        'Większość liderów wie, jak wygląda dobre przywództwo. Brakuje prostego sposobu, by ćwiczyć je na co dzień.',
      ),
    ),
  }),
  interstitial({
    key: 'explanation18a',
    name: 'Obstacles (obstacleFlow learnTakeActionCreateHabits)',
    hidden: true,
    rules: [showWhen(obstacleFlow, obstacleHabits)],
    title: str('Learn. Take action. Create habits.', 'Ucz się. Działaj. Buduj nawyki.'),
    paragraphs: paragraphs(
      text('Learn a key idea from a leadership book in 5 minutes.', 'Poznaj kluczową myśl z książki o przywództwie w 5 minut.'),
      text('Take action: try one small step at work the same day.', 'Działaj: jeszcze tego samego dnia wypróbuj w pracy jeden mały krok.'),
      text('Create habits: repeat it until it becomes the way you lead.', 'Buduj nawyki: powtarzaj go, aż stanie się częścią Twojego stylu przywództwa.'),
    ),
  }),
  interstitial({
    key: 'explanation18b',
    name: `Obstacles (obstacleFlow what${PRODUCT_NAME}Is)`,
    hidden: true,
    // Shown for what{Product}Is, except in the threePageFlow, which explains the app in three pages instead.
    rules: [showWhen(obstacleFlow, obstacleWhatIs), hideWhen(explanationFlow, threePageFlow)],
    title: str(`What is ${PRODUCT_NAME}?`, `Czym jest ${PRODUCT_NAME}?`),
    paragraphs: paragraphs(
      text(
        `${PRODUCT_NAME} is an app whose library turns 500+ book summaries into 5000 practical actions, so you learn by doing, not just by reading.`,
        `${PRODUCT_NAME} to aplikacja, której biblioteka zamienia ponad 500 podsumowań książek w 5000 praktycznych działań. Uczysz się przez działanie, a nie tylko przez czytanie.`,
      ),
    ),
  }),
]

const review = (user: string, rating: number, content: ReturnType<typeof text>, time: ReturnType<typeof str>) => ({ _type: 'review' as const, user, rating, content, time })

const threePageFlowPages: PageDocument[] = [
  leadershipPage({
    key: `${PRODUCT}-testimonial`,
    name: `${PRODUCT_NAME} testimonial (threePageFlow)`,
    componentType: 'testimonial',
    rules: [onlyInThreePageFlow],
    title: str(`What leaders say about ${PRODUCT_NAME}`, `Co liderzy mówią o ${PRODUCT_NAME}`),
    reviews: keyed(
      [
        review(
          'Marta W.',
          5,
          text(
            'I became a team lead with no training at all. The daily steps on delegation changed how my week looks.',
            'Zostałam liderką zespołu bez żadnego przygotowania. Codzienne kroki o delegowaniu zmieniły to, jak wygląda mój tydzień.',
          ),
          str('2 weeks ago', '2 tygodnie temu'),
        ),
        review(
          'James R.',
          5,
          text(
            'Five minutes with my coffee, one action before the stand-up. After a month my team noticed the difference before I did.',
            'Pięć minut przy kawie, jedno działanie przed porannym spotkaniem. Po miesiącu mój zespół zauważył różnicę wcześniej niż ja.',
          ),
          str('1 month ago', 'Miesiąc temu'),
        ),
        review(
          'Tomasz L.',
          4,
          text(
            'I have read plenty of leadership books. This is the first time the ideas actually turned into habits.',
            'Przeczytałem wiele książek o przywództwie. Pierwszy raz te idee naprawdę zamieniły się w nawyki.',
          ),
          str('3 months ago', '3 miesiące temu'),
        ),
      ],
      'review',
    ),
  }),
  leadershipPage({
    key: 'book-summaries-question',
    name: 'Book summaries question (threePageFlow)',
    componentType: 'radioQuestion',
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipBookQuestion._id),
    title: str('Do you find it hard to apply what you read in leadership books?', 'Czy trudno Ci stosować w praktyce to, o czym czytasz w książkach o przywództwie?'),
    // bookSummariesQuestionVariant: applyLearning (1), biggestChallenge (2), realChange (3).
    titleAlternatives: alternatives(
      str('Do you find it hard to apply what you read in leadership books?', 'Czy trudno Ci stosować w praktyce to, o czym czytasz w książkach o przywództwie?'),
      str('Is turning knowledge into action your biggest challenge as a leader?', 'Czy zamiana wiedzy w działanie to Twoje największe wyzwanie w roli lidera?'),
      str('Have leadership books ever led to real change in how you work?', 'Czy książki o przywództwie kiedykolwiek realnie zmieniły Twój sposób pracy?'),
    ),
    rules: [onlyInThreePageFlow, ...titleAlternativeFromVariant(bookSummariesQuestionVariant)],
  }),
  leadershipPage({
    key: 'book-comparison',
    name: 'Book comparison (threePageFlow)',
    componentType: 'bookComparison',
    bannerKey: 'learnByDoing',
    rules: [onlyInThreePageFlow, ...fieldFromVariant(bookComparisonBanner, 'bannerKey')],
    title: str(`Reading a book vs. learning with ${PRODUCT_NAME}`, `Czytanie książki a nauka z aplikacją ${PRODUCT_NAME}`),
    items: items(
      item(str('A book', 'Książka'), text('Hours of reading, and a week later only a few ideas stay with you.', 'Godziny czytania, a po tygodniu zostaje w pamięci tylko kilka myśli.'), { icon: 'book-open' }),
      item(
        str(PRODUCT_NAME, PRODUCT_NAME),
        text('A 5-minute summary and one action you practice at work the same day.', 'Pięciominutowe podsumowanie i jedno działanie, które ćwiczysz w pracy jeszcze tego samego dnia.'),
        { icon: 'circle-check' },
      ),
      item(str('80 leadership summaries', '80 podsumowań książek o przywództwie'), undefined, { value: 80 }),
      // The leadership program's own figures, like the 80 summaries beside them (the library's are 500+ and 5000).
      item(str('460 practical steps', '460 praktycznych kroków'), undefined, { value: 460 }),
    ),
  }),
]

const habitQuestions: PageDocument[] = [
  leadershipPage({
    key: 'obstacle',
    name: 'Obstacles',
    componentType: 'checkboxQuestion',
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipObstacle._id),
    title: str('What gets in the way of your growth as a leader?', 'Co utrudnia Ci rozwój w roli lidera?'),
  }),
  leadershipPage({
    key: 'abilities',
    name: 'Abilities (always removed)',
    componentType: 'checkboxQuestion',
    hidden: true,
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipAbilities._id),
    title: str('Which abilities would you like to strengthen?', 'Które umiejętności chcesz wzmocnić?'),
  }),
  leadershipPage({
    key: 'timeOfDay',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.practice),
    name: 'Time of day',
    componentType: 'radioQuestion',
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipTimeOfDay._id),
    title: str('When would you like to practice?', 'Kiedy chcesz ćwiczyć?'),
    paragraphs: paragraphs(text('We will send your daily reminder at this time.', 'O tej porze wyślemy Ci codzienne przypomnienie.')),
  }),
  leadershipPage({
    key: 'dedication',
    name: 'Daily time',
    componentType: 'radioQuestion',
    ...withProgress(SECTION.results),
    optionSet: reference(leadershipDedication._id),
    title: str('How much time can you give it each day?', 'Ile czasu dziennie możesz na to poświęcić?'),
  }),
  interstitial({
    key: 'explanation19',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.plan),
    name: 'Plan taking shape',
    title: str('Your plan is taking shape', 'Twój plan nabiera kształtu'),
    paragraphs: paragraphs(
      text(
        "Small, steady steps beat occasional big efforts. Let's see what your daily minutes can add up to.",
        'Małe, regularne kroki dają więcej niż sporadyczne wielkie zrywy. Zobaczmy, co mogą dać Twoje codzienne minuty.',
      ),
    ),
  }),
]

export const resultPages: PageDocument[] = [result, ...planQuestions, ...obstacleInterstitials, ...threePageFlowPages, ...habitQuestions]
