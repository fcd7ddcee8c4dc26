/**
 * The screen-detox e-mails (spec section 4, completion: the welcome goes through an e-mail
 * marketing provider with a tag list; the tags belong to the sender, the copy is a template like
 * every other), in the screen-detox e-mail languages en, es, pt, de, tr. Polish is a page language
 * of screen detox but not one of its e-mail languages, so it stays empty and falls back to English.
 * screendetoxexp shares the product and the page list, so it sends the same welcome under its own
 * id. Claims as on the pages: a 4-week, 5-step method that starts with a 5-day play plan, up to 66
 * activities (the START package has 30), daily 5-minute actions, results in 3-5 days, a 30-day
 * money-back guarantee on every package.
 * Placeholders: {{email}}, {{funnelName}}, {{appLink}}.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { withAppCallToAction } from '../../kit/emailCallToAction'
import { type EmailCopy, emailTemplateBuilder } from '../../kit/emailTemplate'

export type ScreendetoxLanguage = 'en' | 'es' | 'pt' | 'de' | 'tr'

type TemplateCopy = [key: EmailTemplateDocument['key'], name: string, subject: EmailCopy<ScreendetoxLanguage>, body: EmailCopy<ScreendetoxLanguage>]

const screendetoxCopy: TemplateCopy[] = [
  [
    'welcome',
    'Welcome (e-mail marketing provider)',
    {
      en: 'Your screen detox plan is ready',
      es: 'Tu plan de desintoxicación digital está listo',
      pt: 'Seu plano de detox digital está pronto',
      de: 'Dein Plan für weniger Bildschirmzeit ist bereit',
      tr: 'Ekran detoksu planınız hazır',
    },
    {
      en: "Hi,\n\nthank you for taking the screen-time quiz. Your family's personal screen detox plan is ready: {{appLink}}\n\nHow it works: a 4-week, 5-step method that starts with a 5-day play plan. You get up to 66 screen-free activities to do with your child, and each day's action takes just 5 minutes. Many families notice calmer evenings within 3 to 5 days.\n\nEvery package comes with a 30-day money-back guarantee.\n\nWe sent this to {{email}}. Reply any time if you have a question.\n\nThe {{funnelName}} team",
      es: 'Hola:\n\ngracias por hacer el test sobre el tiempo de pantalla. El plan personal de desintoxicación digital para tu familia está listo: {{appLink}}\n\nAsí funciona: un método de 4 semanas y 5 pasos que empieza con un plan de juego de 5 días. Tendrás hasta 66 actividades sin pantallas para hacer con tu peque, y la acción de cada día solo lleva 5 minutos. Muchas familias notan tardes más tranquilas en 3 a 5 días.\n\nTodos los paquetes incluyen una garantía de devolución de 30 días.\n\nEnviamos este correo a {{email}}. Si tienes alguna pregunta, responde cuando quieras.\n\nEl equipo de {{funnelName}}',
      pt: 'Olá,\n\nobrigado por fazer o quiz sobre tempo de tela. O plano personalizado de detox digital da sua família está pronto: {{appLink}}\n\nComo funciona: um método de 4 semanas e 5 passos que começa com um plano de brincadeiras de 5 dias. Você terá até 66 atividades sem telas para fazer com as crianças, e a ação de cada dia leva só 5 minutos. Muitas famílias percebem noites mais tranquilas em 3 a 5 dias.\n\nTodos os pacotes têm garantia de reembolso de 30 dias.\n\nEnviamos este e-mail para {{email}}. Se tiver alguma dúvida, é só responder.\n\nEquipe {{funnelName}}',
      de: 'Hallo,\n\ndanke, dass du das Quiz zur Bildschirmzeit gemacht hast. Der persönliche Plan deiner Familie für weniger Bildschirmzeit ist bereit: {{appLink}}\n\nSo funktioniert es: eine Methode mit 4 Wochen und 5 Schritten, die mit einem 5-Tage-Spielplan beginnt. Du bekommst bis zu 66 bildschirmfreie Aktivitäten für dich und dein Kind, und die Übung des Tages dauert nur 5 Minuten. Viele Familien erleben schon nach 3 bis 5 Tagen ruhigere Abende.\n\nFür jedes Paket gilt eine 30-Tage-Geld-zurück-Garantie.\n\nWir haben diese E-Mail an {{email}} geschickt. Wenn du Fragen hast, antworte einfach.\n\nDein {{funnelName}}-Team',
      tr: "Merhaba,\n\nekran süresi testini tamamladığınız için teşekkür ederiz. Aileniz için hazırlanan kişisel ekran detoksu planı hazır: {{appLink}}\n\nNasıl işler: 5 günlük bir oyun planıyla başlayan 4 haftalık, 5 adımlı bir yöntem. Çocuğunuzla yapabileceğiniz 66'ya kadar ekransız etkinlik sizi bekliyor ve her günün adımı yalnızca 5 dakika sürüyor. Birçok aile 3-5 gün içinde akşamların daha sakin geçtiğini fark ediyor.\n\nTüm paketlerde 30 gün para iade garantisi vardır.\n\nBu e-postayı {{email}} adresine gönderdik. Sorunuz olursa yanıtlamanız yeterli.\n\n{{funnelName}} ekibi",
    },
  ],
]

const build = (funnelKey: string) => {
  const email = emailTemplateBuilder<ScreendetoxLanguage>(funnelKey)
  return screendetoxCopy.map(([key, name, subject, body]) => withAppCallToAction(email(key, name, subject, body)))
}

export const screendetoxEmailTemplates: EmailTemplateDocument[] = build('screendetox')
export const screendetoxexpEmailTemplates: EmailTemplateDocument[] = build('screendetoxexp')
