/**
 * Spec 2: "a variant of the screen-detox funnel says the product is ready in 2 weeks, with wait
 * or refund buttons (which funnel: not shown)". We put it in the experimental funnel: its
 * thank-you is the waiting room, and the refund confirmation promises 5-7 business days in one
 * variant of refundProcessingTime and 3-5 in the other (spec 4). After the choice its button
 * leads to the account page (register).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { TO_REGISTRATION_BUTTON } from '../../kit/registration'
import { overrideWhen } from '../../kit/rules'
import { refundProcessingTimeTest } from './tests'

const refundText = (days: string) =>
  text(
    `We have received your request. The full amount will be back on your card within ${days} business days.`,
    `Otrzymaliśmy Twoją prośbę. Cała kwota wróci na Twoją kartę w ciągu ${days} dni roboczych.`,
  )

/** The first funnel's thank-you page, turned into the 'ready in 2 weeks' waiting room. */
export function readyInTwoWeeks(congrats: PageDocument): PageDocument {
  return {
    _id: congrats._id,
    _type: 'page',
    key: congrats.key,
    name: 'Thank you: ready in 2 weeks, wait or refund',
    path: congrats.path,
    section: congrats.section,
    hideBackArrow: true,
    componentType: 'waitingRoom',
    title: str('Thank you! Your program will be ready in 2 weeks', 'Dziękujemy! Twój program będzie gotowy za 2 tygodnie'),
    paragraphs: keyed(
      [
        text(
          'We are preparing your 4-week, 5-step plan and the 66 screen-free activities for your family. In 2 weeks you will get everything by e-mail. You can wait for it, or ask for your money back now.',
          'Przygotowujemy Twój 4-tygodniowy plan w 5 krokach i 66 zajęć bez ekranu dla Twojej rodziny. Za 2 tygodnie dostaniesz wszystko e-mailem. Możesz poczekać albo już teraz poprosić o zwrot pieniędzy.',
        ),
      ],
      'p',
    ),
    waitButtonText: str('I will wait 2 weeks', 'Poczekam 2 tygodnie'),
    refundButtonText: str('I want a refund', 'Chcę zwrotu pieniędzy'),
    waitConfirmationTitle: str('Thank you for waiting', 'Dziękujemy za cierpliwość'),
    waitConfirmationText: text(
      'We will e-mail you the moment your program is ready. Until then, try one screen-free game a day: small steps count.',
      'Napiszemy do Ciebie, gdy tylko program będzie gotowy. Do tego czasu spróbuj jednej zabawy bez ekranu dziennie: małe kroki też się liczą.',
    ),
    refundConfirmationTitle: str('Your refund is on its way', 'Zwrot pieniędzy jest w drodze'),
    refundConfirmationText: refundText('5–7'),
    buttonText: TO_REGISTRATION_BUTTON,
    rules: [overrideWhen(refundProcessingTimeTest, 'threeToFiveDays', { refundConfirmationText: refundText('3–5') })],
  }
}
