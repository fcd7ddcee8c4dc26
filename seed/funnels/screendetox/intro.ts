/** Introduction: landing, quiz intro, the child's age, the parent's role and the promise. */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { childrenAges, parentRole } from './optionSets'
import { chooseMany, continueButton, image, type ScreendetoxKit } from './page'

/** The landing illustrations: original, alternative and photorealistic (an A/B test picks one). */
export const LANDING_IMAGES = {
  original: image(
    'landing-original',
    640,
    400,
    str('Illustration: a mother and her small son building a tower of blocks on a rug, a tablet put away on a shelf', 'Ilustracja: mama i jej mały syn budują wieżę z klocków na dywanie, tablet odłożony na półkę'),
  ),
  alternative: image(
    'landing-alternative',
    640,
    400,
    str('Illustration: a mother and her son flying a kite together on a sunny meadow', 'Ilustracja: mama i syn razem puszczają latawca na słonecznej łące'),
  ),
  photorealistic: image(
    'landing-photorealistic',
    640,
    400,
    str('Illustration in a photographic style: a mother reading a book with her son on the sofa, the remote control put aside', 'Ilustracja w stylu fotograficznym: mama czyta książkę z synem na kanapie, pilot odłożony na bok'),
  ),
}

export function introPages({ page, question, interstitial }: ScreendetoxKit): PageDocument[] {
  return [
    page({
      key: 'landing',
      name: 'landingPage',
      path: '',
      componentType: 'landing',
      section: 'introduction',
      title: str('Less screen time, more calm: a 4-week plan for your child', 'Mniej ekranów, więcej spokoju: 4-tygodniowy plan dla Twojego dziecka'),
      titleAlternatives: keyed(
        [
          str('End screen-time battles without tears', 'Zakończ walkę o ekrany bez łez'),
          str('Help your child play without a screen in 4 weeks', 'Pomóż dziecku bawić się bez ekranu w 4 tygodnie'),
          str('10,000+ families have cut screen time calmly. Your turn.', 'Ponad 10 000 rodzin spokojnie ograniczyło ekrany. Teraz Twoja kolej.'),
        ],
        'alt',
      ),
      paragraphs: keyed(
        [
          text(
            'For parents of children aged 1 to 6+. Answer a few questions and get a 5-step method tailored to your family.',
            'Dla rodziców dzieci w wieku od 1 do 6+ lat. Odpowiedz na kilka pytań i otrzymaj metodę 5 kroków dopasowaną do Twojej rodziny.',
          ),
        ],
        'p',
      ),
      images: keyed([LANDING_IMAGES.original], 'img'),
      imagePlacement: 'top',
      buttonText: str('Start the quiz', 'Rozpocznij quiz'),
      hint: str('The quiz takes just 3 minutes', 'Quiz zajmuje tylko 3 minuty'),
      footer: text('30-day money-back guarantee. 94% of families see results.', '30-dniowa gwarancja zwrotu pieniędzy. 94% rodzin widzi efekty.'),
    }),
    interstitial(
      'introduction',
      'quiz-intro',
      'quizIntro',
      str("Let's get to know your family", 'Poznajmy Twoją rodzinę'),
      text(
        'A few quick questions about your child and your days together. There are no wrong answers: the more honest you are, the better your plan fits.',
        'Kilka krótkich pytań o Twoje dziecko i Wasze wspólne dni. Nie ma złych odpowiedzi: im szczerzej odpowiesz, tym lepiej plan będzie do Was pasował.',
      ),
    ),
    question('introduction', {
      key: 'children-ages',
      name: 'childrenAges',
      componentType: 'checkboxQuestion',
      optionSet: childrenAges,
      title: str('How old are your children?', 'Ile lat mają Twoje dzieci?'),
      paragraphs: chooseMany(),
      buttonText: continueButton(),
    }),
    question('introduction', {
      key: 'parent-role',
      name: 'parentRole',
      componentType: 'radioQuestion',
      optionSet: parentRole,
      title: str('Who are you to the child?', 'Kim jesteś dla dziecka?'),
    }),
    page({
      key: 'promise-benefits',
      name: 'promiseBenefits',
      componentType: 'promise',
      section: 'introduction',
      title: str('What changes in 4 weeks', 'Co zmieni się w ciągu 4 tygodni'),
      items: keyed(
        [
          { _type: 'pageItem' as const, icon: 'toy-brick', title: str('Your child plays on their own', 'Dziecko bawi się samodzielnie'), text: text('66 screen-free activities matched to their age.', '66 zajęć bez ekranu dopasowanych do wieku dziecka.') },
          { _type: 'pageItem' as const, icon: 'sun', title: str('Screens end without a meltdown', 'Wyłączanie ekranu bez awantur'), text: text('Short scripts for the hardest moments of the day.', 'Krótkie scenariusze na najtrudniejsze momenty dnia.') },
          { _type: 'pageItem' as const, icon: 'house', title: str('A calmer home', 'Spokojniejszy dom'), text: text('First changes within 3-5 days, lasting habits in 4 weeks.', 'Pierwsze zmiany po 3–5 dniach, trwałe nawyki po 4 tygodniach.') },
        ],
        'item',
      ),
      footer: text('Backed by a 30-day money-back guarantee.', 'Z 30-dniową gwarancją zwrotu pieniędzy.'),
      buttonText: continueButton(),
    }),
  ]
}
