/**
 * The sandbox's card check, with Stripe's test cards: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0069
 * is expired, 4000 0000 0000 0127 fails the security code. Any other number that passes the Luhn
 * check succeeds, as in Stripe's test mode. Malformed input is named by field.
 */

export interface CardInput {
  number: string
  expiry: string
  cvc: string
  name: string
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name'

export type CardProblem =
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'expiryIncomplete'
  | 'expiryPast'
  | 'cvcIncomplete'
  | 'nameMissing'
  | 'declined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectCvc'

export type CardCheck = { ok: true; last4: string } | { ok: false; problem: CardProblem; field: CardField | null; declined: boolean }

const DECLINES: Record<string, { problem: CardProblem; field: CardField | null }> = {
  '4000000000000002': { problem: 'declined', field: null },
  '4000000000009995': { problem: 'insufficientFunds', field: null },
  '4000000000000069': { problem: 'expiredCard', field: null },
  '4000000000000127': { problem: 'incorrectCvc', field: 'cvc' },
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** "12/34", "12 / 34", "1234" or "12/2034" to month and full year; null when it is not a date. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  return month >= 1 && month <= 12 ? { month, year } : null
}

const invalid = (problem: CardProblem, field: CardField | null): CardCheck => ({ ok: false, problem, field, declined: false })

export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '')
  if (!/^\d*$/.test(number)) return invalid('numberInvalid', 'number')
  if (number.length < 13) return invalid('numberIncomplete', 'number')
  if (number.length > 19 || !passesLuhn(number)) return invalid('numberInvalid', 'number')
  const expiry = parseExpiry(input.expiry)
  if (!expiry) return invalid('expiryIncomplete', 'expiry')
  // A card is valid to the end of its expiry month.
  if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return invalid('expiryPast', 'expiry')
  const cvcLength = /^3[47]/.test(number) ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return invalid('cvcIncomplete', 'cvc')
  if (input.name.trim() === '') return invalid('nameMissing', 'name')
  const decline = DECLINES[number]
  if (decline) return { ok: false, ...decline, declined: true }
  return { ok: true, last4: number.slice(-4) }
}
