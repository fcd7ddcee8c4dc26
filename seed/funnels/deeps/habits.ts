/** The habit questions of /deeps: personality, workout, drive, time, boundaries, body and mind. */
import type { PageDocument } from '../../../schemas/page/schema'
import { reference, str, text } from '../../build'
import { frequency, scale } from '../../optionSets'
import { bodyMind, personality, push, workout } from './optionSets'
import { deepsPage as page, feedbackPage, paragraphs, question, type VariantCopy } from './page'
import { DEEPS_ILLUSTRATIONS } from './illustrations'
import { illustrated } from '../../kit/illustrations'

export const HABITS = 'habits'

const saysYesTooOften: VariantCopy = [
  'Your time is worth protecting',
  'Twój czas jest wart ochrony',
  'Saying yes to everything means saying no to yourself. Your plan includes short scripts for kind but firm refusals.',
  'Mówienie „tak” wszystkim oznacza mówienie „nie” sobie. Twój plan zawiera krótkie gotowe zwroty do uprzejmej, ale stanowczej odmowy.',
]

const guardsBoundaries: VariantCopy = [
  'Strong boundaries, strong leader',
  'Mocne granice, mocny lider',
  'You already guard your time. Next step: helping your team do the same, with ideas from the best books on leadership.',
  'Już chronisz swój czas. Kolejny krok: pomóc w tym swojemu zespołowi, korzystając z pomysłów z najlepszych książek o przywództwie.',
]

export const habitPages: PageDocument[] = [
  question({
    key: 'qPersonality',
    ...illustrated(DEEPS_ILLUSTRATIONS.habits),
    name: 'Personality',
    section: HABITS,
    optionSet: personality,
    title: str('How would you describe yourself?', 'Które określenie najlepiej do Ciebie pasuje?'),
  }),
  feedbackPage({
    questionKey: 'qPersonality',
    optionSet: personality,
    title: str('Your personality, your way of learning', 'Twoja osobowość, Twój sposób nauki'),
    paragraph: text(
      'Some days you need quiet reading, other days a lively audio episode. Deeps offers both for every summary.',
      'Czasem potrzebujesz spokojnej lektury, a czasem żywego odcinka audio. Deeps oferuje jedno i drugie przy każdym podsumowaniu.',
    ),
    variants: {
      introvert: [
        'Quiet minds go deep',
        'Spokojne umysły sięgają głęboko',
        'Introverts often think things through before they speak. Your plan includes summaries on the power of introverts and tools to lead in your own calm way.',
        'Introwertycy często przemyślą sprawę, zanim zabiorą głos. Twój plan obejmuje podsumowania o sile introwersji i narzędzia do przewodzenia we własnym, spokojnym stylu.',
      ],
      extrovert: [
        'Your energy is contagious',
        'Twoja energia jest zaraźliwa',
        'Extroverts recharge with people. We will add summaries on channelling that energy into focus and into listening well.',
        'Ekstrawertycy ładują baterie wśród ludzi. Dodamy podsumowania o tym, jak przekuć tę energię w skupienie i uważne słuchanie.',
      ],
      both: [
        'The best of both worlds',
        'To, co najlepsze z obu światów',
        'Ambiverts adapt to the room, a real advantage when you lead. We will help you choose the right mode at the right moment.',
        'Ambiwertycy dopasowują się do sytuacji, co jest prawdziwą przewagą w przewodzeniu. Pomożemy Ci wybierać właściwy tryb we właściwej chwili.',
      ],
    },
  }),
  question({
    key: 'qWorkout',
    name: 'Workout',
    section: HABITS,
    optionSet: workout,
    title: str('How often do you work out?', 'Jak często ćwiczysz?'),
    paragraphs: paragraphs([
      'A body in motion keeps a mind sharp. We will match your plan to your energy.',
      'Ciało w ruchu to bystry umysł. Dopasujemy plan do Twojego poziomu energii.',
    ]),
  }),
  question({
    key: 'qPush',
    name: 'What drives you',
    section: HABITS,
    optionSet: push,
    title: str('What pushes you to act?', 'Co najbardziej motywuje Cię do działania?'),
  }),
  feedbackPage({
    questionKey: 'qPush',
    optionSet: push,
    title: str('Knowing your drive is half the work', 'Znajomość własnej motywacji to połowa sukcesu'),
    paragraph: text(
      'When you know what moves you, building habits gets much easier. Your plan uses it from day one.',
      'Gdy wiesz, co Cię napędza, budowanie nawyków staje się dużo łatwiejsze. Twój plan wykorzysta to od pierwszego dnia.',
    ),
    variants: {
      ownGoals: [
        'Self-driven people go far',
        'Osoby z wewnętrzną motywacją zachodzą daleko',
        'Inner motivation is the most lasting kind. We will turn your goals into small daily actions you can tick off.',
        'Motywacja wewnętrzna jest najtrwalsza. Zamienimy Twoje cele w małe codzienne działania, które odhaczysz na liście.',
      ],
      deadlines: [
        'Deadlines work, so let us use them',
        'Terminy działają, więc je wykorzystajmy',
        'A date on the calendar gets you moving. Your plan sets small daily deadlines so progress never waits for the last minute.',
        'Data w kalendarzu mobilizuje Cię do działania. Twój plan wyznacza małe codzienne terminy, żeby postęp nie czekał na ostatnią chwilę.',
      ],
      otherPeople: [
        'You grow when others count on you',
        'Rozwijasz się, gdy inni na Tobie polegają',
        'Responsibility for others is a powerful engine. We will add summaries on leading people and keeping your own energy up.',
        'Odpowiedzialność za innych to potężny napęd. Dodamy podsumowania o przewodzeniu ludziom i dbaniu o własną energię.',
      ],
      curiosity: [
        'Curiosity is the best teacher',
        'Ciekawość to najlepszy nauczyciel',
        'Curious minds learn fastest. With 500+ summaries you will never run out of new ideas to try.',
        'Ciekawe świata umysły uczą się najszybciej. Przy ponad 500 podsumowaniach nigdy nie zabraknie Ci nowych pomysłów do wypróbowania.',
      ],
    },
  }),
  page({
    key: 'qTimeMgmt',
    name: 'Time management',
    componentType: 'scaleQuestion',
    section: HABITS,
    hasProgress: true,
    optionSet: reference(scale._id),
    title: str('Do you agree with this statement?', 'Czy zgadzasz się z tym stwierdzeniem?'),
    paragraphs: paragraphs(['"I often run out of time for what truly matters."', '„Często brakuje mi czasu na to, co naprawdę ważne.”']),
    scaleLabels: { _type: 'scaleLabels', low: str('Strongly disagree', 'Zdecydowanie się nie zgadzam'), high: str('Strongly agree', 'Zdecydowanie się zgadzam') },
  }),
  question({
    key: 'qBoundaries',
    name: 'Boundaries',
    section: HABITS,
    optionSet: frequency,
    title: str('How often do you say yes when you would rather say no?', 'Jak często mówisz „tak”, choć w głębi duszy chcesz powiedzieć „nie”?'),
  }),
  feedbackPage({
    questionKey: 'qBoundaries',
    optionSet: frequency,
    title: str('Boundaries are a leadership skill', 'Stawianie granic to umiejętność lidera'),
    paragraph: text(
      'Clear boundaries protect your focus and your relationships. Your plan includes practical steps to set them with ease.',
      'Jasne granice chronią Twoje skupienie i Twoje relacje. Twój plan zawiera praktyczne kroki, które pomogą Ci je swobodnie wyznaczać.',
    ),
    variants: { allTheTime: saysYesTooOften, often: saysYesTooOften, rarely: guardsBoundaries, never: guardsBoundaries },
  }),
  question({
    key: 'qBodyMind',
    name: 'Body and mind',
    section: HABITS,
    optionSet: bodyMind,
    title: str('When stress builds up, where do you feel it first?', 'Gdy narasta stres, gdzie odczuwasz go najpierw?'),
  }),
  feedbackPage({
    questionKey: 'qBodyMind',
    image: DEEPS_ILLUSTRATIONS.balance,
    optionSet: bodyMind,
    title: str('Body and mind work as one', 'Ciało i umysł działają razem'),
    paragraph: text(
      'Stress shows up differently in everyone. Your plan mixes mind and body practices that take only minutes.',
      'Stres u każdego objawia się inaczej. Twój plan łączy ćwiczenia dla umysłu i ciała, które zajmują tylko kilka minut.',
    ),
    variants: {
      mind: [
        'Let us quiet the noise',
        'Wyciszmy ten szum',
        'Racing thoughts drain focus. Short lessons on mindfulness and journaling will help you clear your head in minutes.',
        'Gonitwa myśli odbiera skupienie. Krótkie lekcje o uważności i prowadzeniu dziennika pomogą Ci oczyścić głowę w kilka minut.',
      ],
      body: [
        'Your body is sending a message',
        'Twoje ciało wysyła Ci sygnał',
        'Tension and tiredness are early warning signs. Your plan adds simple habits for sleep, breathing and movement.',
        'Napięcie i zmęczenie to wczesne sygnały ostrzegawcze. Twój plan doda proste nawyki dotyczące snu, oddechu i ruchu.',
      ],
      both: [
        'Time to reset the whole system',
        'Czas zresetować cały system',
        'When stress hits mind and body at once, small daily resets make a big difference. We will start there.',
        'Gdy stres uderza jednocześnie w umysł i ciało, małe codzienne przerwy na reset robią ogromną różnicę. Od tego zaczniemy.',
      ],
      rarely: [
        'Calm under pressure',
        'Spokój pod presją',
        'Staying calm is a rare gift. We will help you keep it as your goals and responsibilities grow.',
        'Zachowanie spokoju to rzadki dar. Pomożemy Ci go utrzymać, gdy Twoje cele i obowiązki będą rosnąć.',
      ],
    },
  }),
]
