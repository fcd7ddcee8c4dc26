/** The demo's story pages after the offer: expert, method, promise, result, AI mentor, before/after, book comparison. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { PageDocument } from '../../../schemas/page/schema'
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import { keyed, str, text } from '../../build'
import { screenDetoxExpert } from '../../experts'
import { demoPage as page } from './page'

const item = (icon: IconName, title: LocaleString, body?: LocaleText, value?: number) => ({
  _type: 'pageItem' as const,
  icon,
  title,
  ...(body ? { text: body } : {}),
  ...(value === undefined ? {} : { value }),
})

const continueButton = str('Continue', 'Dalej')

export const expertIntroduction: PageDocument = page({
  key: 'expert-introduction',
  name: 'Expert introduction',
  path: 'expert-introduction',
  componentType: 'expertIntroduction',
  title: str('Meet the expert behind the method', 'Poznaj ekspertkę, która stworzyła metodę'),
  paragraphs: keyed([
    text(
      'The program grew out of years of work with families of young children and has been tested at home by thousands of parents.',
      'Program powstał na podstawie wieloletniej pracy z rodzinami małych dzieci i został sprawdzony w domu przez tysiące rodziców.',
    ),
  ]),
  expert: screenDetoxExpert,
  buttonText: continueButton,
})

/** `value` is the week of the 4-week program in which a step starts. */
export const methodPreview: PageDocument = page({
  key: 'method-preview',
  name: 'Method preview',
  path: 'method-preview',
  componentType: 'methodPreview',
  title: str('Your 4-week, 5-step method', 'Twoja 4-tygodniowa metoda w 5 krokach'),
  paragraphs: keyed([
    text(
      'Each step takes a few minutes a day. Most families notice the first changes within 3-5 days.',
      'Każdy krok zajmuje kilka minut dziennie. Większość rodzin zauważa pierwsze zmiany już po 3–5 dniach.',
    ),
  ]),
  items: keyed(
    [
      item('search', str('Notice the patterns', 'Zauważ schematy'), text('Keep a 3-day screen diary to see when and why your child reaches for a screen.', 'Przez 3 dni prowadź dziennik ekranów, aby zobaczyć, kiedy i dlaczego dziecko sięga po ekran.'), 1),
      item('handshake', str('Set calm, clear limits', 'Ustal spokojne, jasne zasady'), text('Agree on screen times with simple picture rules your child understands.', 'Ustalcie pory na ekran za pomocą prostych obrazkowych zasad, które dziecko rozumie.'), 1),
      item('puzzle', str("Replace, don't just remove", 'Zastępuj, a nie tylko zabieraj'), text('Fill the freed time with ideas from our catalog of 66 screen-free activities.', 'Wypełnij odzyskany czas pomysłami z naszego katalogu 66 zajęć bez ekranu.'), 2),
      item('cloud-rain', str('Handle the hard moments', 'Poradź sobie w trudnych chwilach'), text('Use short scripts that end screen time without tantrums.', 'Korzystaj z krótkich scenariuszy, które pomagają kończyć czas przed ekranem bez napadów złości.'), 3),
      item('house', str('Make it last', 'Utrwal zmiany'), text('Turn the new habits into a family routine that holds on busy days too.', 'Zamień nowe nawyki w rodzinną rutynę, która sprawdza się także w zabiegane dni.'), 4),
    ],
    'step',
  ),
  buttonText: continueButton,
})

export const promise: PageDocument = page({
  key: 'promise',
  name: 'Promise',
  path: 'promise',
  componentType: 'promise',
  title: str('Our promise to you', 'Nasza obietnica'),
  paragraphs: keyed([
    text(
      'Small steps taken every day add up to real change. Here is what you can count on.',
      'Małe kroki stawiane każdego dnia składają się na prawdziwą zmianę. Oto na co możesz liczyć.',
    ),
  ]),
  items: keyed(
    [
      item('library', str('500+ book summaries', 'Ponad 500 podsumowań książek'), text('The key ideas of the best books, each in about 15 minutes.', 'Najważniejsze myśli z najlepszych książek, każda w około 15 minut.')),
      item('circle-check', str('5000 ready-made actions', '5000 gotowych działań'), text('Every idea comes with a step you can take the same day.', 'Każdej myśli towarzyszy krok, który możesz zrobić jeszcze tego samego dnia.')),
      item('compass', str('6 modules, 460 practical steps', '6 modułów, 460 praktycznych kroków'), text('A clear path, so you always know what to do next.', 'Jasna ścieżka, dzięki której zawsze wiesz, co zrobić dalej.')),
      item('timer', str('5 minutes a day is enough', 'Wystarczy 5 minut dziennie'), text('Bite-sized lessons, audio summaries and gentle reminders fit any day.', 'Krótkie lekcje, podsumowania audio i delikatne przypomnienia pasują do każdego dnia.')),
    ],
    'benefit',
  ),
  buttonText: continueButton,
})

export const result: PageDocument = page({
  key: 'result',
  name: 'Result',
  path: 'result',
  componentType: 'result',
  title: str('You learn best by doing', 'Najlepiej uczysz się przez działanie'),
  paragraphs: keyed([
    text(
      'Your answers show that ideas stay with you once you try them. Reading alone rarely changes your days, but one small action does.',
      'Twoje odpowiedzi pokazują, że pomysły zostają z Tobą, gdy je wypróbujesz. Samo czytanie rzadko zmienia Twoje dni, ale jedno małe działanie już tak.',
    ),
  ]),
  items: keyed(
    [
      item('wrench', str('Practical', 'Praktyczność'), text('You want to know what to do on Monday morning, not only why.', 'Chcesz wiedzieć, co zrobić w poniedziałek rano, a nie tylko dlaczego.')),
      item('target', str('Goal-driven', 'Nastawienie na cel'), text('Clear, visible progress keeps you going.', 'Jasne, widoczne postępy dodają Ci energii.')),
      item('zap', str('Quick to act', 'Szybkie działanie'), text('Short steps suit you better than long courses.', 'Krótkie kroki pasują do Ciebie bardziej niż długie kursy.')),
    ],
    'trait',
  ),
  buttonText: str('See my plan', 'Zobacz mój plan'),
})
