/**
 * The package page (the paywall, key completePackageSelection), the congratulations page and
 * the account page after it (register).
 * Packages and prices are spec section 9 (PLN, one-time). The spec gives only START's original
 * price (97 zł, was 197 zł); the others are struck through at about twice their price in the
 * same way. The page shows the server's prices (lookup key screendetox_v1) for its pricing set;
 * the prices here are what the sandbox catalogue answers for the default set.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import type { Paywall, Plan } from '../../../schemas/page/blocks/schema'
import { keyed, str, text } from '../../build'
import { registrationPage, TO_REGISTRATION_BUTTON } from '../../kit/registration'
import type { ScreendetoxKit } from './page'

type Timer = NonNullable<Paywall['timerText']>
type PlanInput = Omit<Plan, '_key' | '_type' | 'interval' | 'features'> & { features: [string, string][] }

/** The packages of the first screen-detox funnel (START, SILVER popular, GOLD, VIP); their prices are the server's (catalogue screendetox_v1). */
export const PACKAGES: PlanInput[] = [
  {
    id: 'start',
    name: str('START', 'START'),
    features: [
      ['The 5-step method', 'Metoda 5 kroków'],
      ['30 screen-free activities', '30 zajęć bez ekranu'],
      ['Basic guide', 'Podstawowy przewodnik'],
      ['E-mail support', 'Wsparcie e-mailowe'],
    ],
  },
  {
    id: 'silver',
    name: str('SILVER', 'SILVER'),
    badge: 'mostPopular',
    features: [
      ['Everything in START', 'Wszystko z pakietu START'],
      ['All 66 screen-free activities', 'Wszystkie 66 zajęć bez ekranu'],
      ['Meal planning without screens', 'Planowanie posiłków bez ekranów'],
      ['Strategies for the whole family', 'Strategie dla całej rodziny'],
      ['Progress tracking', 'Śledzenie postępów'],
      ['Priority support', 'Wsparcie priorytetowe'],
    ],
  },
  {
    id: 'gold',
    name: str('GOLD', 'GOLD'),
    badge: 'bestValue',
    features: [
      ['Everything in SILVER', 'Wszystko z pakietu SILVER'],
      ['Implementation call', 'Rozmowa wdrożeniowa'],
      ['Troubleshooting guide', 'Przewodnik rozwiązywania problemów'],
      ['Advanced strategies', 'Zaawansowane strategie'],
      ['Community access', 'Dostęp do społeczności'],
      ['90-day support', '90 dni wsparcia'],
    ],
  },
  {
    id: 'vip',
    name: str('VIP', 'VIP'),
    features: [
      ['Everything in GOLD', 'Wszystko z pakietu GOLD'],
      ['3 coaching calls', '3 rozmowy coachingowe'],
      ['A plan customised for your family', 'Plan dopasowany do Twojej rodziny'],
      ['Direct access to the expert', 'Bezpośredni kontakt z ekspertką'],
      ['Lifetime updates', 'Dożywotnie aktualizacje'],
      ['1 year of support', 'Rok wsparcia'],
    ],
  },
]

/** The paywall block: the packages as one-time plans, the reservation countdown and its text. */
export function packagesBlock(timerText: Timer, packages: PlanInput[] = PACKAGES): Paywall {
  return {
    _type: 'paywall',
    countdownMinutes: 15,
    timerText,
    plans: keyed(
      packages.map(({ features, ...plan }) => ({
        _type: 'plan' as const,
        ...plan,
        interval: 'once' as const,
        features: keyed(features.map(([en, pl]) => str(en, pl)), 'f'),
      })),
      'plan',
    ),
  }
}

const profileLine = ([en, pl]: [string, string], questionKey: string, [fallbackEn, fallbackPl]: [string, string]) => ({
  _type: 'profileEntry' as const,
  label: str(en, pl),
  questionKey,
  fallback: str(fallbackEn, fallbackPl),
})

export function offerPages({ page }: ScreendetoxKit): PageDocument[] {
  return [
    page({
      key: 'complete-package-selection',
      name: 'completePackageSelection',
      componentType: 'paywall',
      section: 'reflection',
      title: str('Your plan is ready: choose your package', 'Twój plan jest gotowy: wybierz pakiet'),
      paragraphs: keyed([text('One payment, lifetime access to the 4-week, 5-step method.', 'Jedna płatność, dożywotni dostęp do 4-tygodniowej metody 5 kroków.')], 'p'),
      paywall: packagesBlock('planReserved'),
      // Spec 3, the screen-detox profile: the visitor's answers, or the spec's fallback defaults.
      profileTitle: str('Your family profile', 'Profil Twojej rodziny'),
      answerProfile: keyed(
        [
          profileLine(['Screen time today', 'Czas przed ekranem dziś'], 'screen-time-baseline', ['2-3 hours daily', '2-3 godziny dziennie']),
          profileLine(['Main challenge', 'Największe wyzwanie'], 'struggling-areas', ['Tantrums when turning off screens', 'Napady złości przy wyłączaniu ekranu']),
          profileLine(['What you hope for', 'Na co liczysz'], 'expectations', ['A child who plays independently', 'Dziecko, które bawi się samodzielnie']),
          profileLine(['Your confidence', 'Twoja pewność siebie'], 'confidence-level', ['Motivated, with support', 'Jest motywacja, przyda się wsparcie']),
          profileLine(["Children's ages", 'Wiek dzieci'], 'children-ages', ['3-6 years', '3-6 lat']),
        ],
        'profile',
      ),
      timerStyle: 'urgent',
      planStyle: 'detailed',
      benefitsTitle: str('Every package includes', 'Każdy pakiet zawiera'),
      items: keyed(
        [
          { _type: 'pageItem' as const, icon: 'book-open', title: str('The guide to calm screens', 'Przewodnik „Ekrany bez nerwów”') },
          { _type: 'pageItem' as const, icon: 'clipboard-list', title: str('A 5-day play plan to start with', '5-dniowy plan zabaw na start') },
          { _type: 'pageItem' as const, icon: 'shield-check', title: str('30-day money-back guarantee', '30-dniowa gwarancja zwrotu pieniędzy') },
        ],
        'item',
      ),
      buttonText: str('Get my package', 'Wybieram pakiet'),
      footer: text(
        'One-time payment in PLN, no subscription. If the method does not work for your family, write to us within 30 days and we will refund the full amount.',
        'Jednorazowa płatność w PLN, bez subskrypcji. Jeśli metoda nie sprawdzi się w Twojej rodzinie, napisz do nas w ciągu 30 dni, a zwrócimy całą kwotę.',
      ),
    }),
    page({
      key: 'congrats',
      name: 'congrats',
      componentType: 'congrats',
      section: 'reflection',
      title: str('Welcome! Your plan is on its way', 'Witaj! Twój plan jest już w drodze'),
      paragraphs: keyed(
        [
          text(
            'Check your inbox: the guide and the first step of the method are waiting for you. One more thing: set up your account so you can come back to them any time.',
            'Sprawdź skrzynkę: czekają tam na Ciebie przewodnik i pierwszy krok metody. Jeszcze jedno: załóż konto, aby w każdej chwili do nich wrócić.',
          ),
        ],
        'p',
      ),
      buttonText: TO_REGISTRATION_BUTTON,
    }),
    // No store links: the program is not an app from a store; a failed redirect offers a retry.
    registrationPage(page, {
      section: 'reflection',
      title: str('Create your account', 'Załóż konto'),
      paragraph: [
        // The package decides how many activities: START has 30, so no number here.
        'Choose a password to open your program, the guide and the screen-free activities of your package whenever you need them. You will log in with this e-mail and password.',
        'Wybierz hasło, aby w każdej chwili mieć dostęp do programu, przewodnika i zajęć bez ekranu z Twojego pakietu. Będziesz logować się tym adresem e-mail i hasłem.',
      ],
    }),
  ]
}
