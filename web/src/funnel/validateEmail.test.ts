import { describe, expect, it } from 'vitest'
import { emailProblem } from './validateEmail'

describe('e-mail validation (spec 5)', () => {
  it('an empty address is required', () => {
    expect(emailProblem('')).toBe('required')
    expect(emailProblem('   ')).toBe('required')
  })

  it.each(['anna@example.com', 'anna.kowalska+quiz@mail.example.co.uk', 'x@[192.168.0.1]', ' padded@example.pl '])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull()
  })

  it.each(['anna', 'anna@', '@example.com', 'anna@example', 'anna@example.c', 'an na@example.com', 'anna<x>@example.com', 'anna@@example.com'])(
    'rejects %s',
    (email) => {
      expect(emailProblem(email)).toBe('invalid')
    },
  )
})
