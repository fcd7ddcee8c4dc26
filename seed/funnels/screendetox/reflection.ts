/** Reflection: the chart, confidence, social proof, the expert, the method, impact, a story, e-mail. */
import type { IconName } from '../../../schemas/shared/iconNames'
import type { LocaleString } from '../../../schemas/localized/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { screenDetoxExpert } from '../../experts'
import { confidenceLevel } from './optionSets'
import { continueButton, image, type ScreendetoxKit } from './page'

const point = (label: LocaleString, value: number) => ({ _type: 'chartPoint' as const, label, value })
const weeks = (values: number[]) => values.map((value, index) => point(str(`Week ${index + 1}`, `Tydzień ${index + 1}`), value))
const item = (icon: IconName | undefined, title: LocaleString, body?: [string, string], value?: number) => ({
  _type: 'pageItem' as const,
  ...(icon ? { icon } : {}),
  title,
  ...(body ? { text: text(...body) } : {}),
  ...(value === undefined ? {} : { value }),
})

/** The expert's portraits (illustrations); an A/B test picks one. */
export const EXPERT_PHOTOS = {
  original: image('expert-original', 320, 320, str('Illustrated portrait of Dr Ewa Lisowska, smiling, in glasses', 'Ilustrowany portret uśmiechniętej dr Ewy Lisowskiej w okularach')),
  alternative: image('expert-alternative', 320, 320, str('Illustration: Dr Ewa Lisowska laughing, with a book in her hands', 'Ilustracja: roześmiana dr Ewa Lisowska z książką w dłoniach')),
}

/** The expert (seed/experts.ts) with the portrait the expertIntroductionPhoto test picks. */
export const expertOf = (photo: keyof typeof EXPERT_PHOTOS) => ({ ...screenDetoxExpert, photo: EXPERT_PHOTOS[photo] })

export function reflectionPages({ page, question, interstitial }: ScreendetoxKit): PageDocument[] {
  return [
    page({
      key: 'screen-time-chart',
      name: 'screenTimeChart',
      componentType: 'screenTimeChart',
      section: 'reflection',
      title: str("Your child's screen time: our prediction", 'Czas przed ekranem Twojego dziecka: nasza prognoza'),
      titleAlternatives: keyed([str('4 weeks to calmer screens: the countdown starts today', '4 tygodnie do spokoju przy ekranach: odliczanie zaczyna się dziś')], 'alt'),
      paragraphs: keyed([text('Hours a day in front of a screen, now and week by week with the method.', 'Liczba godzin dziennie przed ekranem: teraz i tydzień po tygodniu z metodą.')], 'p'),
      chart: { _type: 'chart', unit: str('h', 'godz.'), highlight: str('With the method', 'Z metodą'), points: keyed([point(str('Now', 'Teraz'), 3), ...weeks([2.2, 1.6, 1.2, 1])], 'point') },
      buttonText: continueButton(),
    }),
    interstitial(
      'reflection',
      'confidence-validation',
      'confidenceValidation',
      str('Small steps build confidence', 'Małe kroki budują pewność siebie'),
      text(
        'You do not need to change everything at once. Each step of the method takes a few minutes a day.',
        'Nie musisz zmieniać wszystkiego naraz. Każdy krok metody zajmuje kilka minut dziennie.',
      ),
    ),
    question('reflection', {
      key: 'confidence-level',
      name: 'confidenceLevel',
      componentType: 'radioQuestion',
      optionSet: confidenceLevel,
      title: str('How confident do you feel about reducing screen time?', 'Jak pewnie czujesz się w ograniczaniu czasu przed ekranem?'),
    }),
    interstitial(
      'reflection',
      'obstacles-validation',
      'obstaclesValidation',
      str('Setbacks are part of the plan', 'Potknięcia są częścią planu'),
      text(
        'A bad day does not undo your progress. The plan shows you how to get back on track the next morning.',
        'Gorszy dzień nie przekreśla postępów. Plan pokazuje, jak następnego ranka wrócić na właściwe tory.',
      ),
    ),
    page({
      key: 'social-proof',
      name: 'socialProof',
      componentType: 'socialProof',
      section: 'reflection',
      title: str('10,000+ families have already made the change', 'Ponad 10 000 rodzin już wprowadziło zmianę'),
      images: keyed(
        [
          image(
            'social-proof',
            640,
            320,
            str('Illustration: five smiling parents in a row above five rating stars', 'Ilustracja: pięcioro uśmiechniętych rodziców w rzędzie nad pięcioma gwiazdkami ocen'),
          ),
        ],
        'img',
      ),
      items: keyed(
        [
          item(undefined, str('94%', '94%'), ['of families see less screen time', 'rodzin widzi mniej czasu przed ekranem']),
          item(undefined, str('3-5', '3–5'), ['days to the first changes', 'dni do pierwszych zmian']),
          { ...item(undefined, str('screen-free activities', 'zajęć bez ekranu')), value: 66 },
        ],
        'item',
      ),
      // The expert's portrait comes next; both variants are small SVGs, so both are preloaded.
      nextImages: [EXPERT_PHOTOS.original.src, EXPERT_PHOTOS.alternative.src],
      // No store ratings: the program is a web program, not an app in the App Store or Google Play.
      buttonText: continueButton(),
    }),
    page({
      key: 'expert-introduction',
      name: 'expertIntroduction',
      componentType: 'expertIntroduction',
      section: 'reflection',
      title: str('Meet the expert behind the method', 'Poznaj ekspertkę, która stworzyła metodę'),
      paragraphs: keyed([text('The method grew out of years of work with families of young children.', 'Metoda powstała z wieloletniej pracy z rodzinami małych dzieci.')], 'p'),
      expert: expertOf('original'),
      buttonText: continueButton(),
    }),
    page({
      key: 'method-preview',
      name: 'methodPreview',
      componentType: 'methodPreview',
      section: 'reflection',
      title: str('Your 4-week, 5-step method', 'Twoja 4-tygodniowa metoda w 5 krokach'),
      items: keyed(
        [
          item('search', str('Notice the patterns', 'Zauważ schematy'), ['A 3-day screen diary shows when and why your child reaches for a screen.', 'Trzydniowy dziennik ekranów pokazuje, kiedy i dlaczego dziecko sięga po ekran.'], 1),
          item('handshake', str('Set calm, clear limits', 'Ustal spokojne, jasne zasady'), ['Simple picture rules your child understands.', 'Proste obrazkowe zasady, które dziecko rozumie.'], 1),
          item('puzzle', str("Replace, don't just remove", 'Zastępuj, a nie tylko zabieraj'), ['The 5-day play plan and 66 screen-free activities.', '5-dniowy plan zabaw i 66 zajęć bez ekranu.'], 2),
          item('cloud-rain', str('Handle the hard moments', 'Poradź sobie w trudnych chwilach'), ['Short scripts that end screen time without tantrums.', 'Krótkie scenariusze, które kończą czas przed ekranem bez napadów złości.'], 3),
          item('house', str('Make it last', 'Utrwal zmiany'), ['Turn new habits into a family routine, with the guide at hand.', 'Zamień nowe nawyki w rodzinną rutynę, z przewodnikiem pod ręką.'], 4),
        ],
        'step',
      ),
      buttonText: continueButton(),
    }),
    page({
      key: 'impact-visualization',
      name: 'impactVisualization',
      componentType: 'impactVisualization',
      section: 'reflection',
      title: str('More independent play, week by week', 'Coraz więcej samodzielnej zabawy, tydzień po tygodniu'),
      paragraphs: keyed([text('Minutes a day children play on their own, as parents in the program report them.', 'Tyle minut dziennie dzieci bawią się samodzielnie według relacji rodziców z programu.')], 'p'),
      chart: { _type: 'chart', unit: str('min', 'min'), highlight: str('4 times more independent play after 4 weeks', '4 razy więcej samodzielnej zabawy po 4 tygodniach'), points: keyed([point(str('Now', 'Teraz'), 10), ...weeks([15, 25, 32, 40])], 'point') },
      buttonText: continueButton(),
    }),
    page({
      key: 'best-success-story',
      name: 'bestSuccessStory',
      componentType: 'testimonial',
      section: 'reflection',
      title: str('How Kasia got her evenings back', 'Jak Kasia odzyskała spokojne wieczory'),
      reviews: keyed(
        [
          {
            _type: 'review' as const,
            user: 'Kasia K.',
            rating: 5,
            content: text(
              'Antek watched cartoons for over 3 hours a day and every "switch it off" ended in tears. After 4 weeks it is less than an hour, and he builds Lego on his own while I cook. The first change came on day 4.',
              'Antek oglądał bajki ponad 3 godziny dziennie, a każde „wyłącz” kończyło się płaczem. Po 4 tygodniach to mniej niż godzina, a on sam buduje z klocków, kiedy gotuję. Pierwsza zmiana przyszła czwartego dnia.',
            ),
          },
        ],
        'review',
      ),
      buttonText: continueButton(),
    }),
    page({
      key: 'email-capture',
      name: 'emailCapture',
      componentType: 'email',
      section: 'reflection',
      hasProgress: true,
      title: str('Where should we send your plan?', 'Gdzie mamy wysłać Twój plan?'),
      paragraphs: keyed([text('Your personal plan and the guide go to your inbox. We never share your address.', 'Twój osobisty plan i przewodnik trafią do Twojej skrzynki. Nigdy nie udostępniamy Twojego adresu.')], 'p'),
      buttonText: str('Get my plan', 'Wyślij mi plan'),
    }),
  ]
}
