/**
 * The style assessment: the two style questions, values and discipline (the validation
 * moment's wording follows the discipline answer), everyday questions, agreement statements
 * with supportive (answers 1-3) or praising (4-5) info boxes, the encouragement boost (wording
 * by struggle) and the final validation (wording by sleep and energy).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { reference, str } from '../../build'
import { scale } from '../../optionSets'
import { copyByAnswer } from '../../kit/rules'
import { discipline, roleModels, screenTime, selfCare, sleepEnergy, struggles, style1, style2, values } from './optionSets'
import { agreementLabels, empathyInfo, interstitial, paragraphs, parentingPage, PRODUCT_NAME, SECTION, withProgress } from './page'

type Section = (typeof SECTION)[keyof typeof SECTION]

const radio = (key: string, name: string, set: { _id: string }, en: string, pl: string, section: Section = SECTION.style, extra: Partial<PageDocument> = {}) =>
  parentingPage({ key, name, componentType: 'radioQuestion', ...withProgress(section), optionSet: reference(set._id), title: str(en, pl), ...extra } as PageDocument)

/** An agreement statement on the 1-5 scale with its two info boxes. */
const statement = (key: string, name: string, en: string, pl: string, section: Section, info: Parameters<typeof empathyInfo>) =>
  parentingPage({
    key,
    name,
    componentType: 'scaleQuestion',
    ...withProgress(section),
    optionSet: reference(scale._id),
    title: str(en, pl),
    paragraphs: paragraphs(['How much do you agree with this statement?', 'W jakim stopniu zgadzasz się z tym stwierdzeniem?']),
    scaleLabels: agreementLabels,
    empathyInfo: empathyInfo(...info),
  })

const validationMoment = interstitial({
  key: 'validation-moment',
  name: 'Validation moment (wording by discipline answer)',
  title: str('There is no perfect parent', 'Nie ma idealnych rodziców'),
  paragraphs: paragraphs(['Every parent has days when nothing works. What matters is that you keep looking for a better way, and you are doing it right now.', 'Każdy rodzic ma dni, gdy nic nie działa. Liczy się to, że szukasz lepszej drogi, a właśnie to teraz robisz.']),
  rules: copyByAnswer('discipline-beliefs', discipline, {
    teachingTool: {
      title: str('Discipline that teaches: you are on the right track', 'Dyscyplina, która uczy: jesteś na dobrej drodze'),
      paragraphs: paragraphs(['Seeing discipline as teaching is what research links to confident, kind children. Your plan gives you the words for the tricky moments.', 'Badania pokazują, że gdy dyscyplina służy uczeniu, a nie karaniu, dzieci wyrastają na pewne siebie i życzliwe. Twój plan podpowie Ci, co powiedzieć w trudnych chwilach.']),
    },
    punishment: {
      title: str('Consequences work best with connection', 'Konsekwencje działają najlepiej razem z bliskością'),
      paragraphs: paragraphs(['Clear consequences give children structure. Paired with a short talk about why, they teach far more than they punish.', 'Jasne konsekwencje dają dzieciom poczucie porządku. Połączone z krótką rozmową o tym, dlaczego, uczą znacznie więcej, niż karzą.']),
    },
    challenge: {
      title: str('Staying consistent is hard for almost everyone', 'Konsekwencja to wyzwanie niemal dla każdego'),
      paragraphs: paragraphs(['You are not alone. Small routines make consistency much easier, and your plan starts with them.', 'Wiele osób ma tak samo. Małe rutyny bardzo ułatwiają konsekwencję i od nich zaczyna się Twój plan.']),
    },
    lastResort: {
      title: str('Patience is a strength', 'Cierpliwość to siła'),
      paragraphs: paragraphs(['Reaching for discipline only when needed shows patience. Your plan adds simple limits so you need it even less.', 'Sięganie po dyscyplinę tylko wtedy, gdy trzeba, świadczy o cierpliwości. Twój plan doda proste granice, dzięki którym będzie potrzebna jeszcze rzadziej.']),
    },
    confusing: {
      title: str('It is confusing, and that is normal', 'Łatwo się w tym pogubić i to normalne'),
      paragraphs: paragraphs(['Advice often contradicts itself. Your plan gives you one clear approach and tells you why it works.', 'Rady często sobie przeczą. Twój plan da Ci jedno jasne podejście i wyjaśni, dlaczego działa.']),
    },
  }),
})

const encouragementBoost = interstitial({
  key: 'encouragement-boost',
  name: 'Encouragement boost (wording by struggle)',
  title: str('You are doing better than you think', 'Radzisz sobie lepiej, niż myślisz'),
  paragraphs: paragraphs([`Parents who learn with ${PRODUCT_NAME} take one small action a day, and 94% of them are still with us after 30 days.`, `Rodzice, którzy uczą się ze ${PRODUCT_NAME}, wykonują jedno małe działanie dziennie, a 94% z nich jest z nami także po 30 dniach.`]),
  // A multi-select answer: when several options match, the rule listed last wins.
  rules: copyByAnswer('parenting-struggle', struggles, {
    tantrums: { title: str('Tantrums are a phase you can shorten', 'Napady złości to etap, który można skrócić'), paragraphs: paragraphs(['Most tantrums calm down faster when a parent names the feeling first. You will practice it in 5 minutes a day.', 'Większość napadów złości szybciej mija, gdy rodzic najpierw nazwie emocję. Będziesz to ćwiczyć 5 minut dziennie.']) },
    yelling: { title: str('Less yelling starts with one pause', 'Mniej krzyku zaczyna się od jednej pauzy'), paragraphs: paragraphs(['A three-second pause changes how the next minute goes. Your plan trains it until it becomes a habit.', 'Trzysekundowa pauza zmienia przebieg następnej minuty. Z planem przećwiczysz ją tak, że wejdzie Ci w nawyk.']) },
    screenTime: { title: str('Screens do not have to be a daily battle', 'Ekrany nie muszą być codzienną walką'), paragraphs: paragraphs(['Clear, predictable screen rules end most arguments. Your plan shows you how to agree on them together.', 'Jasne, przewidywalne zasady korzystania z ekranów kończą większość kłótni. Twój plan pokaże Ci, jak wspólnie je ustalić.']) },
    everythingAtOnce: { title: str('One step at a time is enough', 'Wystarczy jeden krok naraz'), paragraphs: paragraphs(['When everything feels hard, one small daily action is the way in. We will choose the first one for you.', 'Gdy wszystko wydaje się trudne, jedno małe codzienne działanie jest dobrym początkiem. Pierwsze wybierzemy dla Ciebie.']) },
  }),
})

const finalValidation = interstitial({
  key: 'final-validation',
  name: 'Final validation (wording by sleep and energy)',
  title: str('Taking care of yourself is part of parenting', 'Dbanie o siebie to część rodzicielstwa'),
  paragraphs: paragraphs(['Your answers show how much you care. Your plan includes small actions for you too, not only for your kids.', 'Twoje odpowiedzi pokazują, jak bardzo Ci zależy. Twój plan zawiera małe działania także dla Ciebie, nie tylko dla dzieci.']),
  rules: copyByAnswer('sleep-energy', sleepEnergy, {
    yes: { title: str('Your energy is a great foundation', 'Twoja energia to świetny fundament'), paragraphs: paragraphs(['Rested parents react more calmly. Let’s use that energy for the habits that matter most to you.', 'Wypoczęci rodzice reagują spokojniej. Wykorzystajmy tę energię na nawyki, które są dla Ciebie najważniejsze.']) },
    no: { title: str('Tired parents deserve support, not guilt', 'Zmęczeni rodzice zasługują na wsparcie, nie na poczucie winy'), paragraphs: paragraphs(['When energy is low, every conflict feels bigger. Your plan keeps each action to 5 minutes and adds a few for your own rest.', 'Gdy brakuje energii, każdy konflikt wydaje się większy. W Twoim planie każde działanie trwa 5 minut, a kilka z nich dotyczy Twojego odpoczynku.']) },
  }),
})

const low = (en: string, pl: string, contentEn: string, contentPl: string) => [en, pl, contentEn, contentPl] as const

export const assessmentPages: PageDocument[] = [
  radio('parenting-style-1', 'Style 1: a hard moment', style1, 'When your child has a meltdown, what do you usually do?', 'Co zwykle robisz, gdy dziecko ma napad złości?'),
  radio('parenting-style-2', 'Style 2: strict or relaxed', style2, 'How would you describe your parenting?', 'Jak podchodzisz do wychowania?'),
  radio('values-teaching', 'Values', values, 'Which value do you most want to pass on?', 'Jaką wartość najbardziej chcesz przekazać dziecku?'),
  radio('discipline-beliefs', 'Discipline beliefs', discipline, 'What does discipline mean to you?', 'Czym jest dla Ciebie dyscyplina?'),
  validationMoment,
  statement('communication', 'Communication (agreement)', 'My child comes to me when something is wrong.', 'Moje dziecko przychodzi do mnie, gdy coś jest nie tak.', SECTION.style, [
    low('Trust can be built at any age', 'Zaufanie można budować w każdym wieku', 'Short, daily moments of undivided attention open the door. Your plan includes one each day.', 'Krótkie, codzienne chwile pełnej uwagi otwierają dziecko na rozmowę. Twój plan zawiera jedną taką chwilę każdego dnia.'),
    low('That is a wonderful sign', 'To wspaniały znak', 'Your child trusts you. We will help you keep that trust through the teenage years.', 'Dziecko Ci ufa. Pomożemy Ci utrzymać to zaufanie także w latach nastoletnich.'),
  ]),
  radio('screen-time', 'Screen time', screenTime, 'How much screen time does your child have on a typical day?', 'Ile czasu przed ekranem spędza Twoje dziecko w typowy dzień?', SECTION.style),
  radio('self-care', 'Self-care', selfCare, 'When did you last take time just for yourself?', 'Kiedy ostatnio udało Ci się znaleźć czas tylko dla siebie?', SECTION.wellbeing),
  statement('temper', 'Temper (agreement)', 'I lose my temper more often than I would like.', 'Zbyt często tracę panowanie nad sobą.', SECTION.wellbeing, [
    low('Great self-control', 'Świetna samokontrola', 'Staying calm under pressure is a real strength. Your plan helps you pass it on to your child.', 'Spokój pod presją to prawdziwa siła. Twój plan pomoże Ci przekazać ją dziecku.'),
    low('Every parent has been there', 'Każdy rodzic to zna', 'Losing your temper does not make you a bad parent. Simple pause techniques help, and you will practice them daily.', 'To, że puszczają Ci nerwy, nie znaczy, że jesteś złym rodzicem. Pomagają proste techniki pauzy, które będziesz ćwiczyć codziennie.'),
  ]),
  statement('socialization', 'Socialization (agreement)', 'My child finds it easy to make friends.', 'Moje dziecko łatwo nawiązuje przyjaźnie.', SECTION.wellbeing, [
    low('Social skills can be practiced', 'Umiejętności społecznych można się nauczyć', 'Playful role-play at home builds confidence with other kids. Your plan includes ideas for it.', 'Zabawa w odgrywanie ról w domu dodaje pewności w kontaktach z innymi dziećmi. Twój plan podsunie Ci pomysły na taką zabawę.'),
    low('A great start', 'Świetny start', 'Friendships build resilience. We will show you how to support them as your child grows.', 'Przyjaźnie budują odporność psychiczną. Pokażemy Ci, jak je wspierać, gdy dziecko dorasta.'),
  ]),
  statement('aspiration', 'Aspiration (agreement)', 'I want to parent differently from how I was raised.', 'Chcę wychowywać swoje dzieci inaczej, niż wychowywano mnie.', SECTION.wellbeing, [
    low('Building on what worked', 'Budujesz na tym, co się sprawdziło', 'Keeping the good parts of your own upbringing is a gift to your kids. Your plan adds fresh tools to them.', 'Zachowanie tego, co dobre z własnego dzieciństwa, to dar dla dzieci. Twój plan doda do tego nowe narzędzia.'),
    low('Breaking patterns takes courage', 'Zmiana schematów wymaga odwagi', 'Wanting to do it differently is the first and hardest step, and you have already taken it.', 'Chęć zrobienia tego inaczej to pierwszy i najtrudniejszy krok, a Ty masz go już za sobą.'),
  ]),
  encouragementBoost,
  radio('role-models', 'Role models', roleModels, 'Did you have parenting role models growing up?', 'Czy w dzieciństwie ktoś był dla Ciebie wzorem rodzica?', SECTION.wellbeing),
  statement('happiness-statement', 'Happiness (agreement)', 'I feel happy with our family life most days.', 'Przez większość dni nasze życie rodzinne daje mi radość.', SECTION.wellbeing, [
    low('It is okay to want more', 'Chcieć więcej to nic złego', 'Wanting a happier home is why you are here. Small changes add up quickly.', 'Jesteś tu, bo chcesz szczęśliwszego domu. Małe zmiany szybko się sumują.'),
    low('That is something to be proud of', 'To powód do dumy', 'A happy home is built every day. Your plan helps you keep it that way.', 'Szczęśliwy dom buduje się każdego dnia. Twój plan pomoże Ci to utrzymać.'),
  ]),
  radio('sleep-energy', 'Sleep and energy', sleepEnergy, 'Do you usually have enough sleep and energy?', 'Czy zwykle się wysypiasz i masz dość energii?', SECTION.wellbeing),
  statement('stress-check', 'Stress (agreement)', 'Parenting often leaves me stressed.', 'Rodzicielstwo często mnie stresuje.', SECTION.wellbeing, [
    low('You handle pressure well', 'Dobrze radzisz sobie z presją', 'That calm helps your kids feel safe. We will help you protect it.', 'Ten spokój daje dzieciom poczucie bezpieczeństwa. Pomożemy Ci go chronić.'),
    low('Stress is a signal, not a failure', 'Stres to sygnał, a nie porażka', 'Most parents feel it. Your plan includes quick ways to reset in the middle of a busy day.', 'Odczuwa go większość rodziców. Twój plan zawiera szybkie sposoby na złapanie oddechu w środku zabieganego dnia.'),
  ]),
  statement('self-doubt', 'Self-doubt (agreement)', 'I often doubt whether I am doing it right.', 'Często wątpię, czy robię to dobrze.', SECTION.wellbeing, [
    low('Your confidence shows', 'Widać Twoją pewność siebie', 'Trusting yourself helps your child trust you too. Let’s build on it.', 'Zaufanie do siebie pomaga dziecku zaufać Tobie. Warto na tym budować.'),
    low('Doubt means you care', 'Wątpliwości oznaczają, że Ci zależy', 'Caring parents question themselves. Clear strategies turn doubt into confidence.', 'Troskliwi rodzice zadają sobie pytania. Jasne strategie zamieniają wątpliwości w pewność siebie.'),
  ]),
  finalValidation,
]
