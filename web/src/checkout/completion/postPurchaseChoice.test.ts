// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as events from '../../platform/events/events'
import { readPostPurchaseChoice, savePostPurchaseChoice } from './postPurchaseChoice'

const PAGE = 'page.demo.waiting-room'
const KEY = `funnels-post-purchase:${PAGE}`

afterEach(() => {
  window.localStorage.clear()
  vi.restoreAllMocks()
})

describe('post-purchase choice', () => {
  it('stores the choice per page and raises the event with the choice as its value', () => {
    const log = vi.spyOn(events, 'logEvent')
    savePostPurchaseChoice(PAGE, 'refund')
    expect(readPostPurchaseChoice(PAGE)).toBe('refund')
    expect(readPostPurchaseChoice('page.other.waiting-room')).toBeUndefined()
    expect(log).toHaveBeenCalledWith({ id: 'postPurchaseChoice', name: 'Post-purchase choice', value: 'refund', params: { page: PAGE } })
  })

  it('ignores corrupted or foreign values in storage', () => {
    for (const raw of ['{not json', '"wait"', JSON.stringify({ choice: 'maybe', at: 'x' }), JSON.stringify({ at: 'x' })]) {
      window.localStorage.setItem(KEY, raw)
      expect(readPostPurchaseChoice(PAGE), raw).toBeUndefined()
    }
  })

  it('still raises the event when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError')
    })
    const log = vi.spyOn(events, 'logEvent')
    savePostPurchaseChoice(PAGE, 'wait')
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ value: 'wait' }))
    expect(readPostPurchaseChoice(PAGE)).toBeUndefined()
  })
})
