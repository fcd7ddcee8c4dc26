/**
 * The deeps e-mails (spec section 4, completion): welcome, results, course access and the
 * week-1 and month-1 follow-ups, in the deeps e-mail languages en, es, pl, de, tr (section 7).
 * Portuguese is not a deeps language and stays empty (the tester shows the English fallback).
 * Placeholders: {{email}}, {{funnelName}}, {{appLink}}. Deeps scores no result, so no e-mail names
 * one: the server skips a results e-mail whose template needs a result the visitor does not have.
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
        en: 'Welcome to {{funnelName}}! Your personal plan is ready: bite-sized summaries, audio episodes and one action a day.',
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
      en: 'Your personal plan: 20 episodes built around your goal',
      es: 'Tu plan personal: 20 episodios creados en torno a tu objetivo',
      pl: 'Twój osobisty plan: 20\u00a0odcinków zbudowanych wokół Twojego celu',
      de: 'Dein persönlicher Plan: 20 Episoden rund um dein Ziel',
      tr: 'Kişisel planın: hedefine göre hazırlanmış 20 bölüm',
    },
    body([
      greeting,
      {
        en: 'Thanks for taking the quiz. Here is the personal plan we promised: 20 episodes built around your goal, each with a bite-sized summary of about 15 minutes, an audio version and one action you can take the same day.',
        es: 'gracias por hacer el cuestionario. Aquí tienes el plan personal que te prometimos: 20 episodios creados en torno a tu objetivo, cada uno con un resumen breve de unos 15 minutos, una versión en audio y una acción que puedes poner en práctica el mismo día.',
        pl: 'dziękujemy za rozwiązanie quizu. Oto osobisty plan, który Ci obiecaliśmy: 20\u00a0odcinków zbudowanych wokół Twojego celu, a w każdym krótkie podsumowanie na około 15\u00a0minut, wersja audio i jedno działanie, które możesz podjąć jeszcze tego samego dnia.',
        de: 'danke, dass du das Quiz gemacht hast. Hier ist der persönliche Plan, den wir dir versprochen haben: 20 Episoden rund um dein Ziel, jede mit einer kurzen Zusammenfassung von etwa 15 Minuten, einer Audioversion und einer Aktion, die du noch am selben Tag umsetzen kannst.',
        tr: 'testi çözdüğün için teşekkürler. Söz verdiğimiz kişisel planın burada: hedefine göre hazırlanmış 20 bölüm. Her bölümde yaklaşık 15 dakikalık kısa bir özet, sesli bir versiyon ve aynı gün uygulayabileceğin bir eylem var.',
      },
      {
        en: 'Week 1 brings the first wins: one summary and one action a day build your routine. In weeks 2 and 3 the actions start to feel natural, at work and at home. In week 4 you finish your 20 episodes and see how far you have come.',
        es: 'La primera semana trae los primeros logros: un resumen y una acción al día crean tu rutina. En las semanas 2 y 3, las acciones empiezan a salir con naturalidad, en el trabajo y en casa. En la semana 4 terminas tus 20 episodios y ves todo lo que has avanzado.',
        pl: 'Pierwszy tydzień to pierwsze sukcesy: jedno podsumowanie i jedno działanie dziennie budują Twoją rutynę. W drugim i trzecim tygodniu działania zaczynają przychodzić naturalnie, w pracy i w domu. W czwartym tygodniu kończysz 20\u00a0odcinków i widzisz, ile udało Ci się osiągnąć.',
        de: 'Woche 1 bringt die ersten Erfolge: Eine Zusammenfassung und eine Aktion pro Tag werden zu deiner Routine. In den Wochen 2 und 3 fühlen sich die Aktionen immer natürlicher an, im Job und zu Hause. In Woche 4 schließt du deine 20 Episoden ab und siehst, wie weit du gekommen bist.',
        tr: 'İlk hafta ilk kazanımları getirir: günde bir özet ve bir eylem rutinini oluşturur. 2. ve 3. haftalarda eylemler işte de evde de doğal gelmeye başlar. 4. haftada 20 bölümü bitirir ve ne kadar yol aldığını görürsün.',
      },
      {
        en: 'Three tips to make the most of it: set aside 15 minutes at the same time every day, take the action before the evening while the idea is still fresh, and listen to the audio version on your commute or during a workout.',
        es: 'Tres consejos para sacarle el máximo partido: reserva 15 minutos a la misma hora cada día, pon en práctica la acción antes de la noche, mientras la idea sigue fresca, y escucha la versión en audio de camino al trabajo o mientras entrenas.',
        pl: 'Trzy wskazówki, jak najlepiej go wykorzystać: każdego dnia znajdź 15\u00a0minut o tej samej porze, wykonaj działanie jeszcze przed wieczorem, póki pomysł jest świeży, a wersji audio słuchaj w drodze do pracy lub na treningu.',
        de: 'Drei Tipps, damit du das Beste daraus machst: Nimm dir jeden Tag zur gleichen Zeit 15 Minuten, setze die Aktion noch vor dem Abend um, solange die Idee frisch ist, und hör dir die Audioversion auf dem Arbeitsweg oder beim Training an.',
        tr: 'Plandan en iyi şekilde yararlanman için üç ipucu: her gün aynı saatte 15 dakika ayır, fikir tazeyken eylemi akşam olmadan uygula ve sesli versiyonu işe giderken ya da spor yaparken dinle.',
      },
      {
        en: 'Your plan is waiting for you in the {{funnelName}} app: {{appLink}}',
        es: 'Tu plan te espera en la aplicación de {{funnelName}}: {{appLink}}',
        pl: 'Twój plan czeka na Ciebie w aplikacji {{funnelName}}: {{appLink}}',
        de: 'Dein Plan wartet in der {{funnelName}}-App auf dich: {{appLink}}',
        tr: 'Planın {{funnelName}} uygulamasında seni bekliyor: {{appLink}}',
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
        en: 'Your subscription is active. You now have full access to 500+ summaries, audio episodes and 5000 actions.',
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
        en: 'A week has passed since you started your plan. Readers who take one action a day in the first week are the ones who keep going.',
        es: 'ha pasado una semana desde que empezaste tu plan. Los lectores que realizan una acción al día durante la primera semana son los que siguen adelante.',
        pl: 'minął tydzień od startu Twojego planu. Najczęściej wytrwają ci czytelnicy, którzy w pierwszym tygodniu podejmują jedno działanie dziennie.',
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
        en: 'A month ago you took the quiz and got your plan. Small daily steps add up: every summary you finished and every action you took brings you closer to the person you want to be.',
        es: 'hace un mes hiciste el cuestionario y recibiste tu plan. Los pequeños pasos diarios suman: cada resumen que terminaste y cada acción que realizaste te acercan a la persona que quieres ser.',
        pl: 'minął miesiąc, odkąd po quizie masz swój plan. Małe codzienne kroki się sumują: każde ukończone podsumowanie i każde podjęte działanie przybliżają Cię do osoby, którą chcesz być.',
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
