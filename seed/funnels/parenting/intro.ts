/**
 * Introduction: landing (landingPageVariant), who the visitor is, social proof
 * (socialProofVersion), the family questions, the struggles and their severity (with a
 * supportive info box per severity) and the empathy promise (promisePageLayout; its title
 * follows the severity answer).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { copyByAnswer, fieldFromVariant, overrideWhen } from '../../kit/rules'
import { age, familyDynamics, kidsAges, numberOfKids, role, severity, struggles, timeAvailability } from './optionSets'
import { item, items, paragraphs, parentingPage, PRODUCT_NAME, SECTION, withProgress } from './page'
import { landingPageVariant, promisePageLayout, socialProofVersion } from './tests'

const image = (name: string, en: string, pl: string, height = 400) =>
  keyed([{ _type: 'pageImage' as const, src: `/images/parenting/${name}.svg`, width: 640, height, alt: str(en, pl) }], 'img')

const landing = parentingPage({
  key: 'landing',
  name: 'Landing (landingPageVariant)',
  path: '',
  componentType: 'landing',
  title: str('Calmer days with your kids start with 5 minutes a day', 'Spokojniejsze dni z dziećmi zaczynają się od 5 minut dziennie'),
  paragraphs: paragraphs(['Find out your parenting style and get a personal plan of small daily actions.', 'Poznaj swój styl rodzicielski i odbierz osobisty plan małych codziennych działań.']),
  images: image('landing-original', 'Illustration: a mother hugging her smiling son, hearts around them', 'Ilustracja: mama przytula uśmiechniętego syna, wokół nich serduszka'),
  imagePlacement: 'top',
  buttonText: str('Start the quiz', 'Rozpocznij quiz'),
  footer: text('3 min quiz', '3-minutowy quiz'),
  rules: [
    overrideWhen(landingPageVariant, 'screenshot', {
      title: str(`${PRODUCT_NAME}: 300 parenting strategies in daily 5-minute actions`, `${PRODUCT_NAME}: 300 strategii rodzicielskich w codziennych 5-minutowych działaniach`),
      images: image('landing-screenshot', 'Illustration of the app screen showing today’s 5-minute parenting action', 'Ilustracja ekranu aplikacji z dzisiejszym 5-minutowym działaniem dla rodzica'),
    }),
  ],
})

const socialProof = parentingPage({
  key: 'social-proof',
  name: 'Social proof (socialProofVersion)',
  componentType: 'socialProof',
  images: image('social-proof', 'Illustration: five smiling parents above a row of rating stars', 'Ilustracja: pięcioro uśmiechniętych rodziców nad rzędem gwiazdek z ocenami', 320),
  // Parenting's own figures (spec: 300 strategies, 300+ summaries, 2500 actions); the family
  // counts (10,000+, 800 a month) are screen detox's and are not quoted here.
  title: str('Join parents who find 5 minutes a day for a calmer family life', 'Dołącz do rodziców, którzy codziennie znajdują 5 minut na spokojniejsze życie rodzinne'),
  paragraphs: paragraphs(['Parents like you use small daily actions to bring more calm into family life.', 'Rodzice tacy jak Ty wprowadzają więcej spokoju do życia rodzinnego dzięki małym codziennym działaniom.']),
  items: items(
    item(str('300+', '300+'), text('parenting book summaries', 'podsumowań książek o rodzicielstwie')),
    item(str('94%', '94%'), text('stay with us after 30 days', 'zostaje z nami po 30 dniach')),
    item(str('2500', '2500'), text('practical actions', 'praktycznych działań')),
  ),
  rules: [
    overrideWhen(socialProofVersion, 'original', {
      title: str('Parents rate us 4.8 on the App Store', 'Rodzice oceniają nas na 4,8 w App Store'),
      paragraphs: paragraphs(['300 strategies from 300+ parenting books, each turned into a 5-minute action.', '300 strategii z ponad 300 książek o rodzicielstwie, a każda z nich to 5-minutowe działanie.']),
      items: [],
      storeRatings: { _type: 'storeRatings', appStore: 4.8, playStore: 4.3, reviewsCount: str('From thousands of reviews on iOS and Android', 'Na podstawie tysięcy opinii na iOS i Androidzie') },
    }),
  ],
})

const question = (key: string, name: string, componentType: 'radioQuestion' | 'checkboxQuestion', set: { _id: string }, en: string, pl: string, extra: Partial<PageDocument> = {}) =>
  parentingPage({ key, name, componentType, ...withProgress(SECTION.family), optionSet: reference(set._id), title: str(en, pl), ...extra } as PageDocument)

const info = (optionKey: string, titleEn: string, titlePl: string, en: string, pl: string) => ({ _type: 'optionInfo' as const, optionKey, title: str(titleEn, titlePl), content: text(en, pl) })

/** Spec: supportive info after the severity answer (the "severity-screen extras"). */
export const SEVERITY_INFO = keyed(
  [
    info('debilitating', 'You did the right thing by looking for help', 'Dobrze, że szukasz pomocy', 'When struggles shape every day, small steady changes help most. We will start with the one that brings relief fastest.', 'Gdy trudności wpływają na każdy dzień, najbardziej pomagają małe, regularne zmiany. Zaczniemy od tej, która najszybciej przyniesie ulgę.'),
    info('frequent', 'Several times a week is very common', 'Kilka razy w tygodniu? Tak ma wielu rodziców', 'Most parents in our community started here. A few minutes of practice a day is usually enough to notice a difference within weeks.', 'Większość rodziców w naszej społeczności zaczynała właśnie tak. Zwykle wystarczy kilka minut ćwiczeń dziennie, by po kilku tygodniach zauważyć różnicę.'),
    info('occasional', 'A great moment to build habits', 'Świetny moment na budowanie nawyków', 'Working on it while things are calm is the easiest way to keep them that way.', 'Praca nad tym, gdy jest spokojnie, to najłatwiejszy sposób, by tak zostało.'),
    info('justCurious', 'Curiosity is where good parenting starts', 'Ciekawość to początek dobrego rodzicielstwa', 'Knowing your style helps you understand your child and yourself, even when nothing is wrong.', 'Znajomość własnego stylu pomaga zrozumieć dziecko i siebie, nawet gdy wszystko jest w porządku.'),
  ],
  'info',
)

const empathyPromise = parentingPage({
  key: 'empathy-promise',
  name: 'Empathy promise (promisePageLayout; title by severity)',
  componentType: 'promise',
  layout: 'cards',
  title: str('We will help you get there, step by step', 'Pomożemy Ci dojść do celu krok po kroku'),
  paragraphs: paragraphs(['Your plan turns 300 proven strategies into actions that take 5 minutes a day.', 'Twój plan zamienia 300 sprawdzonych strategii w działania, które zajmują 5 minut dziennie.']),
  items: items(
    item(str('Fewer power struggles', 'Mniej przepychanek'), text('Simple words that end a standoff before it starts.', 'Proste słowa, które rozładowują upór, zanim zamieni się w kłótnię.'), { icon: 'handshake' }),
    item(str('A calmer you', 'Więcej wewnętrznego spokoju'), text('Tools to pause before you react.', 'Narzędzia, dzięki którym zatrzymasz się, zanim zareagujesz.'), { icon: 'leaf' }),
    item(str('A closer bond', 'Bliższa więź'), text('Daily moments of real connection.', 'Codzienne chwile prawdziwej bliskości.'), { icon: 'heart' }),
    item(str('Results you can see', 'Widoczne efekty'), text('94% of parents stay with us after 30 days.', '94% rodziców zostaje z nami po 30 dniach.'), { icon: 'trending-up' }),
  ),
  rules: [
    ...fieldFromVariant(promisePageLayout, 'layout'),
    ...copyByAnswer('severity', severity, {
      debilitating: { title: str('It can get easier, and we will help you get there', 'Może być łatwiej, a my Ci w tym pomożemy') },
      frequent: { title: str('Let’s turn hard days into calmer ones', 'Zamieńmy trudne dni w spokojniejsze') },
    }),
  ],
})

export const introPages: PageDocument[] = [
  landing,
  question('who-are-you', 'Family role', 'radioQuestion', role, 'Who are you to the child?', 'Kim jesteś dla dziecka?'),
  parentingPage({ key: 'age', name: 'Age group', componentType: 'ageQuestion', ...withProgress(SECTION.family), optionSet: reference(age._id), title: str('How old are you?', 'Ile masz lat?') }),
  socialProof,
  question('number-of-kids', 'Number of kids', 'radioQuestion', numberOfKids, 'How many children do you have?', 'Ile masz dzieci?'),
  question('kids-ages', 'Kids’ ages (multi)', 'checkboxQuestion', kidsAges, 'How old are your children?', 'Ile lat mają Twoje dzieci?', {
    paragraphs: paragraphs(['Choose as many as you like.', 'Wybierz dowolną liczbę odpowiedzi.']),
  }),
  question('family-dynamics', 'Family setup', 'radioQuestion', familyDynamics, 'What does your family look like?', 'Jak wygląda Twoja rodzina?'),
  question('time-availability', 'Time availability', 'radioQuestion', timeAvailability, 'How does your week look?', 'Jak wygląda Twój tydzień?'),
  question('parenting-struggle', 'Struggles (multi)', 'checkboxQuestion', struggles, 'What do you struggle with most?', 'Z czym zmagasz się najbardziej?', {
    paragraphs: paragraphs(['Select all that apply.', 'Zaznacz wszystkie pasujące odpowiedzi.']),
  }),
  question('severity', 'Severity (with supportive info per answer)', 'radioQuestion', severity, 'How much does it affect your family?', 'Jak bardzo wpływa to na Twoją rodzinę?', {
    optionInfo: SEVERITY_INFO,
  } as Partial<PageDocument>),
  empathyPromise,
]
