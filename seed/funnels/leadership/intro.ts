/** Introduction: landing (gender choice, 3 min quiz), age, goal and the two social-proof interstitials. */
import type { PageDocument } from '../../../schemas/page/schema'
import { reference, str, text } from '../../build'
import { ageGroups, gender } from '../../optionSets'
import { leadershipGoal } from './optionSets'
import { interstitial, leadershipPage, paragraphs, PRODUCT_NAME, SECTION, withProgress } from './page'
import { hideWhen } from '../../kit/rules'
import { interruptor1 } from './tests'
import { illustrated } from '../../kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from './illustrations'

const skippedInterstitials = hideWhen(interruptor1, 'skip')

export const introPages: PageDocument[] = [
  leadershipPage({
    key: 'landing',
    name: 'Landing (title key confidentLeader)',
    path: '',
    componentType: 'landing',
    // Spec: "The landing title key is confidentLeader": this title is that headline.
    title: str('Become a confident leader, one small step a day', 'Przewodź z pewnością siebie, krok po kroku każdego dnia'),
    paragraphs: paragraphs(
      text(
        'Find out your leadership style and get a personal plan to grow it.',
        'Poznaj swój styl przywództwa i odbierz osobisty plan jego rozwoju.',
      ),
    ),
    // The gender options start the quiz; the button text is their prompt.
    optionSet: reference(gender._id),
    buttonText: str('Select your gender to start', 'Wybierz płeć, aby rozpocząć'),
    footer: text('3 min quiz', '3-minutowy quiz'),
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.landing),
  }),
  leadershipPage({
    key: 'age',
    name: 'Age group',
    componentType: 'ageQuestion',
    ...withProgress(SECTION.introduction),
    optionSet: reference(ageGroups._id),
    title: str('How old are you?', 'Ile masz lat?'),
    paragraphs: paragraphs(text('We use your age to match examples to your stage of career.', 'Na podstawie wieku dobierzemy przykłady do etapu Twojej kariery.')),
  }),
  leadershipPage({
    key: 'goal',
    name: 'Main goal',
    componentType: 'radioQuestion',
    ...withProgress(SECTION.introduction),
    optionSet: reference(leadershipGoal._id),
    title: str('What is your main goal?', 'Jaki jest Twój główny cel?'),
  }),
  interstitial({
    key: 'explanation1',
    name: 'Social proof: ratings',
    rules: [skippedInterstitials],
    title: str("You're in good company", 'Jesteś w dobrym towarzystwie'),
    paragraphs: paragraphs(
      text(
        `People who learn with ${PRODUCT_NAME} rate it 4.8 on the App Store and 4.6 on Google Play.`,
        `Osoby, które uczą się z aplikacją ${PRODUCT_NAME}, wystawiają jej ocenę 4,8 w App Store i 4,6 w Google Play.`,
      ),
    ),
  }),
  interstitial({
    key: 'explanation2',
    name: 'Social proof: retention',
    rules: [skippedInterstitials],
    title: str('91% stay after the first 30 days', '91% zostaje z nami po pierwszych 30 dniach'),
    paragraphs: paragraphs(
      text(
        `Short daily steps are easy to keep. That is why 91% of people who start with ${PRODUCT_NAME} are still with us after the first 30 days.`,
        `Krótkie codzienne kroki łatwo utrzymać. Dlatego 91% osób, które zaczynają z aplikacją ${PRODUCT_NAME}, jest z nami także po pierwszych 30 dniach.`,
      ),
    ),
  }),
]
