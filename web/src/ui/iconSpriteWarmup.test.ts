// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ICON_SPRITE_URL } from './iconSpriteUrl'
import { warmIconSprite } from './iconSpriteWarmup'

describe('warmIconSprite', () => {
  it('asks for the sprite once, with a hidden use of one of its symbols', () => {
    warmIconSprite()
    warmIconSprite()
    const uses = [...document.body.querySelectorAll('svg[aria-hidden="true"] > use')]
    expect(uses.map((use) => use.getAttribute('href'))).toEqual([`${ICON_SPRITE_URL}#check`])
    expect(uses[0]!.parentElement!.getAttribute('width')).toBe('0')
  })
})
