/**
 * The demo's account page. Spec 2.9 lists no register page for the demo; it comes last, after
 * every other template, instead of right after congrats as in the other funnels: registering
 * sends the visitor on to the app, which would end the showcase half-way.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { str } from '../../build'
import { registrationPage, STEPWISE_STORES } from '../../kit/registration'
import { demoPage } from './page'

export const registerPage: PageDocument = registrationPage(demoPage, {
  title: str('Create your account', 'Załóż konto'),
  paragraph: [
    'The last template: an e-mail, a password and the terms. Your account keeps everything you answered, and you log in to the app with it.',
    'Ostatni szablon: adres e-mail, hasło i regulamin. Konto zachowuje wszystkie Twoje odpowiedzi, a logujesz się nim do aplikacji.',
  ],
  stores: STEPWISE_STORES,
})
