import { describe, expect, it } from 'vitest'
import { funnelIconNames } from './funnelIconNames'

describe('funnelIconNames', () => {
  it("is exactly the icons the content's icon fields name, wherever they sit, each once and sorted", () => {
    const content = {
      funnel: { key: 'f', icon: 'brain' },
      pages: [{ blocks: [{ title: 'Why', icon: 'heart' }] }],
      optionSets: [{ options: [{ label: 'Yes', icon: 'check' }, { label: 'Again', icon: 'heart' }, { label: 'None' }] }],
    }
    expect(funnelIconNames(content)).toEqual(['brain', 'check', 'heart'])
  })

  it('leaves out what is no icon: another field holding an icon name, a value no icon has', () => {
    expect(funnelIconNames({ title: 'check', options: [{ icon: 'no-such-icon' }, { icon: 3 }, { iconLabel: 'star' }] })).toEqual([])
  })

  it('names none for content without icons', () => {
    expect(funnelIconNames({ funnel: { key: 'f' }, pages: [] })).toEqual([])
  })
})
