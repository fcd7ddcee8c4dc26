/**
 * The quick questions of the assessment (spec 2.7: quickQuestion1_1-1_8, 2_1-2_7, 3_1-3_6).
 * Parts 1 and 3 are statements rated on the one..five agreement scale; part 2 asks how often
 * something happens (the shared frequency set). Which style each one leans to is in scoring.ts.
 */
import type { LocaleString } from '../../../schemas/localized/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { reference, str, text } from '../../build'
import { frequency, scale } from '../../optionSets'
import { leadershipPage, paragraphs, SECTION, withProgress } from './page'
import { illustrated } from '../../kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from './illustrations'

export const agreementLabels = {
  _type: 'scaleLabels' as const,
  low: str('Strongly disagree', 'Zdecydowanie się nie zgadzam'),
  high: str('Strongly agree', 'Zdecydowanie się zgadzam'),
}

const agreeHint = paragraphs(text('How much do you agree with this statement?', 'W jakim stopniu zgadzasz się z tym stwierdzeniem?'))
const oftenHint = paragraphs(text('Think of a typical month at work.', 'Pomyśl o typowym miesiącu w pracy.'))

/** A statement rated one..five; the first of a part may open it with an illustration. */
export const statement = (key: string, title: LocaleString, image?: ReturnType<typeof illustrated>): PageDocument =>
  leadershipPage({
    key,
    name: `Quick question ${key.replace('quickQuestion', '')}`,
    componentType: 'scaleQuestion',
    ...withProgress(SECTION.assessment),
    optionSet: reference(scale._id),
    scaleLabels: agreementLabels,
    title,
    paragraphs: agreeHint,
    ...image,
  })

/** A "how often" question on the shared frequency set (allTheTime .. never). */
export const howOften = (key: string, title: LocaleString, section: (typeof SECTION)[keyof typeof SECTION] = SECTION.assessment, name = `Quick question ${key.replace('quickQuestion', '')}`): PageDocument =>
  leadershipPage({
    key,
    name,
    componentType: 'radioQuestion',
    ...withProgress(section),
    optionSet: reference(frequency._id),
    title,
    paragraphs: oftenHint,
  })

export const quickQuestions1: PageDocument[] = [
  statement(
    'quickQuestion1_1',
    str('I often come up with new ways of doing things at work.', 'Często wymyślam nowe sposoby wykonywania zadań w pracy.'),
    illustrated(LEADERSHIP_ILLUSTRATIONS.assessment),
  ),
  statement('quickQuestion1_2', str('Clear rules and procedures help a team perform at its best.', 'Jasne zasady i procedury pomagają zespołowi osiągać najlepsze wyniki.')),
  statement('quickQuestion1_3', str('I set high standards and expect others to keep up with them.', 'Stawiam wysokie wymagania i oczekuję, że inni im sprostają.')),
  statement('quickQuestion1_4', str('When my team is unsure, I am the one who sets the direction.', 'Gdy mój zespół nie wie, co dalej, to ja wyznaczam kierunek.')),
  statement('quickQuestion1_5', str("I put my team's needs ahead of my own.", 'Stawiam potrzeby zespołu ponad własnymi.')),
  statement('quickQuestion1_6', str('Good relationships in the team matter to me as much as results.', 'Dobre relacje w zespole są dla mnie tak samo ważne jak wyniki.')),
  statement('quickQuestion1_7', str('I enjoy helping people discover and use their strengths.', 'Lubię pomagać innym odkrywać i wykorzystywać ich mocne strony.')),
  statement('quickQuestion1_8', str("I ask for my team's opinion before making important decisions.", 'Zanim podejmę ważną decyzję, pytam zespół o zdanie.')),
]

export const quickQuestions2: PageDocument[] = [
  howOften(
    'quickQuestion2_1',
    str('How often do you encourage your team to try an idea nobody has tested yet?', 'Jak często zachęcasz zespół do wypróbowania pomysłu, którego nikt jeszcze nie testował?'),
  ),
  howOften('quickQuestion2_2', str('How often do you check that work follows the agreed process?', 'Jak często sprawdzasz, czy praca przebiega zgodnie z ustalonym procesem?')),
  howOften(
    'quickQuestion2_3',
    str('How often do you take over a task because doing it yourself is faster?', 'Jak często przejmujesz zadanie, bo samodzielnie zrobisz je szybciej?'),
  ),
  howOften('quickQuestion2_4', str('How often do you explain the bigger picture behind a task?', 'Jak często wyjaśniasz szerszy cel, któremu służy dane zadanie?')),
  howOften(
    'quickQuestion2_5',
    str('How often do you ask people how they feel, not just what they have delivered?', 'Jak często pytasz ludzi, jak się czują, a nie tylko o to, co już zrobili?'),
  ),
  howOften(
    'quickQuestion2_6',
    str("How often do you give feedback aimed at someone's long-term growth?", 'Jak często przekazujesz informację zwrotną, która ma wspierać czyjś długofalowy rozwój?'),
  ),
  howOften(
    'quickQuestion2_7',
    str('How often do you let the team decide together how to approach a problem?', 'Jak często pozwalasz zespołowi wspólnie zdecydować, jak podejść do problemu?'),
  ),
]

export const quickQuestions3: PageDocument[] = [
  statement('quickQuestion3_1', str('I readily take on extra work so that my team does not have to.', 'Chętnie biorę na siebie dodatkową pracę, aby odciążyć zespół.')),
  statement(
    'quickQuestion3_2',
    str('I feel more comfortable when decisions are backed by data and precedent.', 'Czuję się pewniej, gdy decyzje opierają się na danych i sprawdzonych rozwiązaniach.'),
  ),
  statement('quickQuestion3_3', str('I can make a tough call quickly, even without full agreement.', 'Potrafię szybko podjąć trudną decyzję, nawet bez pełnej zgody wszystkich.')),
  statement('quickQuestion3_4', str('Routine work quickly drains my energy.', 'Rutynowa praca szybko odbiera mi energię.')),
  statement('quickQuestion3_5', str('I would rather ask a good question than give someone the answer.', 'Wolę zadać dobre pytanie, niż podać komuś gotową odpowiedź.')),
  statement('quickQuestion3_6', str('The best decisions come from many voices, not from one person.', 'Najlepsze decyzje powstają z wielu głosów, a nie z jednego.')),
]
