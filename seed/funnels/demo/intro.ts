/** The demo's first pages: landing, the three story interstitials, the first question, e-mail, congrats. */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { frequency } from '../../optionSets'
import { overrideWhen, type OverrideFields } from '../../kit/rules'
import { demoPage as page, demoStory as story } from './page'
import { demoInterstitialsTest } from './tests'

/** demoInterstitials facts: the interstitial's copy in numbers instead of a story. */
const factsCopy = (fields: OverrideFields) => [overrideWhen(demoInterstitialsTest, 'facts', fields)]

export const introPages: PageDocument[] = [
  page({
    key: 'demoLanding',
    name: 'Demo landing',
    path: '',
    componentType: 'landing',
    title: str('See every step of a quiz funnel in action', 'Zobacz w działaniu każdy krok quizu'),
    paragraphs: keyed([
      text(
        'This demo walks you through the pages a visitor meets: questions, short stories, your e-mail and a plan whose first week is free.',
        'To demo prowadzi przez strony, które widzi odwiedzający: pytania, krótkie historie, adres e-mail i plan z darmowym pierwszym tygodniem.',
      ),
    ]),
    buttonText: str('Start the demo', 'Rozpocznij demo'),
    footer: text('Takes about 3 minutes.', 'Zajmuje około 3 minut.'),
  }),
  story({
    key: 'interruptor-basic',
    name: 'Interstitial: basic',
    path: 'interruptor-basic',
    title: str('Small steps, real change', 'Małe kroki, prawdziwa zmiana'),
    paragraphs: keyed([
      text(
        'People who practice one idea a day for a week remember it far better than people who only read about it.',
        'Osoby, które przez tydzień ćwiczą jedną myśl dziennie, pamiętają ją znacznie lepiej niż ci, którzy tylko o niej czytają.',
      ),
    ]),
    buttonText: str('Continue', 'Dalej'),
    rules: factsCopy({
      title: str('5 minutes a day is enough', 'Wystarczy 5 minut dziennie'),
      paragraphs: keyed([
        text(
          'A short practice every day beats one long session a week: the ideas you use on the same day are the ones you still remember a month later.',
          'Krótka praktyka każdego dnia wygrywa z jedną długą sesją w tygodniu: po miesiącu pamiętasz te myśli, które wykorzystujesz jeszcze tego samego dnia.',
        ),
      ]),
    }),
  }),
  story({
    key: 'interruptor-multi-title',
    name: 'Interstitial: several titles',
    path: 'interruptor-multi-title',
    title: str('Reading is the start.', 'Czytanie to początek.'),
    paragraphs: keyed([
      text('Doing is what sticks.', 'Zostaje to, co robisz.'),
      text(
        'Every summary ends with one action you can take the same day.',
        'Każde podsumowanie kończy się jednym działaniem, które możesz podjąć jeszcze tego samego dnia.',
      ),
    ]),
    rules: factsCopy({
      title: str('1 summary, 1 action.', '1 podsumowanie, 1 działanie.'),
      paragraphs: keyed([
        text('Read for 5 minutes, act the same day.', 'Czytasz 5 minut, działasz tego samego dnia.'),
        text(
          'That is how 500+ summaries turn into 5000 small actions you can take at work and at home.',
          'Tak ponad 500 podsumowań zamienia się w 5000 małych działań, które podejmiesz w pracy i w domu.',
        ),
      ]),
    }),
  }),
  story({
    key: 'interruptor-simple',
    name: 'Interstitial: simple',
    path: 'interruptor-simple',
    title: str('Now, a few questions about you', 'Teraz kilka pytań o Ciebie'),
    rules: factsCopy({ title: str('Next: 7 quick questions, about a minute', 'Teraz 7 krótkich pytań, około minuty') }),
  }),
  page({
    key: 'radio-question-basic',
    name: 'Single choice: basic',
    path: 'radio-question-basic',
    componentType: 'radioQuestion',
    section: 'assessment',
    hasProgress: true,
    optionSet: reference(frequency._id),
    title: str('How often do you put off tasks that matter to you?', 'Jak często odkładasz zadania, które są dla Ciebie ważne?'),
  }),
  page({
    key: 'email',
    name: 'E-mail capture',
    path: 'email',
    componentType: 'email',
    section: 'results',
    hasProgress: true,
    title: str('Where should we send your plan?', 'Gdzie mamy wysłać Twój plan?'),
    paragraphs: keyed([
      text(
        'We will e-mail your personal plan and never share your address.',
        'Wyślemy Ci osobisty plan e-mailem i nigdy nie udostępnimy Twojego adresu.',
      ),
    ]),
    buttonText: str('Get my plan', 'Wyślij mi plan'),
  }),
  page({
    key: 'congrats',
    name: 'Congratulations',
    path: 'congrats',
    componentType: 'congrats',
    title: str('Congratulations, you are in!', 'Gratulacje, jesteś z nami!'),
    paragraphs: keyed([
      text(
        'Your plan is ready. Check your inbox for the next steps.',
        'Twój plan jest gotowy. Sprawdź skrzynkę odbiorczą, aby poznać kolejne kroki.',
      ),
    ]),
    // The demo goes on past congratulations to show the remaining templates.
    buttonText: str('See more templates', 'Zobacz więcej szablonów'),
  }),
]

