/**
 * The parentingexp e-mails' copy: the same assessment sold as a one-time purchase (no
 * subscription), in the format the visitor chose, with a 30-day money-back guarantee. The 14-day
 * challenge's lessons and the per-format access e-mails are in ./lifecycleEmails.ts. The
 * subjects and the result e-mail are the parenting ones, so both funnels word them the same.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { buildParentingTemplates, sharedParentingCopy, type ParentingTemplateCopy } from '../parenting/emailTemplates'

const { welcomeSubject, results, week1Subject, month1Subject } = sharedParentingCopy

const parentingexpCopy: ParentingTemplateCopy[] = [
  [
    'welcome',
    'Welcome',
    welcomeSubject,
    {
      en: 'Hi,\n\nThank you for taking the parenting quiz and for your purchase. You paid once: there is no subscription and nothing renews.\n\nYour materials are ready: the e-mail we sent along with this one tells you how to open them in the format you chose.\n\nIf you chose the 14-day e-mail challenge, your first lesson arrives tomorrow. And you are covered by our 30-day money-back guarantee: if the program does not help your family, reply to this e-mail within 30 days and we will refund you in full.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ngracias por hacer el test sobre crianza y por tu compra. Has pagado una sola vez: no hay suscripción ni renovaciones.\n\nTus materiales están listos: en el correo que te enviamos junto con este te explicamos cómo abrirlos en el formato que elegiste.\n\nSi elegiste el reto de 14 días por correo electrónico, mañana recibirás la primera lección. Además, cuentas con nuestra garantía de devolución de 30 días: si el programa no ayuda a tu familia, responde a este correo en un plazo de 30 días y te devolveremos el importe íntegro.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\ndziękujemy za rozwiązanie quizu o rodzicielstwie i za zakup. To jednorazowa płatność: bez subskrypcji i bez automatycznego odnawiania.\n\nTwoje materiały są gotowe: jak z nich korzystać w wybranym formacie, piszemy w osobnej wiadomości, wysłanej razem z tą.\n\nJeśli Twój zakup to 14-dniowe wyzwanie e-mailowe, pierwszą lekcję dostaniesz jutro. Obejmuje Cię też 30-dniowa gwarancja zwrotu pieniędzy: jeśli program nie pomoże Twojej rodzinie, odpowiedz na tę wiadomość w ciągu 30 dni, a zwrócimy Ci całą kwotę.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndanke, dass du das Eltern-Quiz gemacht und bei uns gekauft hast. Du hast einmal bezahlt: Es gibt kein Abo und nichts verlängert sich.\n\nDeine Materialien sind bereit: Wie du sie im gewählten Format öffnest, steht in der E-Mail, die wir dir zusammen mit dieser geschickt haben.\n\nWenn du die 14-tägige E-Mail-Challenge gewählt hast, kommt deine erste Lektion morgen. Außerdem gilt unsere 30-Tage-Geld-zurück-Garantie: Wenn das Programm deiner Familie nicht hilft, antworte innerhalb von 30 Tagen auf diese E-Mail und du bekommst den vollen Betrag zurück.\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\nebeveynlik testini tamamladığınız ve satın alma işleminiz için teşekkür ederiz. Tek seferlik bir ödeme yaptınız: abonelik yok, otomatik yenileme yok.\n\nMateryalleriniz hazır: Seçtiğiniz formatta onları nasıl açacağınızı, bununla birlikte gönderdiğimiz e-postada bulabilirsiniz.\n\n14 günlük e-posta meydan okumasını seçtiyseniz ilk dersiniz yarın gelecek. Ayrıca 30 gün para iade garantimiz geçerli: program ailenize yardımcı olmazsa 30 gün içinde bu e-postayı yanıtlayın, ücretin tamamını iade edelim.\n\n{{funnelName}} ekibi',
    },
  ],
  results,
  [
    'courseAccess',
    'Course access (one-time purchase)',
    {
      en: 'Your {{funnelName}} materials are ready',
      es: 'Tus materiales de {{funnelName}} están listos',
      pl: 'Twoje materiały {{funnelName}} są gotowe',
      de: 'Deine {{funnelName}}-Materialien sind bereit',
      tr: '{{funnelName}} materyalleriniz hazır',
    },
    {
      en: 'Hi,\n\nYour one-time purchase is confirmed. Sign in with {{email}} to open your materials in the format you chose: {{appLink}}\n\nInside: 300 parenting strategies in 8 modules, each with a 5-minute action you can try the same day.\n\nYour 30-day money-back guarantee starts today. If the program is not right for your family, reply within 30 days and we will refund you in full.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\ntu compra única está confirmada. Inicia sesión con {{email}} para abrir tus materiales en el formato que elegiste: {{appLink}}\n\nDentro encontrarás 300 estrategias de crianza en 8 módulos, cada una con una acción de 5 minutos que puedes probar ese mismo día.\n\nTu garantía de devolución de 30 días empieza hoy. Si el programa no encaja con tu familia, responde en un plazo de 30 días y te devolveremos el importe íntegro.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nTwój jednorazowy zakup został potwierdzony. Zaloguj się, używając adresu {{email}}, aby otworzyć materiały w wybranym formacie: {{appLink}}\n\nW środku: 300 strategii rodzicielskich w 8 modułach, a przy każdej 5-minutowe działanie, które możesz wypróbować jeszcze tego samego dnia.\n\nTwoja 30-dniowa gwarancja zwrotu pieniędzy zaczyna się dziś. Jeśli program nie sprawdzi się w Twojej rodzinie, odpowiedz w ciągu 30 dni, a zwrócimy Ci całą kwotę.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\ndein Einmalkauf ist bestätigt. Melde dich mit {{email}} an, um deine Materialien im gewählten Format zu öffnen: {{appLink}}\n\nDarin: 300 Erziehungsstrategien in 8 Modulen, jede mit einer 5-Minuten-Übung, die du noch am selben Tag ausprobieren kannst.\n\nDeine 30-Tage-Geld-zurück-Garantie beginnt heute. Wenn das Programm nicht zu deiner Familie passt, antworte innerhalb von 30 Tagen und du bekommst den vollen Betrag zurück.\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\ntek seferlik satın alma işleminiz onaylandı. Seçtiğiniz formattaki materyallerinizi açmak için {{email}} adresiyle giriş yapın: {{appLink}}\n\nİçinde: 8 modülde 300 ebeveynlik stratejisi ve her birinde aynı gün deneyebileceğiniz 5 dakikalık bir adım.\n\n30 gün para iade garantiniz bugün başlıyor. Program ailenize uymazsa 30 gün içinde yanıtlayın, ücretin tamamını iade edelim.\n\n{{funnelName}} ekibi',
    },
  ],
  [
    'followUpWeek1',
    'Follow-up after one week',
    week1Subject,
    {
      en: 'Hi,\n\nIt has been a week since you found out that your parenting style is {{resultName}}. If you are doing the 14-day e-mail challenge, you are halfway there. How did the first small steps go?\n\nTo pick up where you left off, open the e-mail we sent after your purchase: it shows you the way back to your materials.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\nhace una semana descubriste que tu estilo de crianza es {{resultName}}. Si estás haciendo el reto de 14 días por correo electrónico, ya vas por la mitad. ¿Cómo fueron los primeros pasos?\n\nPara seguir donde lo dejaste, abre el correo que te enviamos después de tu compra: allí tienes el camino de vuelta a tus materiales.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nminął tydzień, odkąd wiesz, że Twój styl rodzicielski to {{resultName}}. Jeśli bierzesz udział w 14-dniowym wyzwaniu e-mailowym, masz już za sobą połowę drogi. Jak poszły pierwsze małe kroki?\n\nAby wrócić do swoich materiałów, otwórz wiadomość, którą wysłaliśmy po zakupie: podpowiada, jak do nich dotrzeć.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\nvor einer Woche hast du erfahren, dass dein Erziehungsstil {{resultName}} ist. Wenn du bei der 14-tägigen E-Mail-Challenge mitmachst, hast du schon die Hälfte geschafft. Wie liefen die ersten kleinen Schritte?\n\nUm da weiterzumachen, wo du aufgehört hast, öffne die E-Mail, die wir dir nach deinem Kauf geschickt haben: Sie zeigt dir den Weg zurück zu deinen Materialien.\n\nDein {{funnelName}}-Team',
      tr: 'Merhaba,\n\nebeveynlik tarzınızın {{resultName}} olduğunu öğrenmenizin üzerinden bir hafta geçti. 14 günlük e-posta meydan okumasına katıldıysanız yolun yarısına geldiniz. İlk küçük adımlar nasıl gitti?\n\nKaldığınız yerden devam etmek için satın alma işleminizden sonra gönderdiğimiz e-postayı açın: materyallerinize nasıl ulaşacağınızı orada bulabilirsiniz.\n\n{{funnelName}} ekibi',
    },
  ],
  [
    'followUpMonth1',
    'Follow-up after one month (guarantee ends)',
    month1Subject,
    {
      en: 'Hi,\n\nA month ago you started your parenting program. 94% of parents who start are still using it after 30 days.\n\nYour 30-day money-back guarantee ends about now. If the program has not helped, reply to this e-mail and we will refund you in full. If it has, your materials are right where you left them, and the e-mail from your purchase still leads you to them.\n\nThe {{funnelName}} team',
      es: 'Hola:\n\nhace un mes empezaste tu programa de crianza. El 94 % de las madres y los padres que empiezan lo siguen usando después de 30 días.\n\nTu garantía de devolución de 30 días termina por estas fechas. Si el programa no te ha ayudado, responde a este correo y te devolveremos el importe íntegro. Si te ha ayudado, tus materiales siguen esperándote, y el correo de tu compra sigue llevándote a ellos.\n\nEl equipo de {{funnelName}}',
      pl: 'Cześć,\n\nod początku Twojej pracy z programem rodzicielskim minął miesiąc. 94% rodziców, którzy zaczynają, korzysta z niego również po 30 dniach.\n\nTwoja 30-dniowa gwarancja zwrotu pieniędzy właśnie dobiega końca. Jeśli program nie pomógł, odpowiedz na tę wiadomość, a zwrócimy Ci całą kwotę. Jeśli pomógł, Twoje materiały wciąż na Ciebie czekają, a wiadomość z dnia zakupu nadal do nich prowadzi.\n\nZespół {{funnelName}}',
      de: 'Hallo,\n\nvor einem Monat hast du mit deinem Erziehungsprogramm begonnen. 94 % der Eltern, die anfangen, nutzen es nach 30 Tagen noch.\n\nDeine 30-Tage-Geld-zurück-Garantie läuft jetzt ab. Wenn dir das Programm nicht geholfen hat, antworte auf diese E-Mail und du bekommst den vollen Betrag zurück. Wenn es geholfen hat, warten deine Materialien weiter auf dich, und die E-Mail zu deinem Kauf führt dich jederzeit wieder zu ihnen.\n\nDein {{funnelName}}-Team',
      tr: "Merhaba,\n\nebeveynlik programınıza bir ay önce başladınız. Başlayan ebeveynlerin %94'ü 30 gün sonra da programı kullanmaya devam ediyor.\n\n30 gün para iade garantiniz sona ermek üzere. Program size yardımcı olmadıysa bu e-postayı yanıtlayın, ücretin tamamını iade edelim. Yardımcı olduysa materyalleriniz sizi bekliyor; satın alma e-postanız sizi her zaman onlara götürür.\n\n{{funnelName}} ekibi",
    },
  ],
]

export const parentingexpEmailTemplates: EmailTemplateDocument[] = buildParentingTemplates('parentingexp', parentingexpCopy)
