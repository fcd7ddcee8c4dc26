import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../dataset'
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { withAppCallToAction } from './emailCallToAction'

const templates = seedDocuments().filter((document): document is EmailTemplateDocument => document._type === 'emailTemplate')

describe('the app button on the seed e-mails', () => {
  it('every template whose copy links the app has one button into it, labelled in English and Polish', () => {
    const linking = templates.filter((template) => template.body.en.includes('{{appLink}}') && !template.callToAction?.url.match(/Link\}\}$/))
    expect(linking).toEqual([])
    const withButtons = templates.filter((template) => template.callToAction)
    expect(withButtons.length).toBeGreaterThan(20)
    for (const { callToAction } of withButtons) {
      expect(callToAction!.label.en).not.toBe('')
      expect(callToAction!.label.pl).not.toBe('')
    }
  })

  it('leaves a template that does not link the app, or already has a button, as it is', () => {
    const plain: EmailTemplateDocument = { _id: 't', _type: 'emailTemplate', key: 'welcome', subject: { _type: 'emailLocaleString', en: 'Hi' }, body: { _type: 'emailLocaleText', en: 'No link here.' } }
    expect(withAppCallToAction(plain)).toBe(plain)
    const own = { ...plain, body: { _type: 'emailLocaleText' as const, en: '{{appLink}}' }, callToAction: { label: { _type: 'emailLocaleString' as const, en: 'Go' }, url: '{{courseLink}}' } }
    expect(withAppCallToAction(own)).toBe(own)
  })
})
