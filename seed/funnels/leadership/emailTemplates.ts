/**
 * The leadership funnel's e-mails (spec: completion sends welcome and results, schedules the
 * week-1 and month-1 follow-ups; course access after purchase), in its e-mail languages en, es,
 * pl, de, tr. Portuguese is not a leadership e-mail language and falls back to English.
 * Placeholders: {{email}}, {{funnelName}}, {{resultName}}, {{appLink}}.
 */
import { withAppCallToAction } from '../../kit/emailCallToAction'
import { emailTemplateBuilder } from '../../kit/emailTemplate'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'

const email = emailTemplateBuilder<'en' | 'es' | 'pl' | 'de' | 'tr'>('leadership')

export const leadershipEmailTemplates: EmailTemplateDocument[] = [
  email(
    'welcome',
    'Welcome',
    {
      en: 'Welcome to {{funnelName}}',
      es: 'Te damos la bienvenida a {{funnelName}}',
      pl: 'Witamy w {{funnelName}}',
      de: 'Willkommen bei {{funnelName}}',
      tr: '{{funnelName}} ailesine hoş geldiniz',
    },
    {
      en: "Hi,\n\nThanks for taking the leadership quiz. Your personal plan is waiting for you in the app: {{appLink}}\n\nYour 7-day free trial starts today. We'll remind you on day 5, before it ends.\n\nOne small step a day is all it takes.\n\nThe {{funnelName}} team",
      es: 'Hola:\n\ngracias por hacer el test de liderazgo. Tu plan personal te espera en la aplicación: {{appLink}}\n\nTu prueba gratuita de 7 días empieza hoy. Te avisaremos el día 5, antes de que termine.\n\nBasta con un pequeño paso al día.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\ndziękujemy za rozwiązanie quizu o przywództwie. Twój osobisty plan czeka na Ciebie w aplikacji: {{appLink}}\n\nTwój 7-dniowy bezpłatny okres próbny zaczyna się dziś. Przypomnimy Ci o nim 5. dnia, zanim się skończy.\n\nWystarczy jeden mały krok dziennie.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndanke, dass du das Führungsquiz gemacht hast. Dein persönlicher Plan wartet in der App auf dich: {{appLink}}\n\nDeine 7-tägige kostenlose Testphase beginnt heute. Wir erinnern dich am 5. Tag daran, bevor sie endet.\n\nEin kleiner Schritt pro Tag genügt.\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\nliderlik testini tamamladığınız için teşekkür ederiz. Kişisel planınız uygulamada sizi bekliyor: {{appLink}}\n\n7 günlük ücretsiz deneme süreniz bugün başlıyor. Süre dolmadan önce, 5. gün size hatırlatacağız.\n\nGünde küçük bir adım yeterli.\n\n{{funnelName}} ekibi',
    },
  ),
  email(
    'results',
    'Quiz results',
    {
      en: 'Your leadership style: {{resultName}}',
      es: 'Tu estilo de liderazgo: {{resultName}}',
      pl: 'Twój styl przywództwa: {{resultName}}',
      de: 'Dein Führungsstil: {{resultName}}',
      tr: 'Liderlik tarzınız: {{resultName}}',
    },
    {
      en: 'Hi,\n\nYour quiz result is in: your leadership style is {{resultName}}.\n\nEvery style has strengths and blind spots. Your plan builds on the first and trains the second, five minutes at a time.\n\nWe sent this to {{email}} so you can come back to it any time.\n\nOpen your plan: {{appLink}}\n\nThe {{funnelName}} team',
      es: 'Hola:\n\nya tenemos el resultado de tu test: tu estilo de liderazgo es {{resultName}}.\n\nCada estilo tiene fortalezas y puntos ciegos. Tu plan se apoya en las primeras y entrena los segundos, cinco minutos cada vez.\n\nLo enviamos a {{email}} para que puedas volver a él cuando quieras.\n\nAbre tu plan: {{appLink}}\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nmamy wynik Twojego quizu: Twój styl przywództwa to {{resultName}}.\n\nKażdy styl ma swoje mocne i słabe strony. Twój plan wzmacnia te pierwsze i pomaga pracować nad drugimi, po pięć minut dziennie.\n\nWysłaliśmy tę wiadomość na adres {{email}}, więc możesz do niej wrócić w dowolnej chwili.\n\nOtwórz swój plan: {{appLink}}\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndein Quiz-Ergebnis ist da: Dein Führungsstil ist {{resultName}}.\n\nJeder Stil hat Stärken und blinde Flecken. Dein Plan baut auf den Stärken auf und trainiert die blinden Flecken – jeweils nur fünf Minuten.\n\nWir haben diese Nachricht an {{email}} geschickt, damit du jederzeit darauf zurückkommen kannst.\n\nZu deinem Plan: {{appLink}}\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\ntest sonucunuz hazır: liderlik tarzınız {{resultName}}.\n\nHer tarzın güçlü yanları ve kör noktaları vardır. Planınız güçlü yanlarınızı temel alır ve kör noktalarınız üzerinde her seferinde beş dakika çalışmanıza yardımcı olur.\n\nBu e-postayı, istediğiniz zaman geri dönebilmeniz için {{email}} adresine gönderdik.\n\nPlanınızı açın: {{appLink}}\n\n{{funnelName}} ekibi',
    },
  ),
  email(
    'courseAccess',
    'Course access',
    {
      en: 'Your access to {{funnelName}} is ready',
      es: 'Tu acceso a {{funnelName}} está listo',
      pl: 'Twój dostęp do {{funnelName}} jest gotowy',
      de: 'Dein Zugang zu {{funnelName}} ist bereit',
      tr: '{{funnelName}} erişiminiz hazır',
    },
    {
      en: 'Hi,\n\nYour subscription is active. Sign in to the app with {{email}} to unlock all 6 modules, 460 practical steps and 80 leadership summaries: {{appLink}}\n\nNeed help? Just reply to this e-mail.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ntu suscripción está activa. Inicia sesión en la aplicación con {{email}} para desbloquear los 6 módulos, los 460 pasos prácticos y los 80 resúmenes sobre liderazgo: {{appLink}}\n\n¿Necesitas ayuda? Responde a este correo.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nTwoja subskrypcja jest aktywna. Zaloguj się do aplikacji, używając adresu {{email}}, aby odblokować wszystkie 6 modułów, 460 praktycznych kroków i 80 podsumowań książek o przywództwie: {{appLink}}\n\nPotrzebujesz pomocy? Po prostu odpowiedz na tę wiadomość.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndein Abo ist aktiv. Melde dich in der App mit {{email}} an, um alle 6 Module, 460 praktische Schritte und 80 Zusammenfassungen zum Thema Führung freizuschalten: {{appLink}}\n\nBrauchst du Hilfe? Antworte einfach auf diese E-Mail.\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\naboneliğiniz etkin. 6 modülün, 460 pratik adımın ve 80 liderlik özetinin tamamına erişmek için uygulamaya {{email}} adresiyle giriş yapın: {{appLink}}\n\nYardıma mı ihtiyacınız var? Bu e-postayı yanıtlamanız yeterli.\n\n{{funnelName}} ekibi',
    },
  ),
  email(
    'followUpWeek1',
    'Follow-up after one week',
    {
      en: 'One week in: how is your leadership going?',
      es: 'Una semana después: ¿cómo va tu liderazgo?',
      pl: 'Tydzień za Tobą: jak Ci idzie?',
      de: 'Eine Woche dabei: Wie läuft es mit dem Führen?',
      tr: 'Bir hafta oldu: liderlik yolculuğunuz nasıl gidiyor?',
    },
    {
      en: 'Hi,\n\nIt has been a week since you found out that your leadership style is {{resultName}}. Small steps add up: 91% of people who start are still practicing after the first 30 days.\n\nYour next step takes five minutes: {{appLink}}\n\nThe {{funnelName}} team',
      es: 'Hola:\n\nhace una semana descubriste que tu estilo de liderazgo es {{resultName}}. Los pequeños pasos suman: el 91 % de las personas que empiezan siguen practicando después de los primeros 30 días.\n\nTu siguiente paso solo lleva cinco minutos: {{appLink}}\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nminął tydzień, odkąd wiesz, że Twój styl przywództwa to {{resultName}}. Małe kroki się sumują: 91% osób, które zaczynają, ćwiczy dalej po pierwszych 30 dniach.\n\nTwój następny krok zajmie pięć minut: {{appLink}}\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\nvor einer Woche hast du erfahren, dass dein Führungsstil {{resultName}} ist. Kleine Schritte summieren sich: 91 % der Menschen, die anfangen, üben nach den ersten 30 Tagen weiter.\n\nDein nächster Schritt dauert fünf Minuten: {{appLink}}\n\nDein {{funnelName}}-Team',
      tr: "Merhaba,\n\nliderlik tarzınızın {{resultName}} olduğunu öğreneli bir hafta oldu. Küçük adımlar birikir: başlayanların %91'i ilk 30 günden sonra da pratik yapmaya devam ediyor.\n\nSıradaki adımınız yalnızca beş dakika sürüyor: {{appLink}}\n\n{{funnelName}} ekibi",
    },
  ),
  email(
    'followUpMonth1',
    'Follow-up after one month',
    {
      en: 'A month of small steps',
      es: 'Un mes de pequeños pasos',
      pl: 'Miesiąc małych kroków',
      de: 'Ein Monat kleiner Schritte',
      tr: 'Küçük adımlarla geçen bir ay',
    },
    {
      en: "Hi,\n\nA month ago you started building your leadership habits. Take a minute to look back: which step made the biggest difference for your team?\n\nThere are 460 practical steps in your plan, so there's always a next one: {{appLink}}\n\nThe {{funnelName}} team",
      es: 'Hola:\n\nhace un mes empezaste a crear tus hábitos de liderazgo. Tómate un minuto para mirar atrás: ¿qué paso marcó la mayor diferencia para tu equipo?\n\nTu plan tiene 460 pasos prácticos, así que siempre hay uno más: {{appLink}}\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nod początku Twojej pracy nad nawykami przywódczymi minął miesiąc. Poświęć chwilę, aby spojrzeć wstecz: który krok najbardziej pomógł Twojemu zespołowi?\n\nW Twoim planie jest 460 praktycznych kroków, więc zawsze czeka kolejny: {{appLink}}\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\nvor einem Monat hast du begonnen, deine Führungsgewohnheiten aufzubauen. Nimm dir eine Minute für einen Rückblick: Welcher Schritt hat für dein Team den größten Unterschied gemacht?\n\nDein Plan enthält 460 praktische Schritte – es wartet also immer ein nächster: {{appLink}}\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\nbir ay önce liderlik alışkanlıklarınızı oluşturmaya başladınız. Geriye bakmak için bir dakikanızı ayırın: hangi adım ekibiniz için en büyük farkı yarattı?\n\nPlanınızda 460 pratik adım var; yani sizi her zaman yeni bir adım bekliyor: {{appLink}}\n\n{{funnelName}} ekibi',
    },
  ),
].map(withAppCallToAction)
