/**
 * The account page at the end of every funnel (componentType registration, spec 5) and the
 * congratulations button that leads to it. Each funnel writes its own title and text; the
 * buttons and the store links of the app are shared.
 */
import type { LocaleString } from '../../schemas/localized/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { str, text } from '../build'
import { paragraphs, type PageInput } from './page'

/** The congratulations page's button: it continues to the account page. */
export const TO_REGISTRATION_BUTTON = str('Set up my account', 'Załóż konto')

/** The account page's submit button. */
export const REGISTER_BUTTON = str('Create my account', 'Załóż konto')

/** The app's store pages, the visitor's direct way on if the redirect to the app fails. */
export interface StoreLinks {
  appStoreUrl: string
  playStoreUrl: string
}

/** The Stepwise app (leadership, parenting, demo). */
export const STEPWISE_STORES: StoreLinks = {
  appStoreUrl: 'https://apps.apple.com/app/stepwise',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.stepwise',
}

interface RegistrationCopy {
  key?: string
  path?: string
  section?: string
  title: LocaleString
  /** One paragraph: [English, Polish]. */
  paragraph: readonly [en: string, pl: string]
  stores?: StoreLinks
}

/** The account page of a funnel, built with that funnel's page builder (key and path 'register' unless given). */
export function registrationPage(build: (fields: PageInput) => PageDocument, { key = 'register', path, section, title, paragraph, stores }: RegistrationCopy): PageDocument {
  return build({
    key,
    ...(path ? { path } : {}),
    ...(section ? { section } : {}),
    name: 'Registration: create an account',
    componentType: 'registration',
    title,
    paragraphs: paragraphs(text(paragraph[0], paragraph[1])),
    buttonText: REGISTER_BUTTON,
    footer: text(
      'Your password is used only to log in: we never send it anywhere else or show it to anyone.',
      'Hasło służy wyłącznie do logowania: nigdzie go nie wysyłamy i nikomu nie pokazujemy.',
    ),
    ...(stores ?? {}),
  } as PageInput)
}
