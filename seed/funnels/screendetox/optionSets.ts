/**
 * The screen-detox option sets (spec section 3), with the spec's option keys. The answer type
 * of each question (radio, multi, scale) is the template of its page: radioQuestion,
 * checkboxQuestion or scaleQuestion. The experimental funnel answers from the same sets.
 */
import type { IconName } from '../../../schemas/shared/iconNames'
import { str } from '../../build'
import { optionSet, type OptionInput } from '../../kit/optionSet'

export const SCREENDETOX = 'screendetox'

const o = (key: string, en: string, pl: string, icon?: IconName): OptionInput => ({ key, label: str(en, pl), ...(icon ? { icon } : {}) })
const set = (name: string, options: OptionInput[]) => optionSet(SCREENDETOX, name, options)

export const parentRole = set('parentRole', [
  o('mother', 'Mother', 'Mama', 'user-round'),
  o('father', 'Father', 'Tata', 'user'),
  o('grandparent', 'Grandparent', 'Babcia lub dziadek', 'armchair'),
  o('other', 'Other caregiver', 'Inny opiekun', 'hand-helping'),
])

/** The keys are the spec's; the labels are the copy's age bands (1-2, 3-4, 5-6, 6+ years). */
export const childrenAges = set('childrenAges', [
  o('1year', '1-2 years', '1–2 lata'),
  o('2years', '3-4 years', '3–4 lata'),
  o('3years', '5-6 years', '5–6 lat'),
  o('4years', 'Over 6 years', 'Powyżej 6 lat'),
])

export const deviceUsage = set('deviceUsage', [
  o('tv', 'TV', 'Telewizor', 'tv'),
  o('tablet', 'Tablet', 'Tablet', 'tablet'),
  o('smartphone', 'Smartphone', 'Smartfon', 'smartphone'),
  o('computer', 'Computer', 'Komputer', 'laptop'),
  o('console', 'Games console', 'Konsola do gier', 'gamepad-2'),
  o('other', 'Something else', 'Coś innego', 'plus'),
])

export const strugglingAreas = set('strugglingAreas', [
  o('tantrums', 'Tantrums when the screen goes off', 'Napady złości po wyłączeniu ekranu', 'angry'),
  o('tooMuchScreen', 'Too much time in front of screens', 'Za dużo czasu przed ekranem', 'timer'),
  o('noIndependentPlay', "Doesn't play on their own", 'Nie bawi się samodzielnie', 'toy-brick'),
  o('bedtimeBattles', 'Bedtime battles', 'Walka o zasypianie', 'moon'),
  o('mealStruggles', 'Meals only with a screen', 'Posiłki tylko przy ekranie', 'utensils'),
  o('behaviorIssues', 'Difficult behavior', 'Trudne zachowania', 'zap'),
  o('development', 'Worries about development (speech, focus)', 'Obawy o rozwój (mowa, koncentracja)', 'sprout'),
])

/** The copy also has "it varies"; the spec's set does not, so it is left out. */
export const screenTimeBaseline = set('screenTimeBaseline', [
  o('under30min', 'Under 30 minutes', 'Mniej niż 30 minut'),
  o('30min1hour', '30 minutes to 1 hour', 'Od 30 minut do godziny'),
  o('1to2hours', '1-2 hours', '1–2 godziny'),
  o('2to3hours', '2-3 hours', '2–3 godziny'),
  o('3plusHours', 'More than 3 hours', 'Ponad 3 godziny'),
])

export const parentingChallenges = set('parentingChallenges', [
  o('overwhelmed', 'Overwhelm', 'Przytłoczenie', 'tornado'),
  o('guilty', 'Guilt', 'Poczucie winy', 'frown'),
  o('frustrated', 'Frustration', 'Frustracja', 'angry'),
  o('exhausted', 'Exhaustion', 'Wyczerpanie', 'battery-low'),
  o('powerless', 'Powerlessness', 'Bezsilność', 'meh'),
  o('isolated', 'Loneliness', 'Samotność', 'user'),
])

export const childBehavior = set('childBehavior', [
  o('aggressive', 'Gets aggressive', 'Robi się agresywne', 'angry'),
  o('withdrawn', 'Withdraws', 'Wycofuje się', 'eye-off'),
  o('hyperactive', 'Becomes hyperactive', 'Jest nadmiernie pobudzone', 'zap'),
  o('tantrumsWhenStopped', 'Melts down when the screen stops', 'Wpada w złość, gdy ekran się wyłącza', 'frown'),
  o('cantFocus', "Can't focus on other things", 'Nie potrafi skupić się na niczym innym', 'target'),
  o('demandingScreens', 'Keeps asking for screens', 'Ciągle domaga się ekranu', 'smartphone'),
])

export const parentingResponse = set('parentingResponse', [
  o('giveIn', 'I give in to keep the peace', 'Ustępuję, żeby był spokój', 'flag'),
  o('fightConstantly', 'We argue about it constantly', 'Ciągle się o to kłócimy', 'swords'),
  o('feelGuilty', 'I feel guilty whatever I do', 'Cokolwiek zrobię, mam poczucie winy', 'frown'),
  o('avoidSituation', 'I avoid the situation', 'Unikam tej sytuacji', 'eye-off'),
  o('askForHelp', 'I look for help and advice', 'Szukam pomocy i porad', 'handshake'),
])

export const expectations = set('expectations', [
  o('significantImprovement', 'A big, lasting improvement', 'Dużej, trwałej poprawy', 'rocket'),
  o('someProgress', 'Some progress, step by step', 'Choć trochę postępu, krok po kroku', 'trending-up'),
  o('hopeForChange', 'I hope something will change', 'Mam nadzieję, że coś się zmieni', 'sun'),
  o('notSureItsPossible', "I'm not sure it's possible", 'Nie wiem, czy to w ogóle możliwe', 'meh'),
])

export const motivation = set('motivation', [
  o('childWellbeing', "My child's wellbeing", 'Dobro mojego dziecka', 'heart'),
  o('familyHarmony', 'More calm at home', 'Więcej spokoju w domu', 'house'),
  o('parentalStress', 'Less stress for me', 'Mniej stresu dla mnie', 'leaf'),
  o('development', "My child's development", 'Rozwój mojego dziecka', 'sprout'),
  o('allOfAbove', 'All of the above', 'Wszystkie powyższe', 'sparkles'),
])

export const confidenceLevel = set('confidenceLevel', [
  o('veryConfident', 'Very confident', 'Bardzo pewnie', 'biceps-flexed'),
  o('somewhatConfident', 'Fairly confident', 'Raczej pewnie', 'smile'),
  o('notVeryConfident', 'Not very confident', 'Niezbyt pewnie', 'annoyed'),
  o('lackConfidence', 'I lack confidence', 'Brakuje mi pewności', 'frown'),
])

/** impactFrequency and emotionalImpact answer on the shared 1-5 scale. */
export const screendetoxOptionSets = [
  parentRole,
  childrenAges,
  deviceUsage,
  strugglingAreas,
  screenTimeBaseline,
  parentingChallenges,
  childBehavior,
  parentingResponse,
  expectations,
  motivation,
  confidenceLevel,
]
