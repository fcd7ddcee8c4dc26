/**
 * The free-trial story before the paywall (tryForFree, journey, money, timeline), the paywall
 * variants, congrats and the account page. The four story pages belong to the freeTrial flow:
 * payWallType discount removes them (spec section 4).
 *
 * The account page is `create-account` (key registration): spec 2.8 gives the path `register`
 * to the e-mail capture (key emailPage), so the account page needs another path. The frame
 * hides its back arrow by its template (spec 2.2's register page), not by its path.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str } from '../../build'
import { registrationPage, TO_REGISTRATION_BUTTON, type StoreLinks } from '../../kit/registration'
import { continueButton, deepsPage as page, paragraphs } from './page'
import { WRITTEN_FACTS } from '../../kit/priceCopy'
import { paywallPages, TRIAL_TITLE, trialSteps } from './paywalls'
import { item } from './plan'
import { hiddenUnderDiscount } from './tests'

const trialStory: PageDocument[] = [
  page({
    key: 'tryForFree',
    name: 'Try for free',
    componentType: 'promise',
    rules: [hiddenUnderDiscount],
    title: str('Try Deeps free for 7 days', 'Wypróbuj Deeps za darmo przez 7 dni'),
    paragraphs: paragraphs([
      'Unlock 500+ summaries and 5000 actions. If Deeps is not for you, cancel before the trial ends and pay nothing.',
      'Odblokuj ponad 500 podsumowań i 5000 działań. Jeśli Deeps nie jest dla Ciebie, anuluj przed końcem okresu próbnego i nie płać nic.',
    ]),
    buttonText: continueButton(),
  }),
  page({
    key: 'journey',
    name: 'Your journey',
    componentType: 'endPage',
    rules: [hiddenUnderDiscount],
    title: str('Your journey with Deeps', 'Twoja podróż z Deeps'),
    items: keyed(
      [
        item(['Week 1: first wins', 'Tydzień 1: pierwsze sukcesy'], ['One summary and one action a day build your routine.', 'Jedno podsumowanie i jedno działanie dziennie budują Twoją rutynę.'], 'sprout'),
        item(['Weeks 2-3: new habits', 'Tygodnie 2–3: nowe nawyki'], ['The actions start to feel natural, at work and at home.', 'Działania zaczynają przychodzić naturalnie, w pracy i w domu.'], 'leaf'),
        item(['Week 4: visible change', 'Tydzień 4: widoczna zmiana'], ['You finish your 20-episode plan and see how far you have come.', 'Kończysz plan na 20 odcinków i widzisz, ile udało Ci się osiągnąć.'], 'trophy'),
      ],
      'j',
    ),
    buttonText: continueButton(),
  }),
  page({
    key: 'money',
    name: 'Money',
    componentType: 'endPage',
    rules: [hiddenUnderDiscount],
    title: str('Invest in yourself without the risk', 'Inwestuj w siebie bez ryzyka'),
    paragraphs: paragraphs(
      [
        'Your first 7 days are free. The yearly plan is refundable within 28 days, no questions asked.',
        'Pierwsze 7 dni jest bezpłatne. Plan roczny możesz zwrócić w ciągu 28 dni bez podawania przyczyny.',
      ],
      [
        'Cancel at least 24 hours before the end date and you will not be charged again.',
        'Anuluj co najmniej 24 godziny przed datą zakończenia, a nie pobierzemy kolejnej opłaty.',
      ],
    ),
    buttonText: continueButton(),
  }),
  page({
    key: 'timeline',
    name: 'Trial timeline',
    componentType: 'endPage',
    rules: [hiddenUnderDiscount],
    title: TRIAL_TITLE,
    items: trialSteps(WRITTEN_FACTS),
    buttonText: continueButton(),
  }),
]

const congrats = page({
  key: 'congrats',
  name: 'Congratulations',
  componentType: 'congrats',
  title: str('Congratulations, your plan is unlocked!', 'Gratulacje, Twój plan jest odblokowany!'),
  paragraphs: paragraphs([
    'One last step: set up your account, and we will take you to the Deeps app to start your first summary today.',
    'Został ostatni krok: załóż konto, a przeniesiemy Cię do aplikacji Deeps, gdzie jeszcze dziś zaczniesz pierwsze podsumowanie.',
  ]),
  buttonText: TO_REGISTRATION_BUTTON,
})

/** The Deeps app's store pages (the funnel's redirect destinations say the same). */
export const DEEPS_STORES: StoreLinks = {
  appStoreUrl: 'https://apps.apple.com/app/deeps',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.deeps',
}

const registration = registrationPage(page, {
  key: 'registration',
  path: 'create-account',
  title: str('Create your Deeps account', 'Załóż konto w Deeps'),
  paragraph: [
    'Choose a password to keep your plan, your summaries and your progress. You will log in to the Deeps app with this e-mail and password.',
    'Wybierz hasło, aby zachować swój plan, podsumowania i postępy. Tym adresem e-mail i hasłem zalogujesz się do aplikacji Deeps.',
  ],
  stores: DEEPS_STORES,
})

export const offerPages: PageDocument[] = [...trialStory, ...paywallPages, congrats, registration]
