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
      en: 'Hi,\n\nThanks for taking the quiz. Your plan is waiting for you in the app: {{appLink}}\n\nOne small step a day is all it takes.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ngracias por hacer el cuestionario. Tu plan te espera en la aplicación: {{appLink}}\n\nBasta con un pequeño paso al día.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\ndziękujemy za rozwiązanie quizu. Twój plan czeka na Ciebie w aplikacji: {{appLink}}\n\nWystarczy jeden mały krok dziennie.\n\nZespół {{funnelName}}',
    },
  ),
  // The demo scores no result, so the results e-mail sends the plan its e-mail page promises
  // ("We will e-mail your personal plan"), in the end pages' words, and names no result.
  email(
    'results',
    'Quiz results',
    {
      en: 'Your personal plan: one summary and one action a day',
      es: 'Tu plan personal: un resumen y una acción al día',
      pl: 'Twój osobisty plan: jedno podsumowanie i jedno działanie dziennie',
    },
    {
      en: 'Hi,\n\nThanks for taking the quiz. Here is your personal plan: based on your answers, we chose the summaries and actions that fit your goals.\n\nEvery day: one summary, about 15 minutes of reading picked for you, and one action, a 5-minute task that turns an idea into a habit. Every week: a check-in to see what changed and what to try next.\n\nReading alone changes little. Trying one idea the same day makes it yours.\n\nYour plan is waiting for you in the app: {{appLink}}\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ngracias por hacer el cuestionario. Aquí tienes tu plan personal: a partir de tus respuestas, elegimos los resúmenes y las acciones que encajan con tus objetivos.\n\nCada día: un resumen, unos 15 minutos de lectura elegida para ti, y una acción, una tarea de 5 minutos que convierte una idea en un hábito. Cada semana: un repaso para ver qué ha cambiado y qué probar después.\n\nLeer, por sí solo, cambia poco. Probar una idea el mismo día la hace tuya.\n\nTu plan te espera en la aplicación: {{appLink}}\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\ndziękujemy za rozwiązanie quizu. Oto Twój osobisty plan: na podstawie Twoich odpowiedzi wybraliśmy podsumowania i działania dopasowane do Twoich celów.\n\nCodziennie: jedno podsumowanie, czyli około 15\u00a0minut lektury wybranej specjalnie dla Ciebie, i jedno działanie – pięciominutowe zadanie, które zamienia pomysł w nawyk. Co tydzień: krótki przegląd, z którego zobaczysz, co się zmieniło i czego spróbować dalej.\n\nSamo czytanie niewiele zmienia. Gdy wypróbujesz pomysł jeszcze tego samego dnia, naprawdę staje się Twój.\n\nTwój plan czeka na Ciebie w aplikacji: {{appLink}}\n\nZespół {{funnelName}}',
    },
  ),
].map(withAppCallToAction)
