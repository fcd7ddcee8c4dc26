/**
 * How the parenting style is found (event 'Calculated parenting style', with the style and its
 * score). The engine (web/src/funnel/scoreResult.ts) adds up the points below for the options
 * chosen; the style with the most points wins and a tie goes to the style listed first
 * (authoritative, permissive, authoritarian, neglectful, collaborative, nurturing). Only
 * answers to pages the visitor gets count.
 *
 * The scoring table (question page key: option -> points per style), and why:
 *
 * | question | option | points |
 * |---|---|---|
 * | parenting-style-1 (a hard moment) | guideCalmly | authoritative 3, nurturing 1 |
 * | | raiseVoice | authoritarian 3 |
 * | | withdraw | neglectful 3 |
 * | | itVaries | permissive 2, collaborative 1 |
 * | | notSure | neglectful 1, permissive 1 |
 * | parenting-style-2 (strict or relaxed) | strict | authoritarian 3 |
 * | | relaxed | permissive 3 |
 * | | inBetween | authoritative 2, collaborative 1 |
 * | values-teaching | honesty | authoritative 1 |
 * | | responsibility | authoritarian 1, authoritative 1 |
 * | | gratitude | nurturing 1 |
 * | | empathy | nurturing 2 |
 * | | independence | collaborative 2 |
 * | discipline-beliefs | teachingTool | authoritative 2, collaborative 1 |
 * | | punishment | authoritarian 3 |
 * | | challenge | permissive 2 |
 * | | lastResort | nurturing 2 |
 * | | confusing | neglectful 2, permissive 1 |
 * | screen-time | none | authoritarian 1 |
 * | | lessThan1h | authoritative 1 |
 * | | 1to2h | permissive 1 |
 * | | 3hPlus | permissive 1, neglectful 1 |
 * | | noIdea | neglectful 2 |
 * | equality-attitude | equal | collaborative 3 |
 * | | balance | authoritative 2 |
 * | | moreTopDown | authoritarian 2 |
 * | interest-focus-areas (multi) | closerRelationship | nurturing 1 |
 * | | empathy | nurturing 1 |
 * | | communication | collaborative 1 |
 *
 * Calm guidance with clear limits is authoritative; warmth with few limits permissive; control
 * with little explanation authoritarian; stepping back and not knowing neglectful; deciding
 * together collaborative; warmth and closeness first nurturing. The style and equality
 * questions weigh most because they ask about behaviour directly.
 */
import type { ResultScoring } from '../../../schemas/page/blocks/schema'
import { str, text } from '../../build'

export const STYLES = ['authoritative', 'permissive', 'authoritarian', 'neglectful', 'collaborative', 'nurturing'] as const
export type Style = (typeof STYLES)[number]

export const OPTION_POINTS: Record<string, Record<string, Partial<Record<Style, number>>>> = {
  'parenting-style-1': {
    guideCalmly: { authoritative: 3, nurturing: 1 },
    raiseVoice: { authoritarian: 3 },
    withdraw: { neglectful: 3 },
    itVaries: { permissive: 2, collaborative: 1 },
    notSure: { neglectful: 1, permissive: 1 },
  },
  'parenting-style-2': { strict: { authoritarian: 3 }, relaxed: { permissive: 3 }, inBetween: { authoritative: 2, collaborative: 1 } },
  'values-teaching': {
    honesty: { authoritative: 1 },
    responsibility: { authoritarian: 1, authoritative: 1 },
    gratitude: { nurturing: 1 },
    empathy: { nurturing: 2 },
    independence: { collaborative: 2 },
  },
  'discipline-beliefs': {
    teachingTool: { authoritative: 2, collaborative: 1 },
    punishment: { authoritarian: 3 },
    challenge: { permissive: 2 },
    lastResort: { nurturing: 2 },
    confusing: { neglectful: 2, permissive: 1 },
  },
  'screen-time': { none: { authoritarian: 1 }, lessThan1h: { authoritative: 1 }, '1to2h': { permissive: 1 }, '3hPlus': { permissive: 1, neglectful: 1 }, noIdea: { neglectful: 2 } },
  'equality-attitude': { equal: { collaborative: 3 }, balance: { authoritative: 2 }, moreTopDown: { authoritarian: 2 } },
  'interest-focus-areas': { closerRelationship: { nurturing: 1 }, empathy: { nurturing: 1 }, communication: { collaborative: 1 } },
}

const points = Object.entries(OPTION_POINTS).flatMap(([questionKey, options]) =>
  Object.entries(options).flatMap(([optionKey, styles]) =>
    Object.entries(styles).map(([outcomeKey, value]) => ({ _type: 'scoringPoints' as const, _key: `${questionKey}_${optionKey}_${outcomeKey}`.replace(/[^a-zA-Z0-9_]/g, '_'), questionKey, optionKey, outcomeKey, points: value! })),
  ),
)

const outcome = (key: Style, name: ReturnType<typeof str>, description: ReturnType<typeof text>) => ({ _type: 'outcome' as const, _key: key, key, name, description })

export const parentingScoring: ResultScoring = {
  _type: 'resultScoring',
  eventName: 'Calculated parenting style',
  outcomes: [
    outcome(
      'authoritative',
      str('Authoritative', 'Autorytatywny'),
      text(
        'You combine warmth with clear limits: your child knows what to expect and feels heard. Your plan helps you stay calm and consistent on the hardest days.',
        'Łączysz ciepło z jasnymi granicami: dziecko wie, czego się spodziewać, i czuje się wysłuchane. Twój plan pomoże Ci zachować spokój i konsekwencję także w najtrudniejsze dni.',
      ),
    ),
    outcome(
      'permissive',
      str('Permissive', 'Pobłażliwy'),
      text(
        'You are loving and flexible, and your child feels free to be themselves. Your plan helps you set a few clear limits without losing that closeness.',
        'Dajesz dziecku dużo miłości i swobody, a ono może być sobą. Twój plan pomoże Ci wprowadzić kilka jasnych granic bez utraty tej bliskości.',
      ),
    ),
    outcome(
      'authoritarian',
      str('Authoritarian', 'Autorytarny'),
      text(
        'You value order and high standards, and your home runs on clear rules. Your plan helps you explain the why behind them and keep your connection strong.',
        'Cenisz porządek i wysokie wymagania, a Twój dom opiera się na jasnych zasadach. Twój plan pomoże Ci tłumaczyć, skąd się biorą, i dbać o silną więź z dzieckiem.',
      ),
    ),
    outcome(
      'neglectful',
      str('Neglectful', 'Niezaangażowany'),
      text(
        'Life is demanding and you often have little energy left for the hard moments. That is common and it can change: your plan starts with small daily steps that bring you closer.',
        'Życie stawia wiele wymagań i często brakuje Ci sił na trudne chwile. Tak ma wielu rodziców i da się to zmienić: Twój plan zaczyna się od małych codziennych kroków, które Was do siebie zbliżą.',
      ),
    ),
    outcome(
      'collaborative',
      str('Collaborative', 'Partnerski'),
      text(
        'You involve your child in decisions and solve problems together. Your plan helps you stay the calm leader when a decision is yours to make.',
        'Włączasz dziecko w decyzje i razem rozwiązujecie problemy. Twój plan pomoże Ci pozostać spokojnym przewodnikiem, gdy decyzja należy do Ciebie.',
      ),
    ),
    outcome(
      'nurturing',
      str('Nurturing', 'Opiekuńczy'),
      text(
        'Closeness and empathy come first for you, and your child feels safe and loved. Your plan helps you add routines and boundaries that make that safety last.',
        'Bliskość i empatia są dla Ciebie najważniejsze, a dziecko czuje się bezpieczne i kochane. Twój plan pomoże Ci dodać rutyny i granice, dzięki którym to poczucie bezpieczeństwa będzie trwałe.',
      ),
    ),
  ],
  points,
}
