/**
 * No currency amount typed into copy. What a visitor pays depends on their country, currency and
 * A/B variant, and changes on the server; a typed "$59.99" is wrong for most of them the day it is
 * written. Copy names money through the placeholders every page fills from the server's price
 * answer (web/src/funnel/priceFacts, pricedCopy), formatted by the currency's rules. Numbers
 * that are not money (8 modules, 94%, 10,000+ families, 28 days, a 4.8 rating) are left alone.
 */
import { copyText, languagesOf, quote, type ContentProblem, type LocalizedValue } from './contentProblem'

/** A number as copy writes one: 59.99, 59,99, 1,299.00, 10 000, 97. */
const NUMBER = String.raw`\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?`
/** Signs and codes written before the number: $59.99, US$ 27, €12, £9.99, USD 27, PLN 97, zł 97. */
const BEFORE = String.raw`(?:US\$|[$€£¥]|\b(?:USD|EUR|GBP|PLN|CHF|zł))[\u00a0 ]?${NUMBER}`
/** Signs, codes and words written after it: 59,99 zł, 97 PLN, 12€, 27 dollars, 30 złotych, 5 euro. */
const AFTER = String.raw`\b${NUMBER}[\u00a0 ]?(?:[$€£]|zł(?![a-ząćęłńóśźż])|(?:USD|EUR|GBP|PLN|CHF|dollars?|euros?|dolar(?:ów|y|a)?|złot(?:ych|ego|e|y)|groszy)\b)`
/** A price-shaped number (two decimals) beside the period it pays for: 9.99 per month, 9,99 miesięcznie. */
const PERIOD = String.raw`(?:(?:per|a|an|each|every)\s+(?:day|week|month|year)|monthly|weekly|yearly|annually|daily|/\s*(?:day|week|month|year|mo|yr|wk|dzień|tydz\w*|mies\w*|rok)\b|miesięcznie|tygodniowo|dziennie|rocznie|(?:na|za|co)\s+(?:dzień|tydzień|miesiąc|rok))`
const DECIMAL_PERIOD = String.raw`\b\d+[.,]\d{2}\b\s*${PERIOD}`
/** …or after the words that put a price: for 9.99, costs 9.99, za 9,99, kosztuje 9,99. */
const PRICE_WORD_DECIMAL = String.raw`(?<=\b(?:for|costs?|only|just|pay|priced at|price of|za|kosztuje|koszt|cena|cenie|zapłacisz|płacisz|tylko|jedyne)\s+)\d+[.,]\d{2}\b`

const TYPED_AMOUNT = new RegExp(`${BEFORE}|${AFTER}|${DECIMAL_PERIOD}|${PRICE_WORD_DECIMAL}`, 'giu')

/** The placeholders the server's price answer fills, each already written with its currency. */
const PRICE_PLACEHOLDER = String.raw`\{(?:price|perDay|perWeek|originalPrice)\}|\{\{amount\}\}`
/** A currency typed beside one of them: "$ {price}", "{price} zł" would print the currency twice, or the wrong one. */
const CURRENCY_BESIDE_PLACEHOLDER = new RegExp(
  String.raw`(?:US\$|[$€£]|\b(?:USD|EUR|GBP|PLN|zł))[\u00a0 ]?(?:${PRICE_PLACEHOLDER})|(?:${PRICE_PLACEHOLDER})[\u00a0 ]?(?:[$€£]|zł(?![a-ząćęłńóśźż])|(?:USD|EUR|GBP|PLN)\b)`,
  'gu',
)

/** The currency amounts typed into a text, as written. */
export function typedAmounts(text: string): string[] {
  return [...text.matchAll(TYPED_AMOUNT)].map((match) => match[0].trim())
}

/** Currencies typed beside a price placeholder, as written. */
export function currencyBesidePlaceholder(text: string): string[] {
  return [...text.matchAll(CURRENCY_BESIDE_PLACEHOLDER)].map((match) => match[0])
}

/** What to write instead, in every message about a typed amount. */
export const WRITE_PLACEHOLDERS =
  'write {price}, {perDay}, {perWeek} or {savingPercent} instead: the page fills them from the price the server charges this visitor, in their currency (outside the paywall, for the plan the paywall opens with)'

/** Errors on each language's text that types a currency amount, or a currency beside a price placeholder. */
export function currencyAmountProblems(value: LocalizedValue): ContentProblem[] {
  return languagesOf(value).flatMap((language): ContentProblem[] => {
    const text = copyText(value[language])
    const amounts = typedAmounts(text)
    const doubled = currencyBesidePlaceholder(text)
    const problems: ContentProblem[] = []
    if (amounts.length > 0)
      problems.push({
        check: 'currencyAmount',
        level: 'error',
        language,
        message: `Typed price ${amounts.map(quote).join(', ')}: visitors pay different prices in different currencies, so ${WRITE_PLACEHOLDERS}`,
      })
    if (doubled.length > 0)
      problems.push({
        check: 'currencyAmount',
        level: 'error',
        language,
        message: `Currency typed beside a price placeholder ${doubled.map(quote).join(', ')}: the placeholder is filled with its own currency sign, so the sign here would show twice or be wrong; keep the placeholder alone`,
      })
    return problems
  })
}
