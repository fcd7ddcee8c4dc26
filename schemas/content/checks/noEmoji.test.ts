import { describe, expect, it } from 'vitest'
import { emojiIn, noEmojiProblems } from './noEmoji'

describe('emojiIn', () => {
  it('finds emoji whole: with the presentation selector, a skin tone, a family joined by ZWJ, a flag', () => {
    expect(emojiIn('Keep going 🔥 and ❤️ it')).toEqual(['🔥', '❤️'])
    expect(emojiIn('Wave 👋🏽, family 👨‍👩‍👧, Poland 🇵🇱')).toEqual(['👋🏽', '👨‍👩‍👧', '🇵🇱'])
    expect(emojiIn('⏰ ⭐ ⭐')).toEqual(['⏰', '⭐'])
  })

  it('finds the symbols that stand in for icons: checks, crosses, stars', () => {
    expect(emojiIn('✓ Quiz done ✗ ads, rated 4.8 ★☆')).toEqual(['✓', '✗', '★', '☆'])
  })

  it('leaves typography alone: © ® ™, arrows, bullets, dashes, Polish quotes and letters', () => {
    expect(emojiIn('© 2026 Stepwise® Method™ · 3–5 days → „Spokojniejszy dom” • żółć')).toEqual([])
  })
})

describe('noEmojiProblems', () => {
  it('fails each language whose copy holds an emoji, as an error that says what to use instead', () => {
    expect(noEmojiProblems({ _type: 'localeString', en: 'Calm evenings 🌙', pl: 'Spokojne wieczory' })).toEqual([
      { check: 'noEmoji', level: 'error', language: 'en', message: expect.stringMatching(/^Emoji „🌙” in the copy: .*choose an icon in the icon field/) },
    ])
    expect(noEmojiProblems({ en: 'Done', pl: 'Gotowe ✅' }).map((problem) => problem.language)).toEqual(['pl'])
  })

  it('reads rich text too', () => {
    const blocks = [{ _type: 'block', children: [{ _type: 'span', text: 'Read on 📚' }] }]
    expect(noEmojiProblems({ _type: 'localePortableText', en: blocks }).map((problem) => problem.check)).toEqual(['noEmoji'])
  })

  it('passes copy without emoji', () => {
    expect(noEmojiProblems({ en: 'Your plan is ready.', pl: 'Twój plan jest gotowy.' })).toEqual([])
  })
})
