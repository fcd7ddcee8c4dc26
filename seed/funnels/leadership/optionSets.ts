/**
 * The leadership funnel's own option sets (spec section 3), ids `optionSet.leadership.<name>`.
 * Option keys are the spec's, verbatim. Gender, age groups, the agreement scale and frequency
 * are the shared sets of seed/optionSets.ts.
 */
import { str } from '../../build'
import { optionSet as kitOptionSet, type OptionInput } from '../../kit/optionSet'

const optionSet = (name: string, options: OptionInput[]) => kitOptionSet('leadership', name, options)

/** The goal question is not specified further in the spec; these are the goals the copy promises. */
export const leadershipGoal = optionSet('goal', [
  { key: 'leadBetter', label: str('Lead people better', 'Lepiej przewodzić ludziom') },
  { key: 'getPromoted', label: str('Move into a leadership role', 'Awansować na stanowisko kierownicze') },
  { key: 'buildStrongTeam', label: str('Build a stronger team', 'Zbudować silniejszy zespół') },
  { key: 'growPersonally', label: str('Grow personally and professionally', 'Rozwijać się osobiście i zawodowo') },
])

export const leadershipCurrentRole = optionSet('currentRole', [
  { key: 'notLeaderYet', label: str("I don't lead a team yet", 'Jeszcze nie kieruję zespołem') },
  { key: 'smallTeamLeader', label: str('I lead a small team (up to 10 people)', 'Kieruję małym zespołem (do 10 osób)') },
  { key: 'largeTeamLeader', label: str('I lead a large team (more than 10 people)', 'Kieruję dużym zespołem (ponad 10 osób)') },
  { key: 'execOrSeniorLeadershipPos', label: str('I hold an executive or senior leadership position', 'Zajmuję stanowisko kierownicze wyższego szczebla') },
])

export const leadershipChallengingArea = optionSet('challengingArea', [
  { key: 'motivator', label: str('Motivating people', 'Motywowanie ludzi') },
  { key: 'conflictManager', label: str('Managing conflict', 'Rozwiązywanie konfliktów') },
  { key: 'delegator', label: str('Delegating tasks', 'Delegowanie zadań') },
  { key: 'innovationDriver', label: str('Driving innovation', 'Wprowadzanie innowacji') },
])

export const leadershipBusiness = optionSet('business', [
  { key: 'veryBusy', label: str('Very busy', 'Bardzo intensywny') },
  { key: 'moderatlyBusy', label: str('Moderately busy', 'Umiarkowanie intensywny') },
  { key: 'notThatBusy', label: str('Not that busy', 'Raczej spokojny') },
])

/** Multi choice. */
export const leadershipImprove = optionSet('improve', [
  { key: 'teamCommunication', label: str('Team communication', 'Komunikacja w zespole') },
  { key: 'teamMotivation', label: str('Team motivation', 'Motywowanie zespołu') },
  { key: 'taskDelegation', label: str('Task delegation', 'Delegowanie zadań') },
  { key: 'timeManagement', label: str('Time management', 'Zarządzanie czasem') },
  { key: 'teamBuilding', label: str('Team building', 'Budowanie zespołu') },
  { key: 'decisionMaking', label: str('Decision making', 'Podejmowanie decyzji') },
])

export const leadershipBookQuestion = optionSet('bookQuestion', [
  { key: 'yes', label: str('Yes', 'Tak') },
  { key: 'no', label: str('No', 'Nie') },
  { key: 'notSure', label: str('Not sure', 'Trudno powiedzieć') },
])

/** Multi choice. */
export const leadershipObstacle = optionSet('obstacle', [
  { key: 'riskAversion', label: str('Fear of taking risks', 'Obawa przed ryzykiem') },
  { key: 'decisionConfidence', label: str('Lack of confidence in my decisions', 'Brak pewności przy podejmowaniu decyzji') },
  { key: 'teamDynamics', label: str('Difficult team dynamics', 'Trudna dynamika w zespole') },
  { key: 'growthOpportunities', label: str('Few opportunities to grow', 'Mało możliwości rozwoju') },
  { key: 'workLifeBalance', label: str('Work-life balance', 'Równowaga między pracą a życiem prywatnym') },
  { key: 'other', label: str('Something else', 'Coś innego') },
])

/** Multi choice. */
export const leadershipAbilities = optionSet('abilities', [
  { key: 'visionInspiration', label: str('Inspiring others with a vision', 'Inspirowanie innych wizją') },
  { key: 'drivingInnovation', label: str('Driving innovation', 'Wprowadzanie innowacji') },
  { key: 'teamTrust', label: str('Building trust in the team', 'Budowanie zaufania w zespole') },
  { key: 'problemSolving', label: str('Solving problems', 'Rozwiązywanie problemów') },
  { key: 'leaderEmpowerment', label: str('Growing new leaders', 'Wspieranie rozwoju nowych liderów') },
])

export const leadershipTimeOfDay = optionSet('timeOfDay', [
  { key: 'morning', label: str('In the morning', 'Rano') },
  { key: 'afternoon', label: str('In the afternoon', 'Po południu') },
  { key: 'evening', label: str('In the evening', 'Wieczorem') },
])

/** Document 2: "Daily time choices: easy 5 min, common 10 min, serious 15+ min". */
export const leadershipDedication = optionSet('dedication', [
  { key: '5Mins', label: str('5 min a day: easy', '5 min dziennie: na spokojnie') },
  { key: '10Mins', label: str('10 min a day: common', '10 min dziennie: standardowo') },
  { key: 'more15Mins', label: str('15+ min a day: serious', '15+ min dziennie: na poważnie') },
])

/** The spec's "five-emoji motivation scale", drawn as five faces from the icon set (frown to laugh). */
export const leadershipMotivation = optionSet('motivation', [
  { key: 'one', icon: 'frown', label: str('Not motivated', 'Brak motywacji') },
  { key: 'two', icon: 'annoyed', label: str('Slightly motivated', 'Niewielka motywacja') },
  { key: 'three', icon: 'meh', label: str('Somewhat motivated', 'Umiarkowana motywacja') },
  { key: 'four', icon: 'smile', label: str('Motivated', 'Duża motywacja') },
  { key: 'five', icon: 'laugh', label: str('Very motivated', 'Ogromna motywacja') },
])

/** Every set this funnel adds (the shared sets are seeded once, with seed/optionSets.ts). */
export const leadershipOptionSets = [
  leadershipGoal,
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
