/**
 * The deeps funnel's illustrations (web/public/images/deeps): flat indigo and coral scenes of
 * reading, focus and steady habits, each on its own light card so it reads on the light pages
 * and on the dark stories alike.
 */
import { str } from '../../build'
import { illustrationsOf } from '../../kit/illustrations'
import { DEEPS } from './page'

const illustration = illustrationsOf(DEEPS)

export const DEEPS_ILLUSTRATIONS = {
  landing: illustration(
    'landing',
    320,
    200,
    str('Illustration: a person reading an open book under the warm light of a lamp', 'Ilustracja: osoba czyta otwartą książkę w ciepłym świetle lampy'),
  ),
  profile: illustration(
    'section-profile',
    320,
    140,
    str('Illustration: a magnifying glass over simple shapes', 'Ilustracja: lupa nad prostymi kształtami'),
  ),
  habits: illustration(
    'section-habits',
    320,
    140,
    str('Illustration: a week of days ticked off one after another, the next one still open', 'Ilustracja: kolejne odhaczone dni tygodnia, następny jeszcze przed Tobą'),
  ),
  interests: illustration(
    'section-interests',
    320,
    140,
    str('Illustration: a stack of books next to a pair of headphones', 'Ilustracja: stos książek obok słuchawek'),
  ),
  goals: illustration(
    'section-goals',
    320,
    140,
    str('Illustration: an arrow in the centre of a target', 'Ilustracja: strzała w samym środku tarczy'),
  ),
  thinking: illustration(
    'story-thinking',
    320,
    200,
    str('Illustration: a head in profile with a glowing light bulb inside', 'Ilustracja: głowa z profilu, a w niej świecąca żarówka'),
  ),
  thanks: illustration(
    'story-thanks',
    320,
    200,
    str('Illustration: a heart in a speech bubble', 'Ilustracja: serce w dymku rozmowy'),
  ),
  balance: illustration(
    'story-balance',
    320,
    200,
    str('Illustration: a person sitting cross-legged, calm, in a circle of light', 'Ilustracja: osoba siedzi spokojnie ze skrzyżowanymi nogami w kręgu światła'),
  ),
  library: illustration(
    'story-library',
    320,
    200,
    str('Illustration: a bookshelf filling up with books, a star among them', 'Ilustracja: regał zapełniający się książkami, a wśród nich gwiazda'),
  ),
  plan: illustration(
    'plan',
    320,
    140,
    str('Illustration: a clipboard with a plan, two steps ticked off and the next one waiting, a star beside it', 'Ilustracja: podkładka z planem, dwa kroki odhaczone, kolejny czeka, obok gwiazda'),
  ),
  paywall: illustration(
    'paywall',
    320,
    160,
    str('Illustration: an open book and a phone with a summary on its screen', 'Ilustracja: otwarta książka i telefon z podsumowaniem na ekranie'),
  ),
}
