/** Offer pages: calculation, social proof, reviews, end pages, paywall, obstacle and tweet interstitials. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { PageDocument } from '../../../schemas/page/schema'
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import { keyed, str, text } from '../../build'
import { endPages } from './offerEndPages'
import { paywallPage } from './offerPaywall'
import { testimonialPage, tweetPage } from './offerReviews'
import { demoPage as page, demoStory as story } from './page'

const item = (title: LocaleString, body?: LocaleText, icon?: IconName) => ({
  _type: 'pageItem' as const,
  title,
  ...(body && { text: body }),
  ...(icon && { icon }),
})

const calculation = page({
  key: 'calculation',
  name: 'Calculation',
  path: 'calculation',
  componentType: 'calculation',
  section: 'results',
  hasProgress: true,
  title: str('Creating your personal plan', 'Tworzymy Twój osobisty plan'),
  paragraphs: keyed([text('This takes only a few seconds.', 'To potrwa tylko kilka sekund.')]),
  items: keyed([
    item(str('Analyzing your answers', 'Analizujemy Twoje odpowiedzi')),
    item(str('Matching summaries to your goals', 'Dopasowujemy podsumowania do Twoich celów')),
    item(str('Picking your daily actions', 'Wybieramy Twoje codzienne działania')),
    item(str('Putting your plan together', 'Składamy Twój plan w całość')),
  ]),
  confirm: {
    _type: 'confirm',
    question: str('Do you believe you learn best through action?', 'Czy wierzysz, że najlepiej uczysz się przez działanie?'),
    yes: str('Yes', 'Tak'),
    no: str('No', 'Nie'),
  },
})

const bookSummaries = page({
  key: 'book-summaries',
  name: 'Book summaries',
  path: 'book-summaries',
  componentType: 'bookSummaries',
  section: 'results',
  hasProgress: true,
  title: str('500+ book summaries, each ending in action', 'Ponad 500 podsumowań książek, każde zakończone działaniem'),
  paragraphs: keyed([
    text(
      'Get the key ideas in about 15 minutes, then try one of 5000 actions the same day.',
      'Poznaj najważniejsze idee w około 15 minut, a potem jeszcze tego samego dnia wypróbuj jedno z 5000 działań.',
    ),
  ]),
  items: keyed([
    item(
      str('Atomic Habits', 'Atomowe nawyki'),
      text('Start a habit so small that you cannot say no to it.', 'Zacznij od nawyku tak małego, że nie da się mu odmówić.'),
      'book-open',
    ),
    item(
      str('Deep Work', 'Praca głęboka'),
      text(
        'Protect one hour a day for work that needs your full attention.',
        'Chroń jedną godzinę dziennie na pracę, która wymaga pełnego skupienia.',
      ),
      'book-open',
    ),
    item(
      str('The 7 Habits of Highly Effective People', '7 nawyków skutecznego działania'),
      text(
        'Plan each week around what matters most, not what is urgent.',
        'Planuj każdy tydzień wokół tego, co najważniejsze, a nie tego, co pilne.',
      ),
      'book-open',
    ),
    item(
      str('Thinking, Fast and Slow', 'Pułapki myślenia'),
      text(
        'Notice when a quick judgment deserves a second, slower look.',
        'Zauważ, kiedy szybka ocena zasługuje na drugie, wolniejsze spojrzenie.',
      ),
      'book-open',
    ),
  ]),
})

const socialProof = page({
  key: 'social-proof',
  name: 'Social proof',
  path: 'social-proof',
  componentType: 'socialProof',
  section: 'results',
  hasProgress: true,
  title: str('You are in good company', 'Jesteś w dobrym towarzystwie'),
  paragraphs: keyed([
    text(
      'People around the world use the app to learn a little every day and put it into practice.',
      'Ludzie na całym świecie korzystają z aplikacji, by codziennie uczyć się czegoś nowego i od razu wprowadzać to w życie.',
    ),
  ]),
  // A stat's figure is its title ('91%', '500+': the copy decides how it reads), or its value
  // when it is a plain number, which the page then writes in the visitor's style.
  items: keyed([
    item(str('91%', '91%'), text('stay after the first 30 days', 'zostaje z nami po pierwszych 30 dniach')),
    item(str('500+', '500+'), text('book summaries', 'podsumowań książek')),
    { ...item(str('practical actions', 'praktycznych działań')), value: 5000 },
  ]),
  storeRatings: {
    _type: 'storeRatings',
    appStore: 4.8,
    playStore: 4.6,
    reviewsCount: str('Based on 12,400 reviews', 'Na podstawie 12 400 opinii'),
  },
})

const obstacles = story({
  key: 'interruptor-obstacles',
  name: 'Interstitial: obstacles',
  path: 'interruptor-obstacles',
  title: str('What usually gets in the way', 'Co zwykle staje na przeszkodzie'),
  paragraphs: keyed([
    text(
      'Most people give up for one of these reasons. Your plan is built to get past each of them.',
      'Większość osób rezygnuje z jednego z tych powodów. Twój plan pomoże Ci pokonać każdy z nich.',
    ),
  ]),
  items: keyed([
    item(str('Too little time', 'Brak czasu')),
    item(str('Ideas that fade after a week', 'Pomysły, które po tygodniu ulatują z głowy')),
    item(str('No clear next step', 'Brak jasnego kolejnego kroku')),
    item(str('Motivation that drops off', 'Słabnąca motywacja')),
  ]),
})

/** In spec 2.9 order; index.ts places them among the other groups. */
export const offerPages: PageDocument[] = [
  calculation,
  bookSummaries,
  socialProof,
  testimonialPage,
  ...endPages,
  paywallPage,
  obstacles,
  tweetPage,
]
