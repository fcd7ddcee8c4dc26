/**
 * How the result page turns answers into a leadership style (event 'Calculated leadership
 * style'). The engine (web/src/funnel/scoreResult.ts) adds up points per style; the highest
 * total wins and a tie goes to the style listed first.
 *
 * The mapping, and why:
 * - Every quick question leans to one style. Agreement statements (parts 1 and 3, and
 *   quickQuestionEfficency) give that style the answer's number, 1 (strongly disagree) to
 *   5 (strongly agree). "How often" questions (part 2, recognition, controlling, misunderstood)
 *   give 5 for allTheTime down to 1 for never. Each style has three quick questions, except
 *   altruistic and affiliative with two, which the role, challenge and recognition questions
 *   make up for:
 *   - innovative: new ways of doing things (1_1), untested ideas (2_1), routine drains energy (3_4)
 *   - bureaucratic: rules and procedures (1_2), checking the process (2_2), data and precedent (3_2)
 *   - pacesetting: high standards (1_3), doing it yourself because it is faster (2_3),
 *     getting the most important things done (quickQuestionEfficency: pacesetters rate their
 *     own output high)
 *   - authoritative: setting the direction (1_4), explaining the bigger picture (2_4), quick
 *     tough calls (3_3)
 *   - altruistic: team's needs first (1_5), taking on extra work for the team (3_1)
 *   - affiliative: relationships as important as results (1_6), asking how people feel (2_5)
 *   - coaching: helping people use their strengths (1_7), growth feedback (2_6), asking rather
 *     than telling (3_5)
 *   - democratic: asking the team's opinion (1_8), deciding together (2_7), many voices (3_6)
 * - currentRole: without a team, people lead by serving and involving others (altruistic,
 *   democratic); small teams reward close relationships and coaching; large teams need process
 *   and pace (bureaucratic, pacesetting); senior leaders set vision and strategy
 *   (authoritative, innovative).
 * - challengingArea (what the visitor finds hardest shows where their style does not reach):
 *   motivating is hard for task-first pacesetters and process-first bureaucrats; conflict is
 *   hard for harmony-seeking affiliative and altruistic leaders; delegating is hard for
 *   pacesetters and authoritative leaders who keep control; driving innovation is hard for
 *   bureaucratic and consensus-seeking democratic leaders.
 * - recognition: praising out loud is the affiliative and coaching habit.
 * - controlling: the urge to control every task is bureaucratic (process) and pacesetting (pace).
 * - misunderstood: visionary leaders who think ahead of their team, innovative and
 *   authoritative, most often feel misunderstood.
 */
import type { ResultScoring } from '../../../schemas/page/blocks/schema'
import { str, text } from '../../build'

export const STYLES = ['innovative', 'bureaucratic', 'pacesetting', 'authoritative', 'altruistic', 'affiliative', 'coaching', 'democratic'] as const
export type Style = (typeof STYLES)[number]

/** Agreement statements: the answer's number (1-5) goes to the style. */
export const STATEMENT_STYLES: Record<string, Style> = {
  quickQuestion1_1: 'innovative',
  quickQuestion1_2: 'bureaucratic',
  quickQuestion1_3: 'pacesetting',
  quickQuestion1_4: 'authoritative',
  quickQuestion1_5: 'altruistic',
  quickQuestion1_6: 'affiliative',
  quickQuestion1_7: 'coaching',
  quickQuestion1_8: 'democratic',
  quickQuestion3_1: 'altruistic',
  quickQuestion3_2: 'bureaucratic',
  quickQuestion3_3: 'authoritative',
  quickQuestion3_4: 'innovative',
  quickQuestion3_5: 'coaching',
  quickQuestion3_6: 'democratic',
  quickQuestionEfficency: 'pacesetting',
}

/** "How often" questions: allTheTime 5 ... never 1, to each style listed. */
export const FREQUENCY_STYLES: Record<string, Style[]> = {
  quickQuestion2_1: ['innovative'],
  quickQuestion2_2: ['bureaucratic'],
  quickQuestion2_3: ['pacesetting'],
  quickQuestion2_4: ['authoritative'],
  quickQuestion2_5: ['affiliative'],
  quickQuestion2_6: ['coaching'],
  quickQuestion2_7: ['democratic'],
  recognition: ['affiliative', 'coaching'],
  controlling: ['bureaucratic', 'pacesetting'],
  misunderstood: ['innovative', 'authoritative'],
}

const FREQUENCY_STRENGTH = { allTheTime: 5, often: 4, sometimes: 3, rarely: 2, never: 1 } as const

/** Single-choice questions: fixed points per option. */
export const OPTION_POINTS: Record<string, Record<string, Partial<Record<Style, number>>>> = {
  currentRole: {
    notLeaderYet: { altruistic: 3, democratic: 2 },
    smallTeamLeader: { coaching: 3, affiliative: 2 },
    largeTeamLeader: { bureaucratic: 3, pacesetting: 2 },
    execOrSeniorLeadershipPos: { authoritative: 3, innovative: 2 },
  },
  challengingArea: {
    motivator: { pacesetting: 3, bureaucratic: 1 },
    conflictManager: { affiliative: 3, altruistic: 2 },
    delegator: { pacesetting: 2, authoritative: 2 },
    innovationDriver: { bureaucratic: 2, democratic: 2 },
  },
}

const points = [
  ...Object.entries(STATEMENT_STYLES).map(([questionKey, outcomeKey]) => ({ questionKey, outcomeKey, points: 1 })),
  ...Object.entries(FREQUENCY_STYLES).flatMap(([questionKey, styles]) =>
    styles.flatMap((outcomeKey) => Object.entries(FREQUENCY_STRENGTH).map(([optionKey, strength]) => ({ questionKey, optionKey, outcomeKey, points: strength }))),
  ),
  ...Object.entries(OPTION_POINTS).flatMap(([questionKey, options]) =>
    Object.entries(options).flatMap(([optionKey, styles]) => Object.entries(styles).map(([outcomeKey, value]) => ({ questionKey, optionKey, outcomeKey, points: value! }))),
  ),
].map((entry) => ({ _type: 'scoringPoints' as const, _key: [entry.questionKey, 'optionKey' in entry ? entry.optionKey : 'scale', entry.outcomeKey].join('_'), ...entry }))

const outcome = (key: Style, name: ReturnType<typeof str>, description: ReturnType<typeof text>) => ({ _type: 'outcome' as const, _key: key, key, name, description })

export const leadershipScoring: ResultScoring = {
  _type: 'resultScoring',
  eventName: 'Calculated leadership style',
  outcomes: [
    outcome(
      'innovative',
      str('Innovative', 'Innowacyjny'),
      text(
        'You spot opportunities others miss and encourage your team to try new things. Your plan helps you turn ideas into steady execution.',
        'Dostrzegasz szanse, których inni nie widzą, i zachęcasz zespół do próbowania nowych rzeczy. Twój plan pomoże Ci zamieniać pomysły w konsekwentne działanie.',
      ),
    ),
    outcome(
      'bureaucratic',
      str('Bureaucratic', 'Biurokratyczny'),
      text(
        'You bring order, clear rules and reliable processes, so your team always knows what is expected. Your plan adds flexibility, so structure supports people instead of slowing them down.',
        'Wprowadzasz porządek, jasne zasady i niezawodne procesy, więc zespół zawsze wie, czego się od niego oczekuje. Twój plan doda Ci elastyczności, aby struktura wspierała ludzi, zamiast ich spowalniać.',
      ),
    ),
    outcome(
      'pacesetting',
      str('Pacesetting', 'Nadający tempo'),
      text(
        "You lead by example and set the bar high. Things move fast when you are in charge. Your plan helps you delegate and keep your team's energy up for the long run.",
        'Dajesz przykład i wysoko stawiasz poprzeczkę. Gdy to Ty prowadzisz, sprawy szybko idą naprzód. Twój plan pomoże Ci delegować i dbać o energię zespołu na dłuższą metę.',
      ),
    ),
    outcome(
      'authoritative',
      str('Authoritative', 'Autorytatywny'),
      text(
        'You give people a clear vision and the confidence to follow it. In uncertain times your team looks to you. Your plan helps you bring others into the decisions you make.',
        'Dajesz ludziom jasną wizję i pewność, że warto za nią podążać. W niepewnych czasach zespół patrzy na Ciebie. Twój plan pomoże Ci włączać innych w podejmowane decyzje.',
      ),
    ),
    outcome(
      'altruistic',
      str('Altruistic', 'Altruistyczny'),
      text(
        'You put your people first and stand up for them when it matters, and your team trusts you deeply. Your plan helps you set boundaries and look after your own energy too.',
        'Stawiasz ludzi na pierwszym miejscu i stajesz w ich obronie, gdy to ważne, a zespół bardzo Ci ufa. Twój plan pomoże Ci wyznaczać granice i dbać także o własną energię.',
      ),
    ),
    outcome(
      'affiliative',
      str('Affiliative', 'Afiliacyjny'),
      text(
        'You build harmony and strong relationships, and people feel valued around you. Your plan helps you give direct feedback and handle conflict with confidence.',
        'Budujesz harmonię i silne relacje, a ludzie czują się przy Tobie docenieni. Twój plan pomoże Ci przekazywać bezpośrednią informację zwrotną i pewnie radzić sobie z konfliktami.',
      ),
    ),
    outcome(
      'coaching',
      str('Coaching', 'Coachingowy'),
      text(
        'You grow people: you ask good questions and see potential before others do. Your plan helps you balance long-term development with short-term results.',
        'Rozwijasz ludzi: zadajesz dobre pytania i dostrzegasz potencjał wcześniej niż inni. Twój plan pomoże Ci godzić długofalowy rozwój z bieżącymi wynikami.',
      ),
    ),
    outcome(
      'democratic',
      str('Democratic', 'Demokratyczny'),
      text(
        'You listen, involve your team in decisions and build a shared sense of ownership. Your plan helps you decide quickly when there is no time for consensus.',
        'Słuchasz, włączasz zespół w decyzje i budujesz poczucie współodpowiedzialności. Twój plan pomoże Ci szybko decydować, gdy nie ma czasu na konsensus.',
      ),
    ),
  ],
  points,
}
