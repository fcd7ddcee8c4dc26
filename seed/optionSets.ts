/** Option sets shared by several funnels (spec section 3), ids `optionSet.shared.<name>`. */
import { str } from './build'
import { SHARED } from './kit/ids'
import { optionSet as kitOptionSet, type OptionInput } from './kit/optionSet'

const optionSet = (name: string, options: OptionInput[]) => kitOptionSet(SHARED, name, options)

export const frequency = optionSet('frequency', [
  { key: 'allTheTime', label: str('All the time', 'Cały czas') },
  { key: 'often', label: str('Often', 'Często') },
  { key: 'sometimes', label: str('Sometimes', 'Czasami') },
  { key: 'rarely', label: str('Rarely', 'Rzadko') },
  { key: 'never', label: str('Never', 'Nigdy') },
])

/** A 1-5 agreement scale; each page names its ends with its own scale labels. */
export const scale = optionSet('scale', [
  { key: 'one', label: str('1', '1') },
  { key: 'two', label: str('2', '2') },
  { key: 'three', label: str('3', '3') },
  { key: 'four', label: str('4', '4') },
  { key: 'five', label: str('5', '5') },
])

// The spec names the age groups but not their keys; keys follow the groups' own wording.
export const ageGroups = optionSet('ageGroups', [
  { key: 'under20', label: str('Under 20', 'Poniżej 20') },
  { key: '20-24', label: str('20–24', '20–24') },
  { key: '25-29', label: str('25–29', '25–29') },
  { key: '30-34', label: str('30–34', '30–34') },
  { key: '35-39', label: str('35–39', '35–39') },
  { key: '40-44', label: str('40–44', '40–44') },
  { key: '45-49', label: str('45–49', '45–49') },
  { key: '50+', label: str('50+', '50+') },
])

export const gender = optionSet('gender', [
  { key: 'male', label: str('Male', 'Mężczyzna') },
  { key: 'female', label: str('Female', 'Kobieta') },
  { key: 'preferNotToSay', label: str('Prefer not to say', 'Wolę nie podawać') },
])

export const challengingArea = optionSet('challengingArea', [
  { key: 'motivator', label: str('Keeping people motivated', 'Utrzymywanie motywacji zespołu'), icon: 'flame' },
  { key: 'conflictManager', label: str('Handling conflict', 'Rozwiązywanie konfliktów'), icon: 'handshake' },
  { key: 'delegator', label: str('Handing over tasks', 'Przekazywanie zadań innym'), icon: 'clipboard-list' },
  { key: 'innovationDriver', label: str('Bringing in new ideas', 'Wprowadzanie nowych pomysłów'), icon: 'lightbulb' },
])

/** Multi choice (spec 3: improve). */
export const improve = optionSet('improve', [
  { key: 'teamCommunication', label: str('Team communication', 'Komunikacja w zespole'), icon: 'message-circle' },
  { key: 'teamMotivation', label: str('Team motivation', 'Motywowanie zespołu'), icon: 'rocket' },
  { key: 'taskDelegation', label: str('Task delegation', 'Delegowanie zadań'), icon: 'clipboard-list' },
  { key: 'timeManagement', label: str('Time management', 'Zarządzanie czasem'), icon: 'timer' },
  { key: 'teamBuilding', label: str('Team building', 'Budowanie zespołu'), icon: 'users' },
  { key: 'decisionMaking', label: str('Decision making', 'Podejmowanie decyzji'), icon: 'target' },
])

export const sharedOptionSets = [frequency, scale, ageGroups, gender, challengingArea, improve]
