import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../schemas/shared/iconNames'
import { ICON_NODES } from '../../schemas/shared/iconNodes'
import { ICON_SPRITE_URL } from '../../web/src/ui/iconSpriteUrl'
import { iconSprite, iconSpritePath } from './iconSprite'

const PUBLIC = join(import.meta.dirname, '../../web/public')

describe('the icons sprite', () => {
  it('draws each icon as a symbol of its elements, on the 24 x 24 grid', () => {
    const sprite = iconSprite({ check: [['path', { d: 'M20 6 9 17l-5-5' }]], dot: [['circle', { cx: '12', cy: '12', r: '1' }], ['path', { d: 'M1 1"<&' }]] })
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol><symbol id="dot" viewBox="0 0 24 24"><circle cx="12" cy="12" r="1"/><path d="M1 1&quot;&lt;&amp;"/></symbol></svg>\n',
    )
  })

  it('names the file after its content, so a changed drawing is a new URL', () => {
    expect(iconSpritePath('a')).toMatch(/^\/assets\/icons-[0-9a-f]{8}\.svg$/)
    expect(iconSpritePath('a')).not.toBe(iconSpritePath('b'))
  })

  it('is served as generated from the drawings, with a symbol for every content icon, and is the only one', () => {
    // A drawing or name changed without running scripts/icons/generateIconNodes.ts fails here.
    const expected = iconSprite(ICON_NODES)
    expect(ICON_SPRITE_URL).toBe(iconSpritePath(expected))
    expect(readFileSync(join(PUBLIC, ICON_SPRITE_URL), 'utf8')).toBe(expected)
    for (const name of ICON_NAMES) expect(expected).toContain(`<symbol id="${name}" `)
    expect(readdirSync(join(PUBLIC, 'assets')).filter((file) => file.startsWith('icons-'))).toEqual([ICON_SPRITE_URL.split('/').pop()])
  })
})
