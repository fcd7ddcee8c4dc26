import type { EmailTemplateDocument, EmailTemplateKey } from '../../schemas/emailTemplate/schema'
import type { EmailLanguage } from '../../schemas/languages'

type Label = Record<EmailLanguage, string>

/** The app button's label for each template that leads into the app, in every e-mail language (Portuguese as the Brazilian copy has it). */
const APP_BUTTON_LABELS: Partial<Record<EmailTemplateKey, Label>> = {
  welcome: { en: 'Open your plan', pl: 'Otwórz swój plan', es: 'Abre tu plan', de: 'Zu deinem Plan', tr: 'Planını aç', pt: 'Abrir meu plano' },
  results: { en: 'See your plan', pl: 'Zobacz swój plan', es: 'Consulta tu plan', de: 'Deinen Plan ansehen', tr: 'Planını gör', pt: 'Ver meu plano' },
  courseAccess: { en: 'Sign in to the app', pl: 'Zaloguj się w aplikacji', es: 'Inicia sesión en la aplicación', de: 'In der App anmelden', tr: 'Uygulamada oturum aç', pt: 'Entrar no aplicativo' },
  followUpWeek1: { en: 'Continue your plan', pl: 'Kontynuuj swój plan', es: 'Continúa tu plan', de: 'Mit deinem Plan weitermachen', tr: 'Planına devam et', pt: 'Continuar meu plano' },
  followUpMonth1: { en: 'Open the app', pl: 'Otwórz aplikację', es: 'Abre la aplicación', de: 'App öffnen', tr: 'Uygulamayı aç', pt: 'Abrir o aplicativo' },
  dailyTips: { en: 'Open today’s step', pl: 'Otwórz dzisiejszy krok', es: 'Abre el paso de hoy', de: 'Zum heutigen Schritt', tr: 'Bugünün adımını aç', pt: 'Abrir o passo de hoje' },
}

/**
 * `template` with its one button into the app ({{appLink}}), where its copy already sends the
 * reader there: the button repeats the body's own link as a large tap target, it promises nothing new.
 */
export function withAppCallToAction(template: EmailTemplateDocument): EmailTemplateDocument {
  const label = APP_BUTTON_LABELS[template.key]
  if (!label || template.callToAction || !template.body.en.includes('{{appLink}}')) return template
  return { ...template, callToAction: { label: { _type: 'emailLocaleString', ...label }, url: '{{appLink}}' } }
}
