import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { optionSchema } from '../optionSet/schema'
import { pageItemSchema } from '../page/blocks/schema'
import { ICON_NODES } from './iconNodes'
import { validIcon } from './iconField'
import { ICON_NAMES, iconNameSchema, isIconName } from './iconNames'

const message = (result: { success: boolean; error?: z.core.$ZodError }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('the icon vocabulary', () => {
  it('names each icon once, in lucide’s kebab-case, each with its drawing', () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length)
    expect(ICON_NAMES.filter((name) => !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name))).toEqual([])
    expect(Object.keys(ICON_NODES).sort()).toEqual([...ICON_NAMES].sort())
  })

  it('accepts a name of the set', () => {
    expect(iconNameSchema.parse('book-open')).toBe('book-open')
    expect([isIconName('heart'), isIconName('Heart'), isIconName(undefined)]).toEqual([true, false, false])
  })

  it('rejects an unknown name or an emoji with a message that names the value and the way out', () => {
    expect(message(iconNameSchema.safeParse('unicorn'))).toEqual([expect.stringMatching(/^: Unknown icon "unicorn": use one of the icon names in schemas\/shared\/iconNames\.ts/)])
    const option = { _type: 'option', _key: 'a', key: 'motivator', label: { _type: 'localeString', en: 'Motivator' }, icon: '🔥' }
    expect(message(optionSchema.safeParse(option))).toEqual([expect.stringMatching(/^icon: Unknown icon "🔥"/)])
    expect(optionSchema.safeParse({ ...option, icon: 'flame' }).success).toBe(true)
    const item = { _type: 'pageItem', _key: 'b', title: { _type: 'localeString', en: 'Done' }, icon: 'tick' }
    expect(message(pageItemSchema.safeParse(item))).toEqual([expect.stringMatching(/^icon: Unknown icon "tick"/)])
  })

  it('gives the Studio field the same rule, and says an emoji is no icon', () => {
    expect([validIcon(undefined), validIcon('sprout')]).toEqual([true, true])
    expect(validIcon('🌱')).toMatch(/^An emoji is not an icon: emoji show as empty boxes/)
    expect(validIcon('seedling')).toBe('Unknown icon "seedling": choose one from the list')
  })
})
