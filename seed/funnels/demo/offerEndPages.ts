/** The four end pages before the paywall: the plan, what it holds, the free week, the last step. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { PageDocument, PageOf } from '../../../schemas/page/schema'
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import { keyed, str, text } from '../../build'
import { richText } from '../../kit/portableText'
import { demoPage as page } from './page'

const item = (icon: IconName, title: LocaleString, body: LocaleText) => ({ _type: 'pageItem' as const, icon, title, text: body })

const endPage = (number: number, fields: Pick<PageOf<'endPage'>, 'title' | 'paragraphs' | 'items' | 'body'>): PageDocument =>
  page({
    key: `end-page-${number}`,
    name: `End page ${number}`,
    path: `end-page-${number}`,
    componentType: 'endPage',
    section: 'results',
    hasProgress: true,
    ...fields,
  })

export const endPages: PageDocument[] = [
  endPage(1, {
    title: str('Your plan is ready', 'Twój plan jest gotowy'),
    paragraphs: keyed([
      text(
        'Based on your answers, we chose the summaries and actions that fit your goals.',
        'Na podstawie Twoich odpowiedzi wybraliśmy podsumowania i działania dopasowane do Twoich celów.',
      ),
    ]),
    items: keyed([
      item(
        'book-open',
        str('One summary a day', 'Jedno podsumowanie dziennie'),
        text('About 15 minutes of reading, picked for you.', 'Około 15 minut lektury wybranej specjalnie dla Ciebie.'),
      ),
      item(
        'zap',
        str('One action a day', 'Jedno działanie dziennie'),
        text('A 5-minute task that turns an idea into a habit.', 'Pięciominutowe zadanie, które zamienia pomysł w nawyk.'),
      ),
      item(
        'trending-up',
        str('A weekly check-in', 'Cotygodniowe podsumowanie'),
        text('See what changed and what to try next.', 'Zobacz, co się zmieniło i czego spróbować dalej.'),
      ),
    ]),
  }),
  endPage(2, {
    title: str('Everything you need to keep going', 'Wszystko, czego potrzebujesz, by iść dalej'),
    paragraphs: keyed([
      text(
        'Reading alone changes little. Trying one idea the same day makes it yours.',
        'Samo czytanie niewiele zmienia. Gdy wypróbujesz pomysł jeszcze tego samego dnia, naprawdę staje się Twój.',
      ),
    ]),
    items: keyed([
      item(
        'library',
        str('500+ book summaries', 'Ponad 500 podsumowań książek'),
        text('The key ideas of each book in about 15 minutes.', 'Najważniejsze idee każdej książki w około 15 minut.'),
      ),
      item(
        'circle-check',
        str('5000 practical actions', '5000 praktycznych działań'),
        text('Small steps you can take today, not someday.', 'Małe kroki, które możesz zrobić dziś, a nie kiedyś.'),
      ),
      item(
        'smartphone',
        str('On iOS and Android', 'Na iOS i Androidzie'),
        text('Read and act on your phone, wherever you are.', 'Czytaj i działaj na telefonie, gdziekolwiek jesteś.'),
      ),
    ]),
  }),
  endPage(3, {
    title: str('Try it free for 7 days', 'Wypróbuj za darmo przez 7 dni'),
    paragraphs: keyed([
      text(
        'You get full access today. On day 5 we remind you that your trial ends in two days.',
        'Pełny dostęp dostajesz już dziś. Piątego dnia przypomnimy Ci, że za dwa dni kończy się okres próbny.',
      ),
    ]),
    items: keyed([
      item(
        'handshake',
        str('No commitment', 'Bez zobowiązań'),
        text(
          'Cancel at least 24 hours before the trial ends and you pay nothing.',
          'Anuluj co najmniej 24 godziny przed końcem okresu próbnego, a nic nie zapłacisz.',
        ),
      ),
      item(
        'bell',
        str('A reminder on day 5', 'Przypomnienie piątego dnia'),
        text('No payment will ever take you by surprise.', 'Żadna płatność Cię nie zaskoczy.'),
      ),
    ]),
    // Rich copy (Portable Text): bold, a list and a link, as a copywriter writes it in Studio.
    body: richText(
      '**How to cancel:**\n1. Open Settings in the app.\n2. Tap Subscription.\n3. Tap Cancel trial.\n\nThe full rules are in our [terms of use](/terms).',
      '**Jak zrezygnować:**\n1. Otwórz ustawienia w aplikacji.\n2. Wybierz „Subskrypcja”.\n3. Wybierz „Anuluj okres próbny”.\n\nPełne zasady znajdziesz w naszym [regulaminie](/terms).',
    ),
  }),
  endPage(4, {
    title: str('One last step', 'Ostatni krok'),
    paragraphs: keyed([
      text(
        'Choose your plan and start today. After the free week you pay the price shown on the plan you choose, and you can cancel any time.',
        'Wybierz plan i zacznij już dziś. Po darmowym tygodniu zapłacisz cenę podaną przy wybranym planie, a zrezygnować możesz w każdej chwili.',
      ),
      text('91% of our readers stay after the first 30 days.', '91% naszych czytelników zostaje z nami po pierwszych 30 dniach.'),
    ]),
  }),
]
