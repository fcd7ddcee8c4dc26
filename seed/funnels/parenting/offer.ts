/**
 * The offer: the four promise pages before the paywall (try-for-free, journey, money,
 * timeline), the paywall `offer` (7-day trial on a yearly and a monthly plan; the pricing
 * lookup key is leadership_v2), the FAQ, the last call to try it free, and the thank-you
 * (`congrats`, the waiting-room template for its two choices): the program is open in the app
 * from the first day, as the paywall and the welcome and course-access e-mails sent at the
 * purchase say, so the visitor chooses to keep the free trial or to cancel it (the server
 * cancels a trial that has charged nothing, and refunds only money it charged). After the choice
 * its button leads to `register`, the account that signs the visitor in to the app.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { registrationPage, STEPWISE_STORES, TO_REGISTRATION_BUTTON } from '../../kit/registration'
import { PAYWALL_FACTS, WRITTEN_FACTS, type FactWords } from '../../kit/priceCopy'
import { fieldFromVariant } from '../../kit/rules'
import { TRIAL_BUTTON, TRIAL_PAYWALL, TRIAL_TERMS } from '../../kit/trialPaywall'
import { item, items, paragraphs, parentingPage, PRODUCT_NAME } from './page'
import { MODULES } from './plan'
import { richText } from './richText'
import { parentingScoring } from './scoring'
import { pricingSet } from './tests'

/** The trial, step by step: written out on the timeline page, by placeholder on the paywall (kit/priceCopy). */
const trialSteps = (f: FactWords) =>
  items(
    item(str('Quiz done', 'Quiz ukończony'), text('Your parenting style and plan are ready.', 'Twój styl rodzicielski i plan są gotowe.'), { icon: 'circle-check' }),
    item(str('Today: instant access', 'Dziś: natychmiastowy dostęp'), text('Start your first 5-minute action right away.', 'Od razu wykonaj pierwsze 5-minutowe działanie.'), { icon: 'lock-open' }),
    item(str(`Day ${f.reminderDay}: reminder`, `Dzień ${f.reminderDay}: przypomnienie`), text('We remind you that your trial ends soon.', 'Przypominamy, że okres próbny wkrótce się kończy.'), { icon: 'bell' }),
    item(
      str(`Day ${f.trialDays}: subscription starts`, `Dzień ${f.trialDays}: start subskrypcji`),
      text(`Unless you cancel at least ${f.cancelHours.en} before the trial ends.`, `Chyba że zrezygnujesz co najmniej ${f.cancelHours.pl} przed końcem okresu próbnego.`),
      { icon: 'star' },
    ),
    item(
      str('Forgot to cancel?', 'Zapomnisz o rezygnacji?'),
      text(`Write to us within ${f.refundDays} days and we will refund your yearly plan.`, `Napisz do nas w ciągu ${f.refundDays} dni, a zwrócimy Ci pieniądze za plan roczny.`),
      { icon: 'message-circle' },
    ),
  )

const endPage = (key: string, name: string, title: ReturnType<typeof str>, body: readonly [string, string], extra: Partial<PageDocument> = {}) =>
  parentingPage({ key, name, componentType: 'endPage', title, paragraphs: paragraphs(body), buttonText: str('Continue', 'Dalej'), ...extra } as PageDocument)


export const BENEFITS = items(
  item(str('300 strategies in 8 modules', '300 strategii w 8 modułach')),
  item(str('300+ summaries of parenting books', 'Ponad 300 podsumowań książek o rodzicielstwie')),
  item(str('2500 actions of 5 minutes a day', '2500 działań po 5 minut dziennie')),
)

const offer = parentingPage({
  key: 'offer',
  name: 'Paywall (7-day trial)',
  componentType: 'paywall',
  title: str('Your parenting plan is ready', 'Twój plan rodzicielski jest gotowy'),
  profileTitle: str('Your parenting style', 'Twój styl rodzicielski'),
  resultScoring: parentingScoring,
  benefitsTitle: str('What you get', 'Co otrzymujesz'),
  items: BENEFITS,
  trialTitle: str('How your free trial works', 'Jak działa bezpłatny okres próbny'),
  trialSteps: trialSteps(PAYWALL_FACTS),
  paywallType: 'freeTrial',
  // The pricing set of the visitor's pricingSet variant (default only, for now) reaches the prices and checkout.
  rules: fieldFromVariant(pricingSet, 'pricingSet'),
  paywall: TRIAL_PAYWALL,
  buttonText: TRIAL_BUTTON,
  footer: TRIAL_TERMS,
})

const faqItem = (questionEn: string, questionPl: string, answerEn: string[], answerPl: string[]) => ({ _type: 'faqItem' as const, question: str(questionEn, questionPl), answer: richText(answerEn, answerPl) })

/** The questions both parenting funnels answer (parentingexp replaces the trial ones). */
export const faqPage = (questions: ReturnType<typeof faqItem>[], key = 'faq') =>
  parentingPage({
    key,
    name: 'Frequently asked questions',
    componentType: 'faq',
    title: str('Frequently asked questions', 'Najczęściej zadawane pytania'),
    questions: keyed(questions, 'q'),
    buttonText: str('Continue', 'Dalej'),
  })

export { faqItem }

export const COMMON_QUESTIONS = [
  faqItem(
    'How much time does it take?',
    'Ile czasu to zajmuje?',
    ['About **5 minutes a day**: one short idea and one action to try with your child the same day.'],
    ['Około **5 minut dziennie**: jedna krótka myśl i jedno działanie do wypróbowania z dzieckiem jeszcze tego samego dnia.'],
  ),
  faqItem(
    'Is it right for my child’s age?',
    'Czy to pasuje do wieku mojego dziecka?',
    ['Yes. Your plan is built from your answers, from babies (0–12 months) to grown-up children (18+).'],
    ['Tak. Plan powstaje na podstawie Twoich odpowiedzi: od niemowląt (0–12 miesięcy) po dorosłe dzieci (18+).'],
  ),
]

const TRIAL_QUESTIONS = [
  faqItem(
    'How does the free trial work?',
    'Jak działa bezpłatny okres próbny?',
    ['You get **7 days of full access** for free. We remind you on day 5. Cancel at least 24 hours before the trial ends and you pay nothing.'],
    ['Masz **7 dni pełnego dostępu** za darmo. 5. dnia wyślemy Ci przypomnienie. Zrezygnuj co najmniej 24 godziny przed końcem okresu próbnego, a nic nie zapłacisz.'],
  ),
  faqItem(
    'Can I get a refund?',
    'Czy mogę odzyskać pieniądze?',
    ['Yes. If you forget to cancel, write to us within **28 days** and we will refund your yearly plan.'],
    ['Tak. Jeśli zapomnisz zrezygnować, napisz do nas w ciągu **28 dni**, a zwrócimy Ci pieniądze za plan roczny.'],
  ),
]

const congrats = parentingPage({
  key: 'congrats',
  name: 'Thank you: keep the free trial or cancel it',
  componentType: 'waitingRoom',
  title: str('Thank you for joining!', 'Dziękujemy, że jesteś z nami!'),
  paragraphs: paragraphs([
    // The program is open now (no launch to wait for), and the trial has charged nothing: the
    // second choice cancels it (the template offers a refund only for money the server charged).
    `Your ${PRODUCT_NAME} parenting program is open: your plan and all 8 modules are waiting for you in the app. Your free trial has not charged anything, so if you change your mind, you can cancel it now and pay nothing.`,
    `Twój program rodzicielski ${PRODUCT_NAME} jest już dostępny: plan i\u00a0wszystkie 8 modułów czekają na Ciebie w\u00a0aplikacji. Bezpłatny okres próbny nie kosztował Cię dotąd nic, więc jeśli zmienisz zdanie, możesz go teraz anulować i\u00a0nic nie zapłacisz.`,
  ]),
  waitButtonText: str('Keep my free trial', 'Zostaję przy bezpłatnym okresie próbnym'),
  refundButtonText: str('I want a refund', 'Chcę zwrotu pieniędzy'),
  waitConfirmationTitle: str('Great, your free trial goes on', 'Świetnie, Twój bezpłatny okres próbny trwa'),
  waitConfirmationText: text(
    'Your plan and parenting style are saved. Set up your account, then open the app and try today’s 5-minute action.',
    'Twój plan i styl rodzicielski są zapisane. Załóż konto, a potem otwórz aplikację i wypróbuj dzisiejsze 5-minutowe działanie.',
  ),
  refundConfirmationTitle: str('Your refund is on its way', 'Zwrot pieniędzy jest w drodze'),
  refundConfirmationText: text('We have received your request. The money will be back on your card within 5–7 business days.', 'Otrzymaliśmy Twoją prośbę. Pieniądze wrócą na Twoją kartę w ciągu 5–7 dni roboczych.'),
  buttonText: TO_REGISTRATION_BUTTON,
})

const register = registrationPage(parentingPage, {
  title: str('Create your account', 'Załóż konto'),
  paragraph: [
    `Choose a password to keep your parenting style and plan. You will log in to the ${PRODUCT_NAME} app with this e-mail and password.`,
    `Wybierz hasło, aby zachować swój styl rodzicielski i plan. Tym adresem e-mail i hasłem zalogujesz się do aplikacji ${PRODUCT_NAME}.`,
  ],
  stores: STEPWISE_STORES,
})

export const offerPages: PageDocument[] = [
  endPage('try-for-free', 'Try for free', str(`Try ${PRODUCT_NAME} free for 7 days`, `Wypróbuj ${PRODUCT_NAME} za darmo przez 7 dni`), [
    'Full access to your personal plan and 300+ parenting summaries. We remind you on day 5, and you can cancel any time before the trial ends.',
    'Pełny dostęp do osobistego planu i ponad 300 podsumowań książek o rodzicielstwie. 5. dnia przypomnimy Ci o końcu okresu próbnego, a zrezygnować możesz w dowolnym momencie przed jego końcem.',
  ]),
  endPage('journey', 'Your journey: 8 modules', str('Your journey: 8 modules, 300 strategies', 'Twoja droga: 8 modułów, 300 strategii'), [
    'Each day takes about 5 minutes: one idea from a parenting book and one action to try with your child.',
    'Każdy dzień to około 5 minut: jedna myśl z książki o rodzicielstwie i jedno działanie do wypróbowania z dzieckiem.',
  ], { items: MODULES }),
  endPage('money', 'Value for money', str('Less than a coffee a week', 'Mniej niż kawa tygodniowo'), [
    'With the yearly plan, your whole parenting program costs less per week than a coffee. 94% of parents stay with us after 30 days. Not for you? The yearly plan is refundable within 28 days.',
    'W planie rocznym cały program rodzicielski kosztuje tygodniowo mniej niż kawa. 94% rodziców zostaje z nami po 30 dniach. Nie pasuje Ci? Plan roczny możesz zwrócić w ciągu 28 dni.',
  ]),
  endPage('timeline', 'Trial timeline', str('How your free trial works', 'Jak działa bezpłatny okres próbny'), ['No surprises: here is what happens and when.', 'Bez niespodzianek: oto co i kiedy się wydarzy.'], { items: trialSteps(WRITTEN_FACTS) }),
  offer,
  faqPage([...TRIAL_QUESTIONS, ...COMMON_QUESTIONS]),
  endPage('try-free', 'Last call: try it free', str('Give it 7 days, free', 'Daj sobie 7 dni, za darmo'), [
    'Thousands of parents started exactly where you are. Try your plan free for 7 days and see the difference 5 minutes a day can make.',
    'Tysiące rodziców zaczynało dokładnie tam, gdzie Ty teraz. Wypróbuj swój plan za darmo przez 7 dni i przekonaj się, co może zmienić 5 minut dziennie.',
  ], { buttonText: str('Try it free', 'Wypróbuj za darmo') }),
  congrats,
  register,
]
