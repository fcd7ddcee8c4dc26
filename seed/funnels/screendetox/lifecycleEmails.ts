/**
 * The screen-detox e-mails, in English and Polish (Polish is this PLN product's first market;
 * es, pt, de, tr fall back to English until they are written to this copy):
 * - welcome (after purchase): the congrats page promises "the guide and the first step of the
 *   method in your inbox", so the e-mail carries both: the 5-step guide, as the method-preview
 *   page names the steps, and step 1 written out (the 3-day screen diary).
 * - results (when the visitor gives an e-mail, bought or not): the email-capture page promises
 *   "your personal plan and the guide", so it carries the 4-week plan week by week and the
 *   guide's three rules for the first days.
 * screendetoxexp sells the same program, ready in 2 weeks (its waiting room), so its welcome
 * says the rest is on its way instead of linking to it.
 * Placeholders: {{funnelName}}; the welcome's button {{appLink}} (the program's web start page).
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { HI, type LifecycleCopy, lifecycleEmailBuilder, SIGNATURE } from '../../kit/lifecycleEmail'

/** The method-preview page's five steps, as the guide states them. */
const GUIDE: LifecycleCopy[] = [
  {
    en: 'The guide in five steps, one after another over 4 weeks:',
    pl: 'Przewodnik w pięciu krokach, jeden po drugim przez 4 tygodnie:',
  },
  {
    en: '1. Notice the patterns. A 3-day screen diary shows when and why your child reaches for a screen.',
    pl: '1. Zauważ schematy. Trzydniowy dziennik ekranów pokazuje, kiedy i dlaczego dziecko sięga po ekran.',
  },
  {
    en: '2. Set calm, clear limits. A few simple picture rules your child understands, the same every day.',
    pl: '2. Ustal spokojne, jasne zasady. Kilka prostych reguł w obrazkach, zrozumiałych dla dziecka i codziennie tych samych.',
  },
  {
    en: '3. Replace, don’t just remove. The 5-day play plan and up to 66 screen-free activities fill the moments a screen used to fill.',
    pl: '3. Zastępuj, a nie tylko zabieraj. 5-dniowy plan zabaw i do 66 zajęć bez ekranu wypełniają chwile, które dotąd wypełniał ekran.',
  },
  {
    en: '4. Handle the hard moments. Short scripts end screen time without tantrums: warn before the end, switch off together, move straight on to what comes next.',
    pl: '4. Poradź sobie w trudnych chwilach. Krótkie scenariusze kończą czas przed ekranem bez napadów złości: uprzedź przed końcem, wyłączcie razem, od razu przejdźcie do kolejnego zajęcia.',
  },
  {
    en: '5. Make it last. The new habits become a family routine, with the guide at hand when things slip.',
    pl: '5. Utrwal zmiany. Nowe nawyki stają się rodzinną rutyną, a przewodnik jest pod ręką, gdy coś się rozsypie.',
  },
]

const FIRST_STEP: LifecycleCopy[] = [
  {
    en: 'Your first step, starting today (about 5 minutes a day): keep the screen diary for 3 days. Each time your child uses a screen, write down four things: the time, what they watched or played, for how long, and what happened just before (boredom, tiredness, you needed to cook).',
    pl: 'Twój pierwszy krok, od dziś (około 5 minut dziennie): przez 3 dni prowadź dziennik ekranów. Za każdym razem, gdy dziecko korzysta z ekranu, zapisz cztery rzeczy: godzinę, co oglądało lub w co grało, jak długo i co działo się tuż wcześniej (nuda, zmęczenie, trzeba było ugotować obiad).',
  },
  {
    en: 'Do not change anything yet: just watch. On day 4 you will see your family’s patterns, and step 2 builds your rules on them.',
    pl: 'Na razie niczego nie zmieniaj, tylko obserwuj. Czwartego dnia zobaczysz schematy swojej rodziny, a w kroku 2 oprzesz na nich Wasze zasady.',
  },
]

type Access = 'open' | 'inTwoWeeks'

const ACCESS: Record<Access, LifecycleCopy> = {
  open: {
    en: 'Your whole program, with the 5-day play plan and the activities of your package, is open now: the button below takes you there.',
    pl: 'Cały Twój program, z 5-dniowym planem zabaw i zajęciami z Twojego pakietu, jest już dostępny: przycisk poniżej Cię do niego zaprowadzi.',
  },
  inTwoWeeks: {
    en: 'The rest of your program, with the 5-day play plan and the activities of your package, will be ready in 2 weeks, and we will e-mail you the moment it is. The first step needs nothing else, so you can start today.',
    pl: 'Reszta programu, z 5-dniowym planem zabaw i zajęciami z Twojego pakietu, będzie gotowa za 2 tygodnie i napiszemy do Ciebie, gdy tylko to nastąpi. Pierwszy krok nie wymaga niczego więcej, więc możesz zacząć już dziś.',
  },
}

/** The welcome with the guide and the first step; screendetoxexp's program arrives in 2 weeks. */
export const screendetoxWelcome = (funnelKey: string, access: Access): EmailTemplateDocument =>
  lifecycleEmailBuilder(funnelKey)({
    key: 'welcome',
    name: 'Welcome: the guide and the first step (e-mail marketing provider)',
    subject: { en: 'Your guide and the first step of the method', pl: 'Twój przewodnik i pierwszy krok metody' },
    paragraphs: [
      HI,
      {
        en: 'Thank you for joining {{funnelName}}. As promised, here are the guide to the 4-week, 5-step method and its first step.',
        pl: 'dziękujemy, że jesteś z nami w {{funnelName}}. Tak jak obiecaliśmy, oto przewodnik po 4-tygodniowej metodzie 5 kroków i jej pierwszy krok.',
      },
      ...GUIDE,
      ...FIRST_STEP,
      ACCESS[access],
      {
        en: 'Many families notice calmer evenings within 3 to 5 days. Every package comes with a 30-day money-back guarantee: if the method does not work for your family, reply within 30 days and we will refund the full amount.',
        pl: 'Wiele rodzin zauważa spokojniejsze wieczory już po 3–5 dniach. Każdy pakiet ma 30-dniową gwarancję zwrotu pieniędzy: jeśli metoda nie sprawdzi się w Twojej rodzinie, odpowiedz w ciągu 30 dni, a zwrócimy całą kwotę.',
      },
      SIGNATURE,
    ],
    ...(access === 'open' ? { callToAction: { label: { en: 'Open my program', pl: 'Otwórz mój program' }, url: '{{appLink}}' } } : {}),
  })

/** The plan and the guide the email-capture page promises, sent whether or not the visitor buys. */
export const screendetoxResults = (funnelKey: string): EmailTemplateDocument =>
  lifecycleEmailBuilder(funnelKey)({
    key: 'results',
    name: 'Your plan and the guide (email-capture page)',
    subject: { en: 'Your 4-week plan for calmer screens', pl: 'Twój 4-tygodniowy plan na spokojniejszy czas przed ekranem' },
    paragraphs: [
      HI,
      {
        en: 'Here is your personal plan, as promised: four weeks, five steps, a few minutes a day.',
        pl: 'oto obiecany osobisty plan: cztery tygodnie, pięć kroków, kilka minut dziennie.',
      },
      {
        en: 'Week 1: notice the patterns with a 3-day screen diary, then set calm, clear limits your child understands.',
        pl: 'Tydzień 1: zauważ schematy dzięki trzydniowemu dziennikowi ekranów, a potem ustal spokojne, jasne zasady, które dziecko rozumie.',
      },
      {
        en: 'Week 2: replace, don’t just remove, with a 5-day play plan of screen-free activities.',
        pl: 'Tydzień 2: zastępuj, a nie tylko zabieraj; pomoże w tym 5-dniowy plan zabaw bez ekranu.',
      },
      {
        en: 'Week 3: handle the hard moments with short scripts that end screen time without tantrums.',
        pl: 'Tydzień 3: poradź sobie w trudnych chwilach dzięki krótkim scenariuszom, które kończą czas przed ekranem bez napadów złości.',
      },
      {
        en: 'Week 4: make it last by turning the new habits into a family routine.',
        pl: 'Tydzień 4: utrwal zmiany, zamieniając nowe nawyki w rodzinną rutynę.',
      },
      {
        en: 'The guide’s three rules for the first days: agree on when screen time ends before it starts; warn your child five minutes before the end; and have one screen-free activity ready for the moment the screen goes off.',
        pl: 'Trzy zasady przewodnika na pierwsze dni: ustal koniec czasu przed ekranem, zanim się zacznie; uprzedź dziecko pięć minut przed końcem; miej gotowe jedno zajęcie bez ekranu na chwilę, gdy ekran zgaśnie.',
      },
      {
        en: 'Many families notice calmer evenings within 3 to 5 days.',
        pl: 'Wiele rodzin zauważa spokojniejsze wieczory już po 3–5 dniach.',
      },
      SIGNATURE,
    ],
  })

export const screendetoxLifecycleEmails: EmailTemplateDocument[] = [screendetoxWelcome('screendetox', 'open'), screendetoxResults('screendetox')]
