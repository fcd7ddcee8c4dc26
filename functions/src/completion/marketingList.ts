/**
 * The e-mail marketing provider (screen detox's welcome): the contact joins a list with tags,
 * and the list's automation sends the welcome. Locally the contact is a line in the
 * marketingContacts sink; the welcome itself is rendered into the outbox by the plugin.
 */
import { randomUUID } from 'node:crypto'
import { appendToSink } from '../sink'

export interface MarketingContact {
  listId: string
  email: string
  tags: string[]
  language: string
  userId: string
  onboardingType: string
}

export interface MarketingList {
  addContact(contact: MarketingContact): Promise<{ contactId: string }>
}

export const sinkMarketingList: MarketingList = {
  async addContact(contact) {
    const contactId = randomUUID()
    await appendToSink('marketingContacts', { receivedAt: new Date().toISOString(), contactId, ...contact })
    return { contactId }
  },
}
