/**
 * No reference ("was") price in copy. A struck-through or "regular" price is a claim that the
 * option really sold at that price: for visitors in the EU it must be the lowest price of the
 * previous 30 days (Omnibus Directive 2019/2161), and anywhere it must have been charged. Only
 * the server's catalogue knows that, per option, country and date, so the plan card shows one
 * exactly when the catalogue holds it; copy, which every visitor reads alike, never names one.
 */
import { copyText, languagesOf, quote, type ContentProblem, type LocalizedValue } from './contentProblem'

/**
 * A price as copy may name it: a placeholder filled from the price answer, or an amount typed in.
 * An e-mail's {{amount}} is what was charged or refunded ("the payment was {{amount}}"), never a
 * reference, so it is not one of them.
 */
const PRICE = String.raw`(?:\{(?:price|perDay|perWeek|originalPrice)\}|(?:US\$|[$€£]|\b(?:USD|EUR|GBP|PLN|zł))[\u00a0 ]?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?[\u00a0 ]?(?:[$€£]|zł|PLN|USD|EUR|GBP))`

/** English and Polish words that make the price after them a reference price. */
const REFERENCE_WORD = String.raw`\b(?:was|regular(?:ly)?|usual(?:ly)?|normal(?:ly)?|original(?:ly)?|instead of|down from|reduced from|full price(?: of)?|list price(?: of)?|zamiast|wcześniej|poprzednio|było|normalnie|przed obniżką|regularn\p{L}*|katalogow\p{L}*)`
/**
 * A comparison with a reference price that names no figure: "half the regular price", "less than
 * the usual price", "połowę regularnej ceny". A bare label ("Regular price" beside the card's
 * struck-through figure) is no claim of its own: the card shows it only with a real price.
 */
const REFERENCE_COMPARISON = String.raw`\b(?:half|off|than|below|under|from|save on|vs\.?|versus)\s+(?:the\s+|its\s+|your\s+|our\s+)?(?:regular|usual|normal|original|list|full)\s+price\b|\b(?:połow\p{L}*|niż|poniżej|od|taniej od|mniej niż)\s+(?:regularn\p{L}*|zwykł\p{L}*|normaln\p{L}*|pełn\p{L}*|katalogow\p{L}*)\s+cen\p{L}*`

const REFERENCE = new RegExp(`\\{originalPrice\\}|${REFERENCE_WORD}(?:\\s+(?:price|cen\\p{L}*|the|of|is|at|od))*\\s+${PRICE}|${REFERENCE_COMPARISON}`, 'giu')

/** The wording of a text that names a reference price, as written. */
export function referencePrices(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[0])
}

/** Errors on each language's text that names a reference price. */
export function referencePriceProblems(value: LocalizedValue): ContentProblem[] {
  return languagesOf(value).flatMap((language): ContentProblem[] => {
    const found = referencePrices(copyText(value[language]))
    if (found.length === 0) return []
    return [
      {
        check: 'referencePrice',
        level: 'error',
        language,
        message: `Names a reference price (${found.map(quote).join(', ')}): copy cannot know whether this visitor's plan ever sold at that price. The plan card shows a struck-through price only where the server's catalogue holds a real previous price for that plan (in the EU, the lowest of the last 30 days, as the law requires); leave the comparison to the card, and say what the plan gives or what the yearly plan saves ({savingPercent})`,
      },
    ]
  })
}
