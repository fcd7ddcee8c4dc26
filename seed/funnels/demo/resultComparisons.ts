/** The demo's last story pages: the AI mentor's chat, before and after, reading vs doing. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { PageDocument } from '../../../schemas/page/schema'
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import { keyed, str, text } from '../../build'
import { demoPage as page } from './page'

const item = (icon: IconName, title: LocaleString, body?: LocaleText, value?: number) => ({
  _type: 'pageItem' as const,
  icon,
  title,
  ...(body ? { text: body } : {}),
  ...(value === undefined ? {} : { value }),
})

/** A chat message: the title names the speaker, the icon is their avatar. */
const mentor = (en: string, pl: string) => item('bot', str('Mentor', 'Mentor'), text(en, pl))
const visitor = (en: string, pl: string) => item('smile', str('You', 'Ty'), text(en, pl))

export const aiMentorIntro: PageDocument = page({
  key: 'ai-mentor-intro',
  name: 'AI mentor introduction',
  path: 'ai-mentor-intro',
  componentType: 'aiMentorIntro',
  title: str('Meet your AI mentor', 'Poznaj swojego mentora AI'),
  paragraphs: keyed([
    text(
      'Your mentor knows your goals and helps you turn every summary into action.',
      'Twój mentor zna Twoje cele i pomaga zamienić każde podsumowanie w działanie.',
    ),
  ]),
  items: keyed(
    [
      mentor(
        "Hi! I'm your AI mentor. I've read your answers: you'd like to stop putting off the things that matter.",
        'Cześć! Jestem Twoim mentorem AI. Przeczytałem Twoje odpowiedzi: chcesz przestać odkładać ważne sprawy.',
      ),
      visitor("That's right. I read a lot, but little changes.", 'Zgadza się. Dużo czytam, ale niewiele się zmienia.'),
      mentor(
        "That's very common. Each day I'll give you one idea from a book and one 5-minute action to try before evening.",
        'To bardzo częste. Każdego dnia dam Ci jedną myśl z książki i jedno pięciominutowe działanie do wypróbowania przed wieczorem.',
      ),
      visitor('And if I get stuck?', 'A jeśli utknę?'),
      mentor("Just ask. I'll suggest a smaller step and remind you about it tomorrow.", 'Po prostu zapytaj. Zaproponuję mniejszy krok i jutro Ci o nim przypomnę.'),
    ],
    'message',
  ),
  buttonText: str('Start with my mentor', 'Zacznij z mentorem'),
})

/** Two items: before, then after. Each line of an item's text is one point of its column. */
export const beforeAfterTransformation: PageDocument = page({
  key: 'before-after-transformation',
  name: 'Before and after',
  path: 'before-after-transformation',
  componentType: 'beforeAfterTransformation',
  title: str('From reading to real change', 'Od czytania do prawdziwej zmiany'),
  items: keyed(
    [
      item(
        'annoyed',
        str('Today', 'Dziś'),
        text(
          'Half-read books on the shelf\nGood ideas forgotten within a week\nGoals put off until "someday"',
          'Niedoczytane książki na półce\nDobre pomysły zapomniane po tygodniu\nCele odkładane „na kiedyś”',
        ),
      ),
      item(
        'rocket',
        str('In 4 weeks', 'Za 4 tygodnie'),
        text(
          'One key idea a day, in 15 minutes\nActions you repeat until they become habits\nVisible progress toward your goal',
          'Jedna kluczowa myśl dziennie w 15 minut\nDziałania powtarzane, aż staną się nawykami\nWidoczne postępy w drodze do celu',
        ),
      ),
    ],
    'side',
  ),
  buttonText: str('Continue', 'Dalej'),
})

/** The first two items are compared; items with a value are the figures below them. */
export const bookComparison: PageDocument = page({
  key: 'book-comparison',
  name: 'Book comparison',
  path: 'book-comparison',
  componentType: 'bookComparison',
  bannerKey: 'learnByDoing',
  title: str('Reading a book vs. learning by doing', 'Czytanie książki a nauka przez działanie'),
  items: keyed(
    [
      item('book-open', str('Reading a book', 'Czytanie książki'), text('About 8 hours per book, and a week later only a few ideas remain.', 'Około 8 godzin na książkę, a po tygodniu zostaje tylko kilka myśli.')),
      item(
        'zap',
        str('Learning by doing', 'Nauka przez działanie'),
        text(
          '15 minutes per summary, then one action you try the same day, so the idea stays with you.',
          '15 minut na podsumowanie, a potem jedno działanie jeszcze tego samego dnia, dzięki czemu myśl zostaje z Tobą.',
        ),
      ),
      item('library', str('500+ summaries', 'Ponad 500 podsumowań'), undefined, 500),
      item('circle-check', str('5000 actions', '5000 działań'), undefined, 5000),
    ],
    'compare',
  ),
  buttonText: str('Continue', 'Dalej'),
})
