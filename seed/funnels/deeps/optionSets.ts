/**
 * The deeps funnel's own option sets (spec 2.8), ids `optionSet.deeps.<name>`. Option keys are
 * the spec's where it names them; the frequency set and the 1-5 scale are the shared ones from
 * seed/optionSets.ts.
 */
import type { OptionSetDocument } from '../../../schemas/optionSet/schema'
import { str } from '../../build'
import { optionSet, type OptionInput } from '../../kit/optionSet'
import { DEEPS } from './page'

const deepsOptionSet = (name: string, options: OptionInput[]) => optionSet(DEEPS, name, options)

export const age = deepsOptionSet('age', [
  { key: '18-24', label: str('18–24', '18–24') },
  { key: '25-34', label: str('25–34', '25–34') },
  { key: '35-44', label: str('35–44', '35–44') },
  { key: '45-54', label: str('45–54', '45–54') },
  { key: '55+', label: str('55+', '55+') },
])

export const profileBigPicture = deepsOptionSet('profileBigPicture', [
  { key: 'visionaryThinker', label: str('I see the big picture first', 'Najpierw widzę szerszy obraz'), icon: 'lightbulb' },
  { key: 'detailFocused', label: str('I notice the details first', 'Najpierw dostrzegam szczegóły'), icon: 'search' },
])

export const identity = deepsOptionSet('identity', [
  { key: 'leader', label: str('I lead the way', 'Wyznaczam kierunek'), icon: 'compass' },
  { key: 'team', label: str('I am a strong team player', 'Jestem mocnym ogniwem zespołu'), icon: 'handshake' },
  { key: 'mix', label: str('A bit of both', 'Po trochu jedno i drugie'), icon: 'scale' },
])

export const decisionSpeed = deepsOptionSet('decisionSpeed', [
  { key: 'fast', label: str('Quickly, I trust my gut', 'Szybko, ufam intuicji'), icon: 'zap' },
  { key: 'balanced', label: str('After a short think', 'Po krótkim namyśle'), icon: 'timer' },
  { key: 'slow', label: str('Slowly, I weigh every option', 'Powoli, ważę każdą opcję'), icon: 'turtle' },
])

export const personality = deepsOptionSet('personality', [
  { key: 'introvert', label: str('More of an introvert', 'Bliżej mi do introwersji'), icon: 'book-open' },
  { key: 'extrovert', label: str('More of an extrovert', 'Bliżej mi do ekstrawersji'), icon: 'users' },
  { key: 'both', label: str('Somewhere in between', 'Coś pomiędzy'), icon: 'scale' },
])

export const workout = deepsOptionSet('workout', [
  { key: 'severalTimesWeek', label: str('Several times a week', 'Kilka razy w tygodniu') },
  { key: 'onceWeek', label: str('About once a week', 'Mniej więcej raz w tygodniu') },
  { key: 'rarely', label: str('Rarely', 'Rzadko') },
  { key: 'never', label: str('Not at the moment', 'Obecnie wcale') },
])

export const push = deepsOptionSet('push', [
  { key: 'ownGoals', label: str('My own goals', 'Moje własne cele'), icon: 'target' },
  { key: 'deadlines', label: str('Deadlines', 'Terminy'), icon: 'timer' },
  { key: 'otherPeople', label: str('People who count on me', 'Ludzie, którzy na mnie liczą'), icon: 'users' },
  { key: 'curiosity', label: str('Curiosity', 'Ciekawość'), icon: 'lightbulb' },
])

export const bodyMind = deepsOptionSet('bodyMind', [
  { key: 'mind', label: str('In my head: racing thoughts', 'W głowie: gonitwa myśli'), icon: 'brain' },
  { key: 'body', label: str('In my body: tension or tiredness', 'W ciele: napięcie lub zmęczenie'), icon: 'battery-low' },
  { key: 'both', label: str('Both at once', 'W obu naraz'), icon: 'tornado' },
  { key: 'rarely', label: str('I rarely feel stressed', 'Rzadko czuję stres'), icon: 'leaf' },
])

export const yesNo = deepsOptionSet('yesNo', [
  { key: 'yes', label: str('Yes', 'Tak'), icon: 'thumbs-up' },
  { key: 'no', label: str('No', 'Nie'), icon: 'thumbs-down' },
])

export const primaryGoal = deepsOptionSet('primaryGoal', [
  { key: 'career', label: str('Grow in my career', 'Rozwój kariery'), icon: 'trending-up' },
  { key: 'business', label: str('Build or grow a business', 'Budowa lub rozwój firmy'), icon: 'briefcase' },
  { key: 'relationship', label: str('Better relationships', 'Lepsze relacje'), icon: 'heart' },
  { key: 'parenthood', label: str('Be a better parent', 'Lepsze rodzicielstwo'), icon: 'users' },
  { key: 'transition', label: str('Get through a life change', 'Przejście przez życiową zmianę'), icon: 'refresh-cw' },
  { key: 'mentalHealth', label: str('Calmer mind, better mental health', 'Spokojniejszy umysł i zdrowie psychiczne'), icon: 'brain' },
])

/** Spec document 2: daily time choices easy 5 min, common 10 min, serious 15+ min. */
export const dailyTime = deepsOptionSet('dailyTime', [
  { key: 'five', label: str('Easy: 5 min a day', 'Na luzie: 5 min dziennie'), icon: 'smile' },
  { key: 'ten', label: str('Common: 10 min a day', 'Standardowo: 10 min dziennie'), icon: 'book-open' },
  { key: 'fifteen', label: str('Serious: 15+ min a day', 'Na poważnie: 15+ min dziennie'), icon: 'rocket' },
])

export const deepsOptionSets: OptionSetDocument[] = [
  age,
  profileBigPicture,
  identity,
  decisionSpeed,
  personality,
  workout,
  push,
  bodyMind,
  yesNo,
  primaryGoal,
  dailyTime,
]
