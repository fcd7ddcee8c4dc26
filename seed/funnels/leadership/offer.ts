/**
 * The offer: four promise pages (tryForFree, journey, money, timeline), the paywall `offer`
 * with a 7-day trial on a yearly and a monthly plan, congrats and register (the account). The
 * paywall shows the server's prices (lookup key leadership_v1) for the page's pricing set
 * (pricingSet test) and tells checkout the payWallCheckoutType variant; its copy names the
 * trial facts by placeholder.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { str, text } from '../../build'
import { TRIAL_BUTTON, TRIAL_PAYWALL, TRIAL_TERMS } from '../../kit/trialPaywall'
import { PAYWALL_FACTS, WRITTEN_FACTS, type FactWords } from '../../kit/priceCopy'
import { fieldFromVariant, overridePerVariant, overrideWhen } from '../../kit/rules'
import { registrationPage, STEPWISE_STORES, TO_REGISTRATION_BUTTON } from '../../kit/registration'
import { alternatives, item, items, leadershipPage, paragraphs, PRODUCT_NAME } from './page'
import { MODULES } from './plan'
import { leadershipScoring } from './scoring'
import { payWallBenefits, payWallCheckoutType, payWallMainTitle, payWallSectionOrder, payWallTrialTitle, pricingSet, pricingVersion } from './tests'
import { illustrated } from '../../kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from './illustrations'

/**
 * The trial, step by step (spec section 4): the timeline page writes the facts out, the
 * paywall's trial timeline names them by placeholder (kit/priceCopy).
 */
const TRIAL_TITLE = str('How your free trial works', 'Jak działa bezpłatny okres próbny')
const trialSteps = (f: FactWords) =>
  items(
    item(str('Quiz done', 'Quiz ukończony'), text('Your leadership style and plan are ready.', 'Twój styl przywództwa i plan są gotowe.'), { icon: 'circle-check' }),
    item(str('Today: instant access', 'Dziś: natychmiastowy dostęp'), text('Start your first step in the app right away.', 'Od razu zacznij pierwszy krok w aplikacji.'), { icon: 'lock-open' }),
    item(str(`Day ${f.reminderDay}: reminder`, `Dzień ${f.reminderDay}: przypomnienie`), text('We remind you that your trial is ending soon.', 'Przypominamy, że okres próbny wkrótce się kończy.'), { icon: 'bell' }),
    item(
      str(`Day ${f.trialDays}: subscription starts`, `Dzień ${f.trialDays}: start subskrypcji`),
      text(
        `Your subscription starts unless you cancel at least ${f.cancelHours.en} before the trial ends.`,
        `Subskrypcja się rozpocznie, chyba że zrezygnujesz co najmniej ${f.cancelHours.pl} przed końcem okresu próbnego.`,
      ),
      { icon: 'star' },
    ),
    item(
      str('Forgot to cancel?', 'Zapomnisz o rezygnacji?'),
      text(`Write to us within ${f.refundDays} days and we will refund your yearly plan.`, `Napisz do nas w ciągu ${f.refundDays} dni, a zwrócimy Ci pieniądze za plan roczny.`),
      { icon: 'message-circle' },
    ),
  )

const promisePages: PageDocument[] = [
  leadershipPage({
    key: 'tryForFree',
    name: 'Try for free',
    componentType: 'endPage',
    title: str(`Try ${PRODUCT_NAME} free for 7 days`, `Wypróbuj ${PRODUCT_NAME} za darmo przez 7 dni`),
    paragraphs: paragraphs(
      text(
        'Get full access to your personal plan and 80 leadership summaries. We will remind you on day 5, and you can cancel any time before the trial ends.',
        'Zyskaj pełny dostęp do osobistego planu i 80 podsumowań książek o przywództwie. 5. dnia przypomnimy Ci, że okres próbny się kończy, a zrezygnować możesz w dowolnym momencie przed jego końcem.',
      ),
    ),
    buttonText: str('Continue', 'Dalej'),
  }),
  leadershipPage({
    key: 'journey',
    name: 'Your journey: 6 modules',
    componentType: 'endPage',
    title: str('Your journey: 6 modules, 460 practical steps', 'Twoja droga: 6 modułów, 460 praktycznych kroków'),
    paragraphs: paragraphs(
      text(
        'Each step takes about 5 minutes: one idea from a leadership book and one action to try at work.',
        'Każdy krok zajmuje około 5 minut: jedna myśl z książki o przywództwie i jedno działanie do wypróbowania w pracy.',
      ),
    ),
    items: items(...MODULES),
    buttonText: str('Continue', 'Dalej'),
  }),
  leadershipPage({
    key: 'money',
    name: 'Value for money',
    componentType: 'endPage',
    // Spec section 4: the money page gets version v1 (the pricingVersion test has only v1), whose
    // copy quotes the paywall's prices by placeholder: the server's answer for the plan the paywall
    // opens with (yearly), in the visitor's pricing set and currency. The page's own copy names no price.
    rules: [overrideWhen(pricingVersion, 'v1', { versionKey: 'v1', titleAlternative: 1, paragraphAlternative: 1 })],
    title: str('Less than a cup of coffee a week', 'Mniej niż filiżanka kawy tygodniowo'),
    titleAlternatives: alternatives(str('About {perWeek} a week for your whole program', 'Około {perWeek} tygodniowo za cały program')),
    paragraphs: paragraphs(
      text(
        'With the yearly plan, your whole leadership program costs less per week than a coffee. Not for you? The yearly plan is refundable within 28 days.',
        'W planie rocznym cały program rozwoju przywództwa kosztuje tygodniowo mniej niż kawa. Nie pasuje Ci? Plan roczny możesz zwrócić w ciągu 28 dni.',
      ),
    ),
    paragraphAlternatives: alternatives(
      text(
        'The yearly plan costs {price}, {savingPercent}% less than twelve months of the monthly plan: about {perWeek} a week, less than one coffee. Not for you? The yearly plan is refundable within 28 days.',
        'Plan roczny kosztuje {price}, o {savingPercent}% mniej niż dwanaście miesięcy planu miesięcznego: około {perWeek} tygodniowo, mniej niż jedna kawa. Nie pasuje Ci? Plan roczny możesz zwrócić w ciągu 28 dni.',
      ),
    ),
    items: items(
      // The whole library (every topic); the leadership program is 80 of its summaries and 460 of its actions.
      item(str('500+ book summaries in the library', 'Ponad 500 podsumowań książek w bibliotece'), undefined, { value: 500 }),
      item(str('5000 practical actions in the library', '5000 praktycznych działań w bibliotece'), undefined, { value: 5000 }),
      item(str('91% stay after the first 30 days', '91% zostaje po pierwszych 30 dniach'), undefined, { value: 91 }),
    ),
    buttonText: str('Continue', 'Dalej'),
  }),
  leadershipPage({
    key: 'timeline',
    name: 'Trial timeline',
    componentType: 'endPage',
    title: TRIAL_TITLE,
    items: trialSteps(WRITTEN_FACTS),
    buttonText: str('Continue', 'Dalej'),
  }),
]


/** payWall{Product}BenefitsV2: each variant's benefits list (simplified is also the page's own). */
const BENEFITS = {
  simplified: items(
    item(str('460 practical steps in 6 modules', '460 praktycznych kroków w 6 modułach')),
    item(str('The whole library: 5000 actions from 500+ books', 'Cała biblioteka: 5000 działań z ponad 500 książek')),
    item(str('A daily reminder at your chosen time', 'Codzienne przypomnienie o wybranej porze')),
  ),
  simplified80Summaries: items(
    item(str('80 leadership summaries, chosen for your style', '80 podsumowań książek o przywództwie, dobranych do Twojego stylu')),
    item(str('460 practical steps in 6 modules', '460 praktycznych kroków w 6 modułach')),
    item(str('A daily reminder at your chosen time', 'Codzienne przypomnienie o wybranej porze')),
  ),
}

const offer: PageDocument = leadershipPage({
  key: 'offer',
  ...illustrated(LEADERSHIP_ILLUSTRATIONS.paywall),
  name: 'Paywall',
  componentType: 'paywall',
  rules: [
    overrideWhen(payWallMainTitle, 'journeyProgress', { titleAlternative: 1 }),
    ...fieldFromVariant(payWallSectionOrder, 'sectionOrder'),
    ...overridePerVariant(payWallBenefits, (value) => ({ benefitsKey: value as keyof typeof BENEFITS, items: BENEFITS[value as keyof typeof BENEFITS] })),
    overrideWhen(payWallTrialTitle, 'firstSevenDays', { trialTitle: str('Your first {trialDays} days, step by step', 'Twoje pierwsze {trialDays} dni krok po kroku') }),
    // Spec 9: the pricing set (default or second) and the checkout type (checkout or inline) reach the prices and checkout.
    ...fieldFromVariant(pricingSet, 'pricingSet'),
    ...fieldFromVariant(payWallCheckoutType, 'checkoutType'),
  ],
  title: str('Your leadership plan is ready', 'Twój plan rozwoju przywództwa jest gotowy'),
  // payWallMainTitle: original (the title), journeyProgress (alternative 1).
  titleAlternatives: alternatives(str('You have already taken the first step towards confident leadership', 'Pierwszy krok ku pewnemu przywództwu masz już za sobą')),
  profileTitle: str('Your leadership profile', 'Twój profil przywódczy'),
  resultScoring: leadershipScoring,
  benefitsKey: 'simplified',
  benefitsTitle: str('What you get', 'Co otrzymujesz'),
  items: BENEFITS.simplified,
  trialTitle: TRIAL_TITLE,
  trialSteps: trialSteps(PAYWALL_FACTS),
  paywall: TRIAL_PAYWALL,
  buttonText: TRIAL_BUTTON,
  footer: TRIAL_TERMS,
})

const congrats: PageDocument = leadershipPage({
  key: 'congrats',
  name: 'Congratulations',
  componentType: 'congrats',
  title: str(`Welcome to ${PRODUCT_NAME}!`, `Witamy w ${PRODUCT_NAME}!`),
  paragraphs: paragraphs(
    text(
      'Your leadership plan is ready. One last step: set up your account, and we will take you to the app to start your first step today.',
      'Twój plan rozwoju przywództwa jest gotowy. Został ostatni krok: załóż konto, a przeniesiemy Cię do aplikacji, gdzie jeszcze dziś zrobisz pierwszy krok.',
    ),
  ),
  buttonText: TO_REGISTRATION_BUTTON,
})

/** Spec 2.7: the funnel ends with the account page after congratulations. */
const register = registrationPage(leadershipPage, {
  title: str('Create your account', 'Załóż konto'),
  paragraph: [
    `Choose a password to keep your leadership plan and progress safe. You will log in to the ${PRODUCT_NAME} app with this e-mail and password.`,
    `Wybierz hasło, aby zachować swój plan rozwoju przywództwa i postępy. Tym adresem e-mail i hasłem zalogujesz się do aplikacji ${PRODUCT_NAME}.`,
  ],
  stores: STEPWISE_STORES,
})

export const offerPages: PageDocument[] = [...promisePages, offer, congrats, register]
