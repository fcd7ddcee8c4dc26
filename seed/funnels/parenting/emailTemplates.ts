/**
 * The parenting e-mails (spec section 4, completion: welcome and results, course access, the
 * week-1 and month-1 follow-ups), in the parenting e-mail languages en, es, pl, de, tr. The daily
 * tips, one per trial day, are a series in ./lifecycleEmails.ts.
 * parenting sells the app with a 7-day free trial; parentingexp sells a one-time purchase (PDF and
 * audio toolkit, video course, app or 14-day e-mail challenge) with a 30-day money-back guarantee,
 * so its welcome, access and follow-ups say so (../parentingexp/emailTemplates.ts).
 * The result e-mail is the same.
 * Placeholders: {{email}}, {{funnelName}}, {{resultName}} (the parenting style), {{appLink}}.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { withAppCallToAction } from '../../kit/emailCallToAction'
import { type EmailCopy, emailTemplateBuilder } from '../../kit/emailTemplate'

export type ParentingLanguage = 'en' | 'es' | 'pl' | 'de' | 'tr'
export type ParentingCopy = EmailCopy<ParentingLanguage>

/** One template's copy: its key, its Studio name, subject and body per language. */
export type ParentingTemplateCopy = [key: EmailTemplateDocument['key'], name: string, subject: ParentingCopy, body: ParentingCopy]

const welcomeSubject: ParentingCopy = {
  en: 'Welcome to {{funnelName}}',
  es: 'Te damos la bienvenida a {{funnelName}}',
  pl: 'Witamy w {{funnelName}}',
  de: 'Willkommen bei {{funnelName}}',
  tr: '{{funnelName}} ailesine hoş geldiniz',
}

const week1Subject: ParentingCopy = {
  en: 'One week in: how are things at home?',
  es: 'Una semana después: ¿cómo van las cosas en casa?',
  pl: 'Minął tydzień: jak Wam idzie w domu?',
  de: 'Eine Woche dabei: Wie läuft es zu Hause?',
  tr: 'Bir hafta oldu: evde işler nasıl gidiyor?',
}

const month1Subject: ParentingCopy = {
  en: 'One month of small steps',
  es: 'Un mes de pequeños pasos',
  pl: 'Miesiąc małych kroków',
  de: 'Ein Monat voller kleiner Schritte',
  tr: 'Küçük adımlarla geçen bir ay',
}

const results: ParentingTemplateCopy = [
  'results',
  'Quiz results',
  {
    en: 'Your parenting style: {{resultName}}',
    es: 'Tu estilo de crianza: {{resultName}}',
    pl: 'Twój styl rodzicielski: {{resultName}}',
    de: 'Dein Erziehungsstil: {{resultName}}',
    tr: 'Ebeveynlik tarzınız: {{resultName}}',
  },
  {
    en: 'Hi,\n\nYour quiz result is in: your parenting style is {{resultName}}.\n\nThere is no perfect parent. Every style has strengths to build on and habits worth softening. Your plan starts from what already works in your family and adds one small step a day.\n\nWe sent this to {{email}} so you can come back to it any time.\n\nOpen your plan: {{appLink}}\n\nThe {{funnelName}} team',
    es: 'Hola:\n\nya tenemos el resultado de tu test: tu estilo de crianza es {{resultName}}.\n\nNo existen madres ni padres perfectos. Cada estilo tiene fortalezas en las que apoyarse y hábitos que conviene suavizar. Tu plan parte de lo que ya funciona en tu familia y añade un pequeño paso cada día.\n\nLo enviamos a {{email}} para que puedas volver a él cuando quieras.\n\nAbre tu plan: {{appLink}}\n\nEl equipo de {{funnelName}}',
    pl: 'Cześć,\n\nmamy wynik Twojego quizu: Twój styl rodzicielski to {{resultName}}.\n\nNie ma idealnych rodziców. Każdy styl ma mocne strony, na których warto budować, i nawyki, które warto złagodzić. Twój plan zaczyna się od tego, co już działa w Twojej rodzinie, i dodaje jeden mały krok dziennie.\n\nWysłaliśmy tę wiadomość na adres {{email}}, więc możesz do niej wrócić w dowolnej chwili.\n\nOtwórz swój plan: {{appLink}}\n\nZespół {{funnelName}}',
    de: 'Hallo,\n\ndein Quiz-Ergebnis ist da: Dein Erziehungsstil ist {{resultName}}.\n\nPerfekte Eltern gibt es nicht. Jeder Stil hat Stärken, auf denen du aufbauen kannst, und Gewohnheiten, die du sanfter gestalten kannst. Dein Plan beginnt bei dem, was in deiner Familie schon gut funktioniert, und ergänzt jeden Tag einen kleinen Schritt.\n\nWir haben diese Nachricht an {{email}} geschickt, damit du jederzeit darauf zurückkommen kannst.\n\nZu deinem Plan: {{appLink}}\n\nDein {{funnelName}}-Team',
    tr: 'Merhaba,\n\ntest sonucunuz hazır: ebeveynlik tarzınız {{resultName}}.\n\nMükemmel ebeveyn yoktur. Her tarzın üzerine inşa edebileceğiniz güçlü yanları ve yumuşatmaya değer alışkanlıkları vardır. Planınız, ailenizde zaten işe yarayan şeylerden yola çıkar ve her gün küçük bir adım ekler.\n\nBu e-postayı, istediğiniz zaman geri dönebilmeniz için {{email}} adresine gönderdik.\n\nPlanınızı açın: {{appLink}}\n\n{{funnelName}} ekibi',
  },
]

const parentingCopy: ParentingTemplateCopy[] = [
  [
    'welcome',
    'Welcome',
    welcomeSubject,
    {
      en: 'Hi,\n\nThank you for taking the parenting quiz. Your personal parenting plan is waiting for you in the app: {{appLink}}\n\nYour 7-day free trial starts today. Each day brings one 5-minute action you can try with your child the same day, and we will remind you before the trial ends.\n\nSmall moments, repeated every day, change how a family feels.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ngracias por hacer el test sobre crianza. Tu plan personal de crianza te espera en la aplicación: {{appLink}}\n\nTu prueba gratuita de 7 días empieza hoy. Cada día recibirás una acción de 5 minutos que puedes probar con tu peque ese mismo día, y te avisaremos antes de que termine la prueba.\n\nLos pequeños momentos, repetidos cada día, cambian el ambiente de una familia.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\ndziękujemy za rozwiązanie quizu o rodzicielstwie. Twój osobisty plan rodzicielski czeka na Ciebie w aplikacji: {{appLink}}\n\nTwój 7-dniowy bezpłatny okres próbny zaczyna się dziś. Każdego dnia dostaniesz jedno 5-minutowe działanie, które możesz wypróbować z dzieckiem jeszcze tego samego dnia. Przypomnimy Ci, zanim okres próbny się skończy.\n\nMałe chwile powtarzane każdego dnia zmieniają atmosferę w całej rodzinie.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndanke, dass du das Eltern-Quiz gemacht hast. Dein persönlicher Erziehungsplan wartet in der App auf dich: {{appLink}}\n\nDeine 7-tägige kostenlose Testphase beginnt heute. Jeden Tag bekommst du eine 5-Minuten-Übung, die du noch am selben Tag mit deinem Kind ausprobieren kannst. Bevor die Testphase endet, erinnern wir dich daran.\n\nKleine Momente, jeden Tag wiederholt, verändern das Miteinander in der ganzen Familie.\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\nebeveynlik testini tamamladığınız için teşekkür ederiz. Kişisel ebeveynlik planınız uygulamada sizi bekliyor: {{appLink}}\n\n7 günlük ücretsiz deneme süreniz bugün başlıyor. Her gün çocuğunuzla aynı gün deneyebileceğiniz 5 dakikalık bir adım alacaksınız. Deneme süresi bitmeden size hatırlatacağız.\n\nHer gün tekrarlanan küçük anlar, bir ailenin havasını değiştirir.\n\n{{funnelName}} ekibi',
    },
  ],
  results,
  [
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
      en: 'Hi,\n\nYour subscription is active. Sign in to the app with {{email}} to unlock all 8 modules and 300 parenting strategies, each turned into a 5-minute action: {{appLink}}\n\nThe app is available on iOS and Android.\n\nNeed help? Just reply to this e-mail.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ntu suscripción está activa. Inicia sesión en la aplicación con {{email}} para desbloquear los 8 módulos y las 300 estrategias de crianza, cada una convertida en una acción de 5 minutos: {{appLink}}\n\nLa aplicación está disponible para iOS y Android.\n\n¿Necesitas ayuda? Responde a este correo.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nTwoja subskrypcja jest aktywna. Zaloguj się do aplikacji, używając adresu {{email}}, aby odblokować wszystkie 8 modułów i 300 strategii rodzicielskich, każdą przełożoną na 5-minutowe działanie: {{appLink}}\n\nAplikacja jest dostępna na iOS i Androida.\n\nPotrzebujesz pomocy? Po prostu odpowiedz na tę wiadomość.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndein Abo ist aktiv. Melde dich in der App mit {{email}} an, um alle 8 Module und 300 Erziehungsstrategien freizuschalten – jede davon als 5-Minuten-Übung: {{appLink}}\n\nDie App gibt es für iOS und Android.\n\nBrauchst du Hilfe? Antworte einfach auf diese E-Mail.\n\nDein {{funnelName}}-Team',
      tr: "Merhaba,\n\naboneliğiniz etkin. 8 modülün ve her biri 5 dakikalık bir adıma dönüştürülmüş 300 ebeveynlik stratejisinin tamamına erişmek için uygulamaya {{email}} adresiyle giriş yapın: {{appLink}}\n\nUygulama iOS ve Android'de kullanılabilir.\n\nYardıma mı ihtiyacınız var? Bu e-postayı yanıtlamanız yeterli.\n\n{{funnelName}} ekibi",
    },
  ],
  [
    'followUpWeek1',
    'Follow-up after one week',
    week1Subject,
    {
      en: 'Hi,\n\nIt has been a week since you found out that your parenting style is {{resultName}}. How did the first small steps go? Even one calm conversation or one evening without raised voices is progress worth noticing.\n\nYour next 5-minute action is waiting: {{appLink}}\n\nThe {{funnelName}} team',
      es: 'Hola:\n\nhace una semana descubriste que tu estilo de crianza es {{resultName}}. ¿Cómo fueron los primeros pasos? Una conversación tranquila o una tarde sin gritos ya es un avance que merece la pena notar.\n\nTu siguiente acción de 5 minutos te espera: {{appLink}}\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nminął tydzień, odkąd wiesz, że Twój styl rodzicielski to {{resultName}}. Jak poszły pierwsze małe kroki? Nawet jedna spokojna rozmowa czy jeden wieczór bez podnoszenia głosu to postęp, który warto zauważyć.\n\nTwoje kolejne 5-minutowe działanie już czeka: {{appLink}}\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\nvor einer Woche hast du erfahren, dass dein Erziehungsstil {{resultName}} ist. Wie liefen die ersten kleinen Schritte? Schon ein ruhiges Gespräch oder ein Abend ohne laute Worte ist ein Fortschritt, den es wert ist, bemerkt zu werden.\n\nDeine nächste 5-Minuten-Übung wartet: {{appLink}}\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\nebeveynlik tarzınızın {{resultName}} olduğunu öğrenmenizin üzerinden bir hafta geçti. İlk küçük adımlar nasıl gitti? Sakin geçen tek bir konuşma ya da sesin yükselmediği tek bir akşam bile fark etmeye değer bir ilerlemedir.\n\nBir sonraki 5 dakikalık adımınız sizi bekliyor: {{appLink}}\n\n{{funnelName}} ekibi',
    },
  ],
  [
    'followUpMonth1',
    'Follow-up after one month',
    month1Subject,
    {
      en: 'Hi,\n\nA month ago you started your parenting plan. 94% of parents who start are still with us after 30 days, and many tell us that mornings and bedtimes have become calmer.\n\nTake a minute to look back at what has changed, then open the next module: {{appLink}}\n\nThe {{funnelName}} team',
      es: 'Hola:\n\nhace un mes empezaste tu plan de crianza. El 94 % de las madres y los padres que empiezan siguen con nosotros después de 30 días, y muchos nos cuentan que las mañanas y la hora de dormir se han vuelto más tranquilas.\n\nTómate un minuto para ver lo que ha cambiado y después abre el siguiente módulo: {{appLink}}\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nod początku Twojej pracy z planem rodzicielskim minął miesiąc. 94% rodziców, którzy zaczynają, zostaje z nami po 30 dniach, a wielu mówi nam, że poranki i wieczory przed snem stały się spokojniejsze.\n\nZnajdź chwilę, żeby zobaczyć, co się zmieniło, a potem otwórz kolejny moduł: {{appLink}}\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\nvor einem Monat hast du mit deinem Erziehungsplan begonnen. 94 % der Eltern, die anfangen, sind nach 30 Tagen noch dabei, und viele erzählen uns, dass die Morgenroutine und das Zubettgehen ruhiger geworden sind.\n\nNimm dir eine Minute, um zurückzuschauen, was sich verändert hat, und öffne dann das nächste Modul: {{appLink}}\n\nDein {{funnelName}}-Team',
      tr: "Merhaba,\n\nebeveynlik planınıza bir ay önce başladınız. Başlayan ebeveynlerin %94'ü 30 gün sonra hâlâ bizimle ve birçoğu sabahların ve yatma saatlerinin daha sakin geçtiğini söylüyor.\n\nNelerin değiştiğine bakmak için bir dakikanızı ayırın, ardından bir sonraki modülü açın: {{appLink}}\n\n{{funnelName}} ekibi",
    },
  ],
]

/** The copy parentingexp words the same as parenting: its subjects and the result e-mail. */
export const sharedParentingCopy = { welcomeSubject, results, week1Subject, month1Subject }

/** A parenting-family funnel's templates from its copy, under the funnel's own ids. */
export const buildParentingTemplates = (funnelKey: string, copy: ParentingTemplateCopy[]): EmailTemplateDocument[] => {
  const email = emailTemplateBuilder<ParentingLanguage>(funnelKey)
  return copy.map(([key, name, subject, body]) => withAppCallToAction(email(key, name, subject, body)))
}

export const parentingEmailTemplates: EmailTemplateDocument[] = buildParentingTemplates('parenting', parentingCopy)
