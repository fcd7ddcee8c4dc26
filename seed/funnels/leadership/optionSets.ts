/**
 * The leadership funnel's option sets (spec section 3). Option keys are the spec's, verbatim.
 * Set names carry a `leadership` prefix so they never collide with shared sets another funnel
 * adds to seed/optionSets.ts; `frequency` is the shared set and is imported from there.
 */
import type { OptionSetDocument } from '../../../schemas/optionSet/schema'
import { keyed, optionSetId, str } from '../../build'

type OptionInput = { key: string; label: ReturnType<typeof str>; emoji?: string }

function optionSet(name: string, options: OptionInput[]): OptionSetDocument {
  return {
    _id: optionSetId(name),
    _type: 'optionSet',
    name,
    options: keyed(
      options.map((o) => ({ _type: 'option' as const, ...o })),
      `${name}_`,
    ),
  }
}

/** Landing: gender choice ("growth/leadership flow offers gender choice"). */
export const leadershipGender = optionSet('leadershipGender', [
  { key: 'male', label: str('Male', 'Mężczyzna') },
  { key: 'female', label: str('Female', 'Kobieta') },
  { key: 'preferNotToSay', label: str('Prefer not to say', 'Wolę nie podawać') },
])

export const leadershipAge = optionSet('leadershipAge', [
  { key: 'under20', label: str('Under 20', 'Poniżej 20') },
  { key: '20-24', label: str('20–24', '20–24') },
  { key: '25-29', label: str('25–29', '25–29') },
  { key: '30-34', label: str('30–34', '30–34') },
  { key: '35-39', label: str('35–39', '35–39') },
  { key: '40-44', label: str('40–44', '40–44') },
  { key: '45-49', label: str('45–49', '45–49') },
  { key: '50plus', label: str('50+', '50+') },
])

/** The goal question is not specified further in the spec; these are the goals the copy promises. */
export const leadershipGoal = optionSet('leadershipGoal', [
  { key: 'leadBetter', label: str('Lead people better', 'Lepiej przewodzić ludziom') },
  { key: 'getPromoted', label: str('Move into a leadership role', 'Awansować na stanowisko kierownicze') },
  { key: 'buildStrongTeam', label: str('Build a stronger team', 'Zbudować silniejszy zespół') },
  { key: 'growPersonally', label: str('Grow personally and professionally', 'Rozwijać się osobiście i zawodowo') },
])

/** Agreement scale of the quick questions: one (strongly disagree) to five (strongly agree). */
export const leadershipScale = optionSet('leadershipScale', [
  { key: 'one', label: str('Strongly disagree', 'Zdecydowanie się nie zgadzam') },
  { key: 'two', label: str('Disagree', 'Nie zgadzam się') },
  { key: 'three', label: str('Neutral', 'Nie mam zdania') },
  { key: 'four', label: str('Agree', 'Zgadzam się') },
  { key: 'five', label: str('Strongly agree', 'Zdecydowanie się zgadzam') },
])

export const leadershipCurrentRole = optionSet('leadershipCurrentRole', [
  { key: 'notLeaderYet', label: str("I don't lead a team yet", 'Jeszcze nie kieruję zespołem') },
  { key: 'smallTeamLeader', label: str('I lead a small team (up to 10 people)', 'Kieruję małym zespołem (do 10 osób)') },
  { key: 'largeTeamLeader', label: str('I lead a large team (more than 10 people)', 'Kieruję dużym zespołem (ponad 10 osób)') },
  { key: 'execOrSeniorLeadershipPos', label: str('I hold an executive or senior leadership position', 'Zajmuję stanowisko kierownicze wyższego szczebla') },
])

export const leadershipChallengingArea = optionSet('leadershipChallengingArea', [
  { key: 'motivator', label: str('Motivating people', 'Motywowanie ludzi') },
  { key: 'conflictManager', label: str('Managing conflict', 'Rozwiązywanie konfliktów') },
  { key: 'delegator', label: str('Delegating tasks', 'Delegowanie zadań') },
  { key: 'innovationDriver', label: str('Driving innovation', 'Wprowadzanie innowacji') },
])

export const leadershipBusiness = optionSet('leadershipBusiness', [
  { key: 'veryBusy', label: str('Very busy', 'Bardzo intensywny') },
  { key: 'moderatlyBusy', label: str('Moderately busy', 'Umiarkowanie intensywny') },
  { key: 'notThatBusy', label: str('Not that busy', 'Raczej spokojny') },
])

/** Multi choice. */
export const leadershipImprove = optionSet('leadershipImprove', [
  { key: 'teamCommunication', label: str('Team communication', 'Komunikacja w zespole') },
  { key: 'teamMotivation', label: str('Team motivation', 'Motywowanie zespołu') },
  { key: 'taskDelegation', label: str('Task delegation', 'Delegowanie zadań') },
  { key: 'timeManagement', label: str('Time management', 'Zarządzanie czasem') },
  { key: 'teamBuilding', label: str('Team building', 'Budowanie zespołu') },
  { key: 'decisionMaking', label: str('Decision making', 'Podejmowanie decyzji') },
])

export const leadershipBookQuestion = optionSet('leadershipBookQuestion', [
  { key: 'yes', label: str('Yes', 'Tak') },
  { key: 'no', label: str('No', 'Nie') },
  { key: 'notSure', label: str('Not sure', 'Trudno powiedzieć') },
])

/** Multi choice. */
export const leadershipObstacle = optionSet('leadershipObstacle', [
  { key: 'riskAversion', label: str('Fear of taking risks', 'Obawa przed ryzykiem') },
  { key: 'decisionConfidence', label: str('Lack of confidence in my decisions', 'Brak pewności przy podejmowaniu decyzji') },
  { key: 'teamDynamics', label: str('Difficult team dynamics', 'Trudna dynamika w zespole') },
  { key: 'growthOpportunities', label: str('Few opportunities to grow', 'Mało możliwości rozwoju') },
  { key: 'workLifeBalance', label: str('Work-life balance', 'Równowaga między pracą a życiem prywatnym') },
  { key: 'other', label: str('Something else', 'Coś innego') },
])

/** Multi choice. */
export const leadershipAbilities = optionSet('leadershipAbilities', [
  { key: 'visionInspiration', label: str('Inspiring others with a vision', 'Inspirowanie innych wizją') },
  { key: 'drivingInnovation', label: str('Driving innovation', 'Wprowadzanie innowacji') },
  { key: 'teamTrust', label: str('Building trust in the team', 'Budowanie zaufania w zespole') },
  { key: 'problemSolving', label: str('Solving problems', 'Rozwiązywanie problemów') },
  { key: 'leaderEmpowerment', label: str('Growing new leaders', 'Wspieranie rozwoju nowych liderów') },
])

export const leadershipTimeOfDay = optionSet('leadershipTimeOfDay', [
  { key: 'morning', label: str('In the morning', 'Rano') },
  { key: 'afternoon', label: str('In the afternoon', 'Po południu') },
  { key: 'evening', label: str('In the evening', 'Wieczorem') },
])

/** Document 2: "Daily time choices: easy 5 min, common 10 min, serious 15+ min". */
export const leadershipDedication = optionSet('leadershipDedication', [
  { key: '5Mins', label: str('5 min a day: easy', '5 min dziennie: na spokojnie') },
  { key: '10Mins', label: str('10 min a day: common', '10 min dziennie: standardowo') },
  { key: 'more15Mins', label: str('15+ min a day: serious', '15+ min dziennie: na poważnie') },
])

/** The five-emoji motivation scale. */
export const leadershipMotivation = optionSet('leadershipMotivation', [
  { key: 'one', emoji: '😞', label: str('Not motivated', 'Brak motywacji') },
  { key: 'two', emoji: '😕', label: str('Slightly motivated', 'Niewielka motywacja') },
  { key: 'three', emoji: '😐', label: str('Somewhat motivated', 'Umiarkowana motywacja') },
  { key: 'four', emoji: '🙂', label: str('Motivated', 'Duża motywacja') },
  { key: 'five', emoji: '🤩', label: str('Very motivated', 'Ogromna motywacja') },
])

/** Every set this funnel adds (the shared `frequency` set is seeded with the shared sets). */
export const leadershipOptionSets = [
  leadershipGender,
  leadershipAge,
  leadershipGoal,
  leadershipScale,
  leadershipCurrentRole,
  leadershipChallengingArea,
  leadershipBusiness,
  leadershipImprove,
  leadershipBookQuestion,
  leadershipObstacle,
  leadershipAbilities,
  leadershipTimeOfDay,
  leadershipDedication,
  leadershipMotivation,
]
