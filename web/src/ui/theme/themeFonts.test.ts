import { describe, expect, it } from 'vitest'
import { loadThemeFont, type FontApi } from './themeFonts'

/** A font API that records the faces made and added, and fails the files named in `failing`. */
function fakeFonts(failing: RegExp | undefined = undefined) {
  const made: { family: string; source: string; descriptors: FontFaceDescriptors }[] = []
  const added: unknown[] = []
  class FakeFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {
      made.push({ family, source, descriptors })
    }
    load() {
      return failing?.test(this.source) ? Promise.reject(new Error('network')) : Promise.resolve(this)
    }
  }
  const api = { FontFace: FakeFace, fonts: { add: (face: unknown) => added.push(face) } } as unknown as FontApi
  return { api, made, added }
}

describe('theme fonts', () => {
  it('load the font of a Polish page as its Latin and Latin Extended files, both before either is used', async () => {
    const { api, made, added } = fakeFonts()
    expect(await loadThemeFont('nunito', 'pl', api)).toBe(true)
    expect(made.map(({ family }) => family)).toEqual(['Nunito Variable', 'Nunito Variable'])
    expect(made[0]!.source).toMatch(/^url\([^)]*nunito-latin-wght-normal[^)]*\.woff2\) format\('woff2'\)$/)
    expect(made[0]!.descriptors.unicodeRange).toMatch(/^U\+0000-00FF/)
    // Polish letters (ą U+0105, ł U+0142) are in the Latin Extended range only.
    expect(made[1]!.source).toMatch(/nunito-latin-ext-wght-normal[^)]*\.woff2/)
    expect(made[1]!.descriptors.unicodeRange).toMatch(/^U\+0100-02BA/)
    expect(made.map(({ descriptors }) => descriptors.display)).toEqual(['optional', 'optional'])
    expect(added).toHaveLength(2)
  })

  it('load the font of an English page as its Latin file only: English text has no letter in the Latin Extended range', async () => {
    const { api, made, added } = fakeFonts()
    expect(await loadThemeFont('inter', 'en', api)).toBe(true)
    expect(made.map(({ source }) => source)).toEqual([expect.stringMatching(/inter-latin-wght-normal/)])
    expect(added).toHaveLength(1)
  })

  it('add nothing when a file fails, so no text mixes two fonts; the system font needs nothing', async () => {
    const { api, added } = fakeFonts(/latin-ext/)
    expect(await loadThemeFont('inter', 'pl', api)).toBe(false)
    expect(added).toEqual([])
    expect(await loadThemeFont('system', 'pl', undefined)).toBe(true)
    expect(await loadThemeFont('inter', 'en', undefined)).toBe(false)
  })
})
