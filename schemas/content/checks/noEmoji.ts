/**
 * No emoji in copy, and no symbol standing in for an icon (✓, ★). Emoji show as empty boxes on
 * phones and computers without an emoji font, and each system draws them differently; the
 * product's icons come from one SVG set instead: an option's or a list item's `icon` field (the
 * names in schemas/shared/iconNames.ts), which the zod schemas and the Studio already hold to the
 * list. ©, ® and ™ are typography, not emoji, and stay allowed.
 */
import { copyText, languagesOf, quote, type ContentProblem, type LocalizedValue } from './contentProblem'

/**
 * An emoji with what joins it into one picture (skin tones, ZWJ sequences, the emoji
 * presentation selector), or a check, cross or star symbol.
 */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic}\uFE0F?)*|[\u2713\u2717\u2605\u2606]|[\u{1F1E6}-\u{1F1FF}]{2}/gu

/** The emoji (and icon symbols) in a text, as written, each once. */
export function emojiIn(text: string): string[] {
  return [...new Set([...text.matchAll(EMOJI)].map((match) => match[0]))]
}

/** What to do instead, in every message about an emoji. */
export const USE_AN_ICON = 'emoji show as empty boxes where no emoji font is installed: choose an icon in the icon field of the option or list item, or say it in words'

/** Errors on each language's text that holds an emoji or an icon symbol. */
export function noEmojiProblems(value: LocalizedValue): ContentProblem[] {
  return languagesOf(value).flatMap((language): ContentProblem[] => {
    const found = emojiIn(copyText(value[language]))
    return found.length === 0 ? [] : [{ check: 'noEmoji', level: 'error', language, message: `Emoji ${found.map(quote).join(', ')} in the copy: ${USE_AN_ICON}` }]
  })
}
