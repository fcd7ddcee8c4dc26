/**
 * The demo funnel's e-mails, in its e-mail languages (en, es, pl). Languages it does not send
 * (de, tr, pt) stay empty: the e-mail tester shows them falling back to English.
 */
import { withAppCallToAction } from '../../kit/emailCallToAction'
import { emailTemplateBuilder } from '../../kit/emailTemplate'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'

const email = emailTemplateBuilder<'en' | 'es' | 'pl'>('demo')

export const demoEmailTemplates: EmailTemplateDocument[] = [
  email(
    'welcome',
    'Welcome',
    {
      en: 'Welcome to {{funnelName}}',
      es: 'Te damos la bienvenida a {{funnelName}}',
      pl: 'Witamy w {{funnelName}}',
    },
    {
      en: 'Hi,\n\nthanks for taking the quiz. Your plan is waiting for you in the app: {{appLink}}\n\nOne small step a day is all it takes.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ngracias por hacer el cuestionario. Tu plan te espera en la aplicación: {{appLink}}\n\nBasta con un pequeño paso al día.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\ndziękujemy za rozwiązanie quizu. Twój plan czeka na Ciebie w aplikacji: {{appLink}}\n\nWystarczy jeden mały krok dziennie.\n\nZespół {{funnelName}}',
    },
  ),
  email(
    'results',
    'Quiz results',
    {
      en: 'Your result: {{resultName}}',
      es: 'Tu resultado: {{resultName}}',
      pl: 'Twój wynik: {{resultName}}',
    },
    {
      en: 'Hi,\n\nhere is your quiz result: {{resultName}}. We sent it to {{email}} so you can come back to it any time.\n\nStart your plan: {{appLink}}',
      es: 'Hola:\n\naquí tienes el resultado de tu cuestionario: {{resultName}}. Lo enviamos a {{email}} para que puedas volver a él cuando quieras.\n\nEmpieza tu plan: {{appLink}}',
      pl: 'Cześć,\n\noto wynik Twojego quizu: {{resultName}}. Wysłaliśmy go na adres {{email}}, abyś mógł do niego wrócić w dowolnej chwili.\n\nZacznij swój plan: {{appLink}}',
    },
  ),
].map(withAppCallToAction)
