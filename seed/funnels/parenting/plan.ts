/**
 * From the last questions to the plan: equality, focus areas, learning preference, sample
 * topics, daily time, e-mail, calculation, the plan reveal and more social proof.
 *
 * The spec's page list has no separate result page: the plan reveal (`plan-reveal`) is where
 * the visitor meets their result, so it uses the result template with the parenting scoring
 * (it shows the style's name and description and raises 'Calculated parenting style' with the
 * style and score) followed by the plan's first steps; the paywall shows the same style again
 * as the visitor's profile.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { dedication, equality, focusAreas, learning } from './optionSets'
import { item, items, paragraphs, parentingPage, PRODUCT_NAME, SECTION, withProgress } from './page'
import { parentingScoring } from './scoring'

const question = (key: string, name: string, componentType: 'radioQuestion' | 'checkboxQuestion', set: { _id: string }, en: string, pl: string, extra: Partial<PageDocument> = {}) =>
  parentingPage({ key, name, componentType, ...withProgress(SECTION.plan), optionSet: reference(set._id), title: str(en, pl), ...extra } as PageDocument)

/** The program: 8 modules (the journey page and the paywall list them). */
export const MODULES = items(
  item(str('Know your parenting style', 'Poznaj swój styl rodzicielski'), undefined, { icon: 'compass' }),
  item(str('Calm in hard moments', 'Spokój w trudnych chwilach'), undefined, { icon: 'leaf' }),
  item(str('Words that get listened to', 'Słowa, których dziecko słucha'), undefined, { icon: 'message-circle' }),
  item(str('Limits without fights', 'Granice bez walki'), undefined, { icon: 'ruler' }),
  item(str('Big feelings, small steps', 'Wielkie emocje, małe kroki'), undefined, { icon: 'heart' }),
  item(str('Screens and healthy habits', 'Ekrany i zdrowe nawyki'), undefined, { icon: 'smartphone' }),
  item(str('Siblings and friendships', 'Rodzeństwo i przyjaźnie'), undefined, { icon: 'handshake' }),
  item(str('Looking after yourself', 'Troska o siebie'), undefined, { icon: 'sprout' }),
)

const review = (user: string, rating: number, en: string, pl: string, timeEn: string, timePl: string) => ({ _type: 'review' as const, user, rating, content: text(en, pl), time: str(timeEn, timePl) })

export const planPages: PageDocument[] = [
  question('equality-attitude', 'Equality', 'radioQuestion', equality, 'Who should have the final say at home?', 'Kto powinien mieć ostatnie słowo w domu?'),
  question('interest-focus-areas', 'Focus areas (multi)', 'checkboxQuestion', focusAreas, 'What would you like to focus on?', 'Na czym chcesz się skupić?', {
    paragraphs: paragraphs(['Choose as many as you like.', 'Wybierz dowolną liczbę odpowiedzi.']),
  }),
  question('learning-preference', 'Learning preference', 'radioQuestion', learning, 'How do you prefer to learn?', 'Jak wolisz się uczyć?'),
  parentingPage({
    key: 'sample-books',
    name: 'Sample topics',
    componentType: 'bookSummaries',
    title: str('A taste of what you will learn', 'Przedsmak tego, czego się nauczysz'),
    paragraphs: paragraphs([`${PRODUCT_NAME} has 300+ summaries of the best parenting books, each turned into actions.`, `${PRODUCT_NAME} ma ponad 300 podsumowań najlepszych książek o rodzicielstwie i każde z nich przekłada na konkretne działania.`]),
    items: items(
      item(str('How to Talk So Kids Will Listen', 'Jak mówić, żeby dzieci nas słuchały'), text('Phrases that invite cooperation instead of resistance.', 'Zwroty, które zachęcają do współpracy zamiast oporu.'), { icon: 'book-open' }),
      item(str('The Whole-Brain Child', 'Zintegrowany mózg, zintegrowane dziecko'), text('What happens in your child’s brain during a meltdown.', 'Co dzieje się w mózgu dziecka podczas wybuchu emocji.'), { icon: 'brain' }),
      item(str('Peaceful Parent, Happy Kids', 'Spokojni rodzice, szczęśliwe dzieci'), text('How to stop yelling and start connecting.', 'Jak przestać krzyczeć i zacząć budować więź.'), { icon: 'leaf' }),
    ),
  }),
  question('dedication', 'Daily time', 'radioQuestion', dedication, 'How much time can you give your plan each day?', 'Ile czasu dziennie możesz poświęcić na swój plan?', {
    paragraphs: paragraphs(['Even 5 minutes a day is enough to see a change.', 'Nawet 5 minut dziennie wystarczy, by zauważyć zmianę.']),
  }),
  parentingPage({
    key: 'email',
    name: 'E-mail capture',
    componentType: 'email',
    ...withProgress(SECTION.plan),
    title: str('Enter your e-mail to see your parenting style', 'Podaj adres e-mail, aby poznać swój styl rodzicielski'),
    paragraphs: paragraphs(['We will send your result and your personal plan there. We never share your address.', 'Wyślemy na niego Twój wynik i osobisty plan. Nigdy nie udostępniamy Twojego adresu.']),
    buttonText: str('See my result', 'Zobacz mój wynik'),
  }),
  parentingPage({
    key: 'calculation',
    name: 'Building the plan',
    componentType: 'calculation',
    title: str('Building your parenting plan', 'Tworzymy Twój plan rodzicielski'),
    items: items(
      item(str('Analyzing your answers', 'Analizujemy Twoje odpowiedzi')),
      item(str('Finding your parenting style', 'Określamy Twój styl rodzicielski')),
      item(str('Choosing from 300 strategies', 'Wybieramy spośród 300 strategii')),
      item(str('Building your daily 5-minute actions', 'Układamy Twoje codzienne 5-minutowe działania')),
    ),
    confirm: { _type: 'confirm', question: str('Do you believe in learning through action?', 'Czy wierzysz w naukę przez działanie?'), yes: str('Yes', 'Tak'), no: str('No', 'Nie') },
  }),
  parentingPage({
    key: 'plan-reveal',
    name: 'Plan reveal: the parenting style and the plan',
    componentType: 'result',
    title: str('Your parenting style', 'Twój styl rodzicielski'),
    paragraphs: paragraphs(['Your plan builds on the strengths of your style in 8 modules, with daily 5-minute actions chosen for your family.', 'Twój plan w 8 modułach wzmacnia mocne strony Twojego stylu, a codzienne 5-minutowe działania dobiera do Twojej rodziny.']),
    resultScoring: parentingScoring,
    items: items(
      item(str('Week 1: calm in hard moments', 'Tydzień 1: spokój w trudnych chwilach'), text('A pause routine for the moments that usually escalate.', 'Nawyk krótkiej pauzy w chwilach, gdy zwykle puszczają nerwy.'), { icon: 'leaf' }),
      item(str('Week 2: words that get listened to', 'Tydzień 2: słowa, których dziecko słucha'), text('Requests your child is more likely to follow.', 'Jak prosić, żeby dziecko chętniej współpracowało.'), { icon: 'message-circle' }),
      item(str('Week 3: limits without fights', 'Tydzień 3: granice bez walki'), text('Clear rules and how to keep them kindly.', 'Jasne zasady i to, jak życzliwie ich pilnować.'), { icon: 'ruler' }),
    ),
    buttonText: str('Continue', 'Dalej'),
  }),
  parentingPage({
    key: 'more-social-proof',
    name: 'More social proof: reviews',
    componentType: 'testimonial',
    title: str('What parents say', 'Co mówią rodzice'),
    reviews: keyed(
      [
        review('Anna K.', 4.8, 'The 5-minute actions fit into our mornings. After two weeks the shouting before school has almost stopped.', 'Pięciominutowe działania mieszczą się w naszych porankach. Po dwóch tygodniach krzyki przed szkołą prawie ustały.', '2 weeks ago', '2 tygodnie temu'),
        review('Mark T.', 4.5, 'I finally understand why my son shuts down when I raise my voice. Small changes, big difference.', 'W końcu rozumiem, dlaczego syn się zamyka, gdy podnoszę głos. Małe zmiany, wielka różnica.', '1 month ago', 'miesiąc temu'),
        review('Ewa M.', 4.3, 'As a stepmom I did not know where to start. The plan gave me clear, kind steps.', 'Jako przybrana mama nie wiedziałam, od czego zacząć. Plan pokazał mi jasne, życzliwe kroki.', '3 weeks ago', '3 tygodnie temu'),
      ],
      'review',
    ),
  }),
]
