/**
 * The deeps e-mails (spec section 4, completion): welcome, results, course access and the
 * week-1 and month-1 follow-ups, in the deeps e-mail languages en, es, pl, de, tr (section 7).
 * Portuguese is not a deeps language and stays empty (the tester shows the English fallback).
 * Placeholders: {{email}}, {{funnelName}}, {{resultName}}, {{appLink}}.
 */
import { withAppCallToAction } from '../../kit/emailCallToAction'
import { emailTemplateBuilder } from '../../kit/emailTemplate'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'

type Copy = Record<'en' | 'es' | 'pl' | 'de' | 'tr', string>

const email = emailTemplateBuilder<'en' | 'es' | 'pl' | 'de' | 'tr'>('deeps')

const signature: Copy = {
  en: 'The {{funnelName}} team',
  es: 'El equipo de {{funnelName}}',
  pl: 'Zespół {{funnelName}}',
  de: 'Dein {{funnelName}}-Team',
  tr: '{{funnelName}} ekibi',
}

/** Joins paragraphs with blank lines and signs the e-mail, per language. */
const body = (paragraphs: Copy[]): Copy => {
  const join = (language: keyof Copy) => [...paragraphs.map((p) => p[language]), signature[language]].join('\n\n')
  return { en: join('en'), es: join('es'), pl: join('pl'), de: join('de'), tr: join('tr') }
}

const greeting: Copy = { en: 'Hi,', es: 'Hola:', pl: 'Cześć,', de: 'Hallo,', tr: 'Merhaba,' }

export const deepsEmailTemplates: EmailTemplateDocument[] = [
  email(
    'welcome',
    'Welcome',
    {
      en: 'Welcome to {{funnelName}}: your first summary is waiting',
      es: 'Te damos la bienvenida a {{funnelName}}: tu primer resumen te espera',
      pl: 'Witamy w {{funnelName}}: Twoje pierwsze podsumowanie już czeka',
      de: 'Willkommen bei {{funnelName}}: Deine erste Zusammenfassung wartet',
      tr: '{{funnelName}} ailesine hoş geldin: ilk özetin seni bekliyor',
    },
    body([
      greeting,
      {
        en: 'welcome to {{funnelName}}! Your personal plan is ready: bite-sized summaries, audio episodes and one action a day.',
        es: '¡te damos la bienvenida a {{funnelName}}! Tu plan personal está listo: resúmenes breves, episodios de audio y una acción al día.',
        pl: 'witamy w {{funnelName}}! Twój osobisty plan jest gotowy: krótkie podsumowania, odcinki audio i jedno działanie dziennie.',
        de: 'willkommen bei {{funnelName}}! Dein persönlicher Plan ist fertig: kurze Buchzusammenfassungen, Audio-Episoden und eine Aktion pro Tag.',
        tr: '{{funnelName}} ailesine hoş geldin! Kişisel planın hazır: kısa kitap özetleri, sesli bölümler ve her gün bir eylem.',
      },
      {
        en: 'Open the app and start your first summary: {{appLink}}',
        es: 'Abre la aplicación y empieza tu primer resumen: {{appLink}}',
        pl: 'Otwórz aplikację i zacznij pierwsze podsumowanie: {{appLink}}',
        de: 'Öffne die App und starte deine erste Zusammenfassung: {{appLink}}',
        tr: 'Uygulamayı aç ve ilk özetine başla: {{appLink}}',
      },
      {
        en: 'Fifteen minutes today is a great start.',
        es: 'Quince minutos hoy son un gran comienzo.',
        pl: 'Piętnaście minut dzisiaj to świetny początek.',
        de: 'Fünfzehn Minuten heute sind ein großartiger Anfang.',
        tr: 'Bugün ayıracağın on beş dakika harika bir başlangıç.',
      },
    ]),
  ),
  email(
    'results',
    'Quiz results',
    {
      en: 'Your result: {{resultName}}',
      es: 'Tu resultado: {{resultName}}',
      pl: 'Twój wynik: {{resultName}}',
      de: 'Dein Ergebnis: {{resultName}}',
      tr: 'Sonucun: {{resultName}}',
    },
    body([
      greeting,
      {
        en: 'thanks for taking the quiz. Your result: {{resultName}}.',
        es: 'gracias por hacer el cuestionario. Tu resultado: {{resultName}}.',
        pl: 'dziękujemy za rozwiązanie quizu. Twój wynik: {{resultName}}.',
        de: 'danke, dass du das Quiz gemacht hast. Dein Ergebnis: {{resultName}}.',
        tr: 'testi çözdüğün için teşekkürler. Sonucun: {{resultName}}.',
      },
      {
        en: 'We built your plan around it: 20 episodes of bite-sized summaries, each with an action you can take the same day. We sent it to {{email}} so you can come back to it any time.',
        es: 'Hemos creado tu plan a partir de él: 20 episodios de resúmenes breves, cada uno con una acción que puedes poner en práctica el mismo día. Te lo enviamos a {{email}} para que puedas volver a él cuando quieras.',
        pl: 'Na jego podstawie zbudowaliśmy Twój plan: 20 odcinków krótkich podsumowań, a w każdym działanie, które możesz podjąć jeszcze tego samego dnia. Wysłaliśmy go na adres {{email}}, żeby był zawsze pod ręką.',
        de: 'Darauf haben wir deinen Plan aufgebaut: 20 Episoden mit kurzen Zusammenfassungen, jede mit einer Aktion, die du noch am selben Tag umsetzen kannst. Wir haben ihn an {{email}} geschickt, damit du jederzeit darauf zurückgreifen kannst.',
        tr: 'Planını buna göre hazırladık: her birinde aynı gün uygulayabileceğin bir eylem bulunan kısa özetlerden oluşan 20 bölüm. İstediğin zaman dönüp bakabilmen için bunu {{email}} adresine gönderdik.',
      },
      {
        en: 'See your plan: {{appLink}}',
        es: 'Consulta tu plan: {{appLink}}',
        pl: 'Zobacz swój plan: {{appLink}}',
        de: 'Zu deinem Plan: {{appLink}}',
        tr: 'Planını gör: {{appLink}}',
      },
    ]),
  ),
  email(
    'courseAccess',
    'Course access',
    {
      en: 'Your {{funnelName}} access is ready',
      es: 'Tu acceso a {{funnelName}} está listo',
      pl: 'Twój dostęp do {{funnelName}} jest gotowy',
      de: 'Dein Zugang zu {{funnelName}} ist bereit',
      tr: '{{funnelName}} erişimin hazır',
    },
    body([
      greeting,
      {
        en: 'your subscription is active. You now have full access to 500+ summaries, audio episodes and 5000 actions.',
        es: 'tu suscripción está activa. Ahora tienes acceso completo a más de 500 resúmenes, episodios de audio y 5000 acciones.',
        pl: 'Twoja subskrypcja jest aktywna. Masz teraz pełny dostęp do ponad 500 podsumowań, odcinków audio i 5000 działań.',
        de: 'dein Abo ist aktiv. Du hast jetzt vollen Zugriff auf über 500 Zusammenfassungen, Audio-Episoden und 5000 Aktionen.',
        tr: 'aboneliğin aktif. Artık 500’den fazla özete, sesli bölümlere ve 5000 eyleme tam erişimin var.',
      },
      {
        en: 'Sign in to the app with {{email}}: {{appLink}}',
        es: 'Inicia sesión en la aplicación con {{email}}: {{appLink}}',
        pl: 'Zaloguj się w aplikacji adresem {{email}}: {{appLink}}',
        de: 'Melde dich in der App mit {{email}} an: {{appLink}}',
        tr: 'Uygulamada {{email}} adresinle giriş yap: {{appLink}}',
      },
      {
        en: 'Want to cancel? Do it at least 24 hours before the end of your billing period. The yearly plan is refundable within 28 days.',
        es: '¿Quieres cancelar? Hazlo al menos 24 horas antes del final de tu periodo de facturación. El plan anual es reembolsable durante 28 días.',
        pl: 'Chcesz zrezygnować? Anuluj co najmniej 24 godziny przed końcem okresu rozliczeniowego. Plan roczny możesz zwrócić w ciągu 28 dni.',
        de: 'Du möchtest kündigen? Kündige mindestens 24 Stunden vor Ende deines Abrechnungszeitraums. Das Jahresabo wird innerhalb von 28 Tagen erstattet.',
        tr: 'İptal etmek mi istiyorsun? Fatura döneminin bitiminden en az 24 saat önce iptal et. Yıllık planda 28 gün içinde iade alabilirsin.',
      },
    ]),
  ),
  email(
    'followUpWeek1',
    'Follow-up: week 1',
    {
      en: 'One week in: how are your new habits?',
      es: 'Una semana después: ¿qué tal tus nuevos hábitos?',
      pl: 'Tydzień za Tobą: jak idą nowe nawyki?',
      de: 'Eine Woche geschafft: Wie laufen deine neuen Gewohnheiten?',
      tr: 'İlk hafta geride kaldı: yeni alışkanlıkların nasıl gidiyor?',
    },
    body([
      greeting,
      {
        en: 'a week has passed since you started your plan. Readers who take one action a day in the first week are the ones who keep going.',
        es: 'ha pasado una semana desde que empezaste tu plan. Los lectores que realizan una acción al día durante la primera semana son los que siguen adelante.',
        pl: 'minął tydzień od startu Twojego planu. Czytelnicy, którzy w pierwszym tygodniu podejmują jedno działanie dziennie, najczęściej wytrwają.',
        de: 'vor einer Woche hast du deinen Plan gestartet. Wer in der ersten Woche jeden Tag eine Aktion umsetzt, bleibt am ehesten dran.',
        tr: 'planına başlayalı bir hafta oldu. İlk hafta her gün bir eylem uygulayan okurlar yola devam edenler oluyor.',
      },
      {
        en: "Today's idea: pick one summary, read or listen for 15 minutes, and take its action before tonight.",
        es: 'La idea de hoy: elige un resumen, léelo o escúchalo durante 15 minutos y pon en práctica su acción antes de esta noche.',
        pl: 'Pomysł na dziś: wybierz jedno podsumowanie, przeczytaj je lub posłuchaj przez 15 minut i wykonaj jego działanie jeszcze przed wieczorem.',
        de: 'Die Idee für heute: Wähle eine Zusammenfassung, lies oder höre sie 15 Minuten lang und setze ihre Aktion noch vor heute Abend um.',
        tr: 'Bugünün fikri: bir özet seç, 15 dakika oku ya da dinle ve bu akşamdan önce eylemini uygula.',
      },
      {
        en: 'Continue your plan: {{appLink}}',
        es: 'Continúa tu plan: {{appLink}}',
        pl: 'Kontynuuj swój plan: {{appLink}}',
        de: 'Weiter mit deinem Plan: {{appLink}}',
        tr: 'Planına devam et: {{appLink}}',
      },
    ]),
  ),
  email(
    'followUpMonth1',
    'Follow-up: month 1',
    {
      en: 'One month of growth: look how far you have come',
      es: 'Un mes creciendo: mira todo lo que has avanzado',
      pl: 'Miesiąc rozwoju: zobacz, jak wiele się zmieniło',
      de: 'Ein Monat Wachstum: Sieh, wie weit du gekommen bist',
      tr: 'Bir aylık gelişim: ne kadar yol aldığına bir bak',
    },
    body([
      greeting,
      {
        en: 'a month ago you took the quiz and got your plan. Small daily steps add up: every summary you finished and every action you took brings you closer to the person you want to be.',
        es: 'hace un mes hiciste el cuestionario y recibiste tu plan. Los pequeños pasos diarios suman: cada resumen que terminaste y cada acción que realizaste te acercan a la persona que quieres ser.',
        pl: 'minął miesiąc od quizu i otrzymania Twojego planu. Małe codzienne kroki się sumują: każde ukończone podsumowanie i każde podjęte działanie przybliżają Cię do osoby, którą chcesz być.',
        de: 'vor einem Monat hast du das Quiz gemacht und deinen Plan bekommen. Kleine tägliche Schritte summieren sich: Jede abgeschlossene Zusammenfassung und jede umgesetzte Aktion bringt dich der Person näher, die du sein willst.',
        tr: 'bir ay önce testi çözdün ve planını aldın. Küçük günlük adımlar birikir: bitirdiğin her özet ve uyguladığın her eylem seni olmak istediğin kişiye yaklaştırıyor.',
      },
      {
        en: 'Ready for your next goal? New summaries are waiting in the app: {{appLink}}',
        es: '¿Te animas con tu próximo objetivo? Te esperan nuevos resúmenes en la aplicación: {{appLink}}',
        pl: 'Czas na kolejny cel? W aplikacji czekają nowe podsumowania: {{appLink}}',
        de: 'Bereit für dein nächstes Ziel? In der App warten neue Zusammenfassungen auf dich: {{appLink}}',
        tr: 'Sıradaki hedefine hazır mısın? Uygulamada yeni özetler seni bekliyor: {{appLink}}',
      },
    ]),
  ),
].map(withAppCallToAction)
