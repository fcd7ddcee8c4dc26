/** The demo's review pages: store-style testimonials and tweet-like reviews. */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { demoPage as page } from './page'

interface ReviewFields {
  user: string
  handle?: string
  content: LocaleText
  rating?: number
  time?: LocaleString
  comments?: number
  retweets?: number
  likes?: number
}

const review = (fields: ReviewFields) => ({ _type: 'review' as const, ...fields })

export const testimonialPage: PageDocument = page({
  key: 'testimonial',
  name: 'Testimonials',
  path: 'testimonial',
  componentType: 'testimonial',
  section: 'results',
  hasProgress: true,
  title: str('Real people, real change', 'Prawdziwi ludzie, prawdziwa zmiana'),
  reviews: keyed([
    review({
      user: 'Anna K.',
      rating: 5,
      content: text(
        'I used to finish books and forget them a week later. The daily actions finally made the ideas stick.',
        'Kiedyś kończyłam książkę i po tygodniu nic z niej nie pamiętałam. Dzięki codziennym działaniom pomysły wreszcie zostają mi w głowie.',
      ),
    }),
    review({
      user: 'Marek W.',
      rating: 5,
      content: text(
        'Five minutes in the morning is all it takes. After a month my team meetings take half the time.',
        'Wystarczy pięć minut rano. Po miesiącu spotkania mojego zespołu trwają o połowę krócej.',
      ),
    }),
    review({
      user: 'Priya S.',
      rating: 4,
      content: text(
        'Short, clear summaries. I would love even more of them about communication.',
        'Krótkie, jasne podsumowania. Chętnie przeczytałabym ich jeszcze więcej o komunikacji.',
      ),
    }),
  ]),
})

// Not an interruptor: it has its own template and no story timer, so it stays on the light frame.
export const tweetPage: PageDocument = page({
  key: 'interruptor-tweet',
  name: 'Interstitial: tweet reviews',
  path: 'interruptor-tweet',
  componentType: 'tweetReviews',
  title: str('What people say about learning by doing', 'Co ludzie mówią o nauce przez działanie'),
  reviews: keyed([
    review({
      user: 'Anna K.',
      handle: '@annak',
      time: str('2h', '2 godz.'),
      comments: 14,
      retweets: 32,
      likes: 120,
      content: text(
        'Day 12 of one summary and one action a day. I have read more this month than in the whole of last year.',
        'Dzień 12: jedno podsumowanie i jedno działanie dziennie. W tym miesiącu przeczytałam więcej niż przez cały zeszły rok.',
      ),
    }),
    review({
      user: 'Tom R.',
      handle: '@tomreads',
      time: str('5h', '5 godz.'),
      comments: 3,
      retweets: 11,
      likes: 58,
      content: text(
        'The 5-minute actions are the secret. Tried the two-minute rule today and cleared my inbox before lunch.',
        'Sekretem są pięciominutowe działania. Dziś wypróbowałem „zasadę dwóch minut” i przed obiadem miałem pustą skrzynkę.',
      ),
    }),
    review({
      user: 'Kasia M.',
      handle: '@kasia_m',
      time: str('1d', '1 dzień'),
      comments: 1,
      retweets: 4,
      likes: 22,
      content: text(
        'Finally an app that asks me to do something with what I read, not just collect highlights.',
        'Wreszcie aplikacja, która każe mi coś zrobić z tym, co przeczytam, a nie tylko zbierać zakreślenia.',
      ),
    }),
  ]),
})
