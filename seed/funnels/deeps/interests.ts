/** Interest questions (books, audio, authors), the community page and the goal questions of /deeps. */
import type { PageDocument } from '../../../schemas/page/schema'
import { str } from '../../build'
import { dailyTime, primaryGoal, yesNo } from './optionSets'
import { continueButton, deepsPage as page, deepsStory as story, paragraphs, question } from './page'
import { illustrated } from '../../kit/illustrations'
import { DEEPS_ILLUSTRATIONS } from './illustrations'

export const INTERESTS = 'interests'
export const GOALS = 'goals'

/** A yes/no interest question: title [en, pl] and a one-line teaser [en, pl]. */
function interest(key: string, name: string, [titleEn, titlePl]: [string, string], teaser: [string, string], image?: ReturnType<typeof illustrated>): PageDocument {
  return question({ key, name, section: INTERESTS, optionSet: yesNo, title: str(titleEn, titlePl), paragraphs: paragraphs(teaser), ...image })
}

export const interestPages: PageDocument[] = [
  interest(
    'book1',
    'Interest: Atomic Habits',
    ['Interested in "Atomic Habits" by James Clear?', 'Czy interesują Cię „Atomowe nawyki” Jamesa Cleara?'],
    ['Tiny changes, remarkable results: how getting 1% better every day adds up.', 'Drobne zmiany, niezwykłe efekty: jak bycie o 1% lepszym każdego dnia składa się na wielką zmianę.'],
    illustrated(DEEPS_ILLUSTRATIONS.interests),
  ),
  interest(
    'book2',
    'Interest: Deep Work',
    ['Interested in "Deep Work" by Cal Newport?', 'Czy interesuje Cię „Praca głęboka” Cala Newporta?'],
    ['Rules for focused success in a distracted world.', 'Zasady skupionej pracy w świecie pełnym rozpraszaczy.'],
  ),
  interest(
    'book3',
    'Interest: The 7 Habits',
    ['Interested in "The 7 Habits of Highly Effective People" by Stephen R. Covey?', 'Czy interesuje Cię „7 nawyków skutecznego działania” Stephena R. Coveya?'],
    ['A timeless framework for leading yourself before you lead others.', 'Ponadczasowy model: najpierw prowadź siebie, potem innych.'],
  ),
  interest(
    'book4',
    'Interest: Thinking, Fast and Slow',
    ['Interested in "Thinking, Fast and Slow" by Daniel Kahneman?', 'Czy interesują Cię „Pułapki myślenia” Daniela Kahnemana?'],
    ['The two systems that drive how you think, and how to make better decisions.', 'Dwa systemy, które sterują Twoim myśleniem, i jak dzięki nim podejmować lepsze decyzje.'],
  ),
  interest(
    'podcast1',
    'Interest: audio episodes',
    ['Would you listen to summaries as short audio episodes?', 'Czy podsumowania w formie krótkich odcinków audio to coś dla Ciebie?'],
    ['Every summary has an audio version, perfect for commutes, workouts and walks.', 'Każde podsumowanie ma wersję audio, idealną do słuchania w drodze, na treningu i na spacerze.'],
  ),
  interest(
    'author1',
    'Interest: Brené Brown',
    ['Do you enjoy books by Brené Brown?', 'Czy lubisz książki Brené Brown?'],
    ['Courage, vulnerability and leading with heart.', 'Odwaga, wrażliwość i przywództwo z sercem.'],
  ),
  interest(
    'author2',
    'Interest: Simon Sinek',
    ['Do you enjoy books by Simon Sinek?', 'Czy lubisz książki Simona Sineka?'],
    ['Purpose-driven leadership: start with why.', 'Przywództwo oparte na celu: zacznij od pytania „dlaczego”.'],
  ),
  story({
    key: 'personalize_ready',
    ...illustrated(DEEPS_ILLUSTRATIONS.library),
    name: 'Ready to personalize',
    title: str('Your library is taking shape', 'Twoja biblioteka nabiera kształtu'),
    paragraphs: paragraphs([
      'Based on your answers we have picked your first summaries. Two more questions and your plan is ready.',
      'Na podstawie Twoich odpowiedzi wybraliśmy pierwsze podsumowania. Jeszcze dwa pytania i Twój plan będzie gotowy.',
    ]),
    buttonText: continueButton(),
  }),
  page({
    key: 'community',
    name: 'Community',
    componentType: 'socialProof',
    title: str('Join readers who grow a little every day', 'Dołącz do czytelników, którzy codziennie robią mały krok naprzód'),
    paragraphs: paragraphs([
      'People from all over the world use Deeps to learn faster and act on what they read.',
      'Ludzie z całego świata korzystają z Deeps, by szybciej się uczyć i wcielać w życie to, co przeczytali.',
    ]),
    storeRatings: { _type: 'storeRatings', appStore: 4.7, playStore: 4.5 },
    buttonText: continueButton(),
  }),
  question({
    key: 'primaryGoal',
    ...illustrated(DEEPS_ILLUSTRATIONS.goals),
    name: 'Primary goal',
    section: GOALS,
    optionSet: primaryGoal,
    title: str('What is your main goal right now?', 'Jaki jest teraz Twój główny cel?'),
    paragraphs: paragraphs(['We will put the summaries for this goal first.', 'Podsumowania związane z tym celem pojawią się na początku.']),
  }),
  question({
    key: 'dailyTime',
    name: 'Daily time',
    section: GOALS,
    optionSet: dailyTime,
    title: str('How much time can you give your growth each day?', 'Ile czasu dziennie możesz poświęcić na swój rozwój?'),
  }),
]
