/**
 * The leadership funnel's illustrations (web/public/images/leadership): flat navy and amber
 * scenes of steps, teams and milestones, each on its own light card so it reads on the light
 * pages and on the dark stories alike.
 */
import { str } from '../../build'
import { illustrationsOf } from '../../kit/illustrations'
import { LEADERSHIP } from './page'

const illustration = illustrationsOf(LEADERSHIP)

export const LEADERSHIP_ILLUSTRATIONS = {
  landing: illustration(
    'landing',
    320,
    200,
    str('Illustration: a leader with a flag at the top of a staircase, two colleagues climbing the steps behind', 'Ilustracja: lider z flagą na szczycie schodów, za nim dwie osoby z zespołu wchodzą po stopniach'),
  ),
  assessment: illustration(
    'section-assessment',
    320,
    140,
    str('Illustration: a person pointing at a large compass', 'Ilustracja: osoba wskazuje na duży kompas'),
  ),
  analysis: illustration(
    'section-analysis',
    320,
    140,
    str('Illustration: a team chart with a leader above three team members', 'Ilustracja: schemat zespołu z liderem nad trzema osobami'),
  ),
  practice: illustration(
    'section-results',
    320,
    140,
    str('Illustration: a calendar with one day marked and a clock beside it', 'Ilustracja: kalendarz z zaznaczonym dniem i zegar obok'),
  ),
  paths: illustration(
    'story-paths',
    320,
    200,
    str('Illustration: three paths lead from one person to three different flags', 'Ilustracja: od jednej osoby prowadzą trzy ścieżki do trzech różnych flag'),
  ),
  team: illustration(
    'story-team',
    320,
    200,
    str('Illustration: a leader speaking to two team members, a speech bubble above', 'Ilustracja: lider rozmawia z dwiema osobami z zespołu, nad nim dymek rozmowy'),
  ),
  reading: illustration(
    'story-reading',
    320,
    200,
    str('Illustration: an open book with an arrow leading to a tick', 'Ilustracja: otwarta książka i strzałka prowadząca do znaku „zrobione”'),
  ),
  day: illustration(
    'story-day',
    320,
    200,
    str('Illustration: two colleagues talking over coffee at a table', 'Ilustracja: dwie osoby z zespołu rozmawiają przy stole nad kawą'),
  ),
  cheer: illustration(
    'story-cheer',
    320,
    200,
    str('Illustration: a person raising both arms in joy among stars and confetti', 'Ilustracja: osoba radośnie unosi obie ręce wśród gwiazdek i konfetti'),
  ),
  strengths: illustration(
    'story-strengths',
    320,
    200,
    str('Illustration: a pair of scales holding a strength on one side and a blind spot on the other', 'Ilustracja: waga z mocną stroną na jednej szali i słabym punktem na drugiej'),
  ),
  decide: illustration(
    'story-decide',
    320,
    200,
    str('Illustration: a signpost with two arrows pointing in opposite directions', 'Ilustracja: drogowskaz z dwiema strzałkami wskazującymi przeciwne kierunki'),
  ),
  growth: illustration(
    'story-growth',
    320,
    200,
    str('Illustration: a young plant in a pot with a star at its tip', 'Ilustracja: młoda roślina w doniczce z gwiazdą na czubku'),
  ),
  minutes: illustration(
    'story-minutes',
    320,
    200,
    str('Illustration: a stopwatch showing a few minutes next to bars that grow taller', 'Ilustracja: stoper odmierzający kilka minut obok coraz wyższych słupków'),
  ),
  plan: illustration(
    'plan',
    320,
    200,
    str('Illustration: a dotted path with milestones winding up to a flag', 'Ilustracja: kropkowana ścieżka z kamieniami milowymi wijąca się ku fladze'),
  ),
  result: illustration(
    'result',
    320,
    200,
    str('Illustration: a medal with a star and ribbons, confetti around it', 'Ilustracja: medal z gwiazdą i wstęgami, dookoła konfetti'),
  ),
  paywall: illustration(
    'paywall',
    320,
    160,
    str('Illustration: a person on a mountain peak beside a flag', 'Ilustracja: osoba na szczycie góry obok flagi'),
  ),
}
